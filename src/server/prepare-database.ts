import type { Config } from './config';
import { createDatabase } from './db/create-database';
import type { DatabaseHandle } from './db/database';
import { seedDatabase } from './db/seed';
import { sweepFilesAndLog } from './housekeeping/sweep-files';
import type { Logger } from './logger';
import { createFileStore } from './services/files/file-store';

/**
 * Opens the database and brings it up to date: migrations, then the seed (each part adds only what is
 * missing). Runs once per start: in the one process, or with WORKERS in the primary before any worker
 * exists, so workers never race each other through a migration.
 */
export async function prepareDatabase(config: Config, log: Logger): Promise<DatabaseHandle> {
  const database = await createDatabase(config);
  // The demo's uploaded files go where the app will read them; an in-memory run without FILES_DIR has no such place.
  const files = config.filesDir ? createFileStore(config.filesDir) : undefined;
  // The seed adds what it finds missing, which two servers starting together on one PostgreSQL would both find:
  // migrations and seed run under one lock, one server at a time.
  const { demoSeeded } = await database.underMigrationLock(async () => {
    await database.migrate();
    return seedDatabase(database.db, { demo: config.seedDemo, files });
  });
  if (demoSeeded) log.info('Demo data seeded (users lawyer1, lawyer2, newlawyer, expired1, noquestions, nouen).');
  // A stop mid-upload or mid-write leaves files nothing refers to; the serving processes sweep again hourly. Litter
  // left for the next sweep is no reason not to start.
  if (files)
    await sweepFilesAndLog({ db: database.db, files, logger: log }, Date.now()).catch((error: unknown) =>
      log.error('Sweeping the file store failed', error),
    );
  log.info(`Database: ${database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`}`);
  return database;
}
