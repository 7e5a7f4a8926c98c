import type { FileStore } from '../../services/files/file-store';
import type { Database } from '../database';
import { refreshStatistics } from '../statistics';
import { seedDemoData } from './demo';
import { seedReferenceData } from './reference-data';
import { seedSandbox } from './sandbox';

export interface SeedResult {
  demoSeeded: boolean;
}

/**
 * Runs at every start after migrations; each part only adds what is missing. The tables it filled are then
 * analyzed (those it left alone are up to date and cost nothing), so the first requests get planned with
 * statistics for the rows they will meet.
 */
export async function seedDatabase(db: Database, options: { demo: boolean; files?: FileStore | undefined }): Promise<SeedResult> {
  await seedReferenceData(db);
  await seedSandbox(db);
  const demoSeeded = options.demo ? await seedDemoData(db, options.files) : false;
  await refreshStatistics(db);
  return { demoSeeded };
}
