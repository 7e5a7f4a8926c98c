import type { Database } from '../database';
import { seedDemoData } from './demo';
import { seedReferenceData } from './reference-data';
import { seedSandbox } from './sandbox';

export interface SeedResult {
  demoSeeded: boolean;
}

/** Runs at every start after migrations; each part only adds what is missing. */
export async function seedDatabase(db: Database, options: { demo: boolean }): Promise<SeedResult> {
  await seedReferenceData(db);
  await seedSandbox(db);
  const demoSeeded = options.demo ? await seedDemoData(db) : false;
  return { demoSeeded };
}
