import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/** The drizzle handle every query uses; the same type over PGlite and node-postgres. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /**
   * Applies the checked-in migrations; tests may name another folder (an older journal) to upgrade from. On
   * PostgreSQL under the migration lock, so servers starting together migrate one at a time.
   */
  migrate(folder?: string): Promise<void>;
  /** Runs `work` (migrations, then the seed) while no other server migrates or seeds this database. */
  underMigrationLock<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
