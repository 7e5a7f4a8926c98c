import type { Config } from './config';
import { createDatabase } from './db/create-database';
import type { DatabaseHandle } from './db/database';
import { seedDatabase } from './db/seed';
import type { Logger } from './logger';
import { createFileStore } from './services/files/file-store';

const ABANDONED_AFTER_MS = 60 * 60 * 1000;

/**
 * Opens the database and brings it up to date: migrations, then the seed (each part adds only what is
 * missing). Runs once per start: in the one process, or with WORKERS in the primary before any worker
 * exists, so workers never race each other through a migration.
 */
export async function prepareDatabase(config: Config, log: Logger): Promise<DatabaseHandle> {
  const database = await createDatabase(config);
  await database.migrate();
  // The demo's uploaded files go where the app will read them; an in-memory run without FILES_DIR has no such place.
  const files = config.filesDir ? createFileStore(config.filesDir) : undefined;
  const { demoSeeded } = await seedDatabase(database.db, { demo: config.seedDemo, files });
  if (demoSeeded) log.info('Demo data seeded (users lawyer1, lawyer2, newlawyer, expired1, noquestions, nouen).');
  // An upload cut off by a stop leaves its temporary file behind; none takes an hour to arrive.
  const swept = (await files?.sweepAbandoned(Date.now(), ABANDONED_AFTER_MS)) ?? 0;
  if (swept > 0) log.info(`Removed ${swept} temporary file(s) left by an earlier run.`);
  log.info(`Database: ${database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`}`);
  return database;
}
