import { fillMissingCaseProgress } from '../../case/fill-case-progress';
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
 * Runs at every start after migrations; each part only adds what is missing (the cases' board rows too). The
 * tables it filled are then analyzed (those it left alone are up to date and cost nothing), so the first requests
 * get planned with statistics for the rows they will meet.
 */
export async function seedDatabase(db: Database, options: { demo: boolean; files?: FileStore | undefined }): Promise<SeedResult> {
  await seedReferenceData(db);
  await seedSandbox(db);
  const demoSeeded = options.demo ? await seedDemoData(db, options.files) : false;
  // The demo's cases, and those of a database from before the deadlines board, get their board rows.
  await fillMissingCaseProgress(db, new Date());
  await refreshStatistics(db);
  return { demoSeeded };
}
