import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { IN_MEMORY, type Config } from '../config';
import { consoleLogger, type Logger } from '../logger';
import { lockDataDir } from './data-dir-lock';
import type { DatabaseHandle } from './database';
import { migrationLock } from './migration-lock';
import { migrationsFolder } from './migrations-folder';
import * as schema from './schema';
import { keepStatistics, refreshStatistics } from './statistics';
import { retryTransactions } from './transaction-retry';

export interface CreateDatabaseOptions {
  /**
   * PGlite only: start from this dump of a data directory (PGlite's `dumpDataDir`) instead of an empty one.
   * The server tests start each server from one migrated and seeded dump, which skips initdb, the migrations
   * and the seed: about 1.7 s of each start.
   */
  pgliteDump?: Blob | undefined;
}

/**
 * PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR/pglite ('memory://' keeps it in memory).
 * `log` hears about a failed statistics refresh on PGlite.
 */
export async function createDatabase(
  config: Pick<Config, 'dataDir' | 'databaseUrl'>,
  log: Logger = consoleLogger,
  options: CreateDatabaseOptions = {},
): Promise<DatabaseHandle> {
  const handle = config.databaseUrl
    ? await connectPostgres(config.databaseUrl, log)
    : await openPglite(config.dataDir === IN_MEMORY ? IN_MEMORY : pgliteDirectory(config.dataDir), log, options.pgliteDump);
  // Deadlocks and serialization failures are retried in one place, for every transaction (db/transaction-retry.ts).
  retryTransactions(handle.db, log);
  return handle;
}

function pgliteDirectory(dataDir: string): string {
  const directory = path.resolve(dataDir, 'pglite');
  mkdirSync(directory, { recursive: true });
  return directory;
}

async function openPglite(dataDir: string, log: Logger, dump: Blob | undefined): Promise<DatabaseHandle> {
  // One process writes a PGlite directory: a second server on the same DATA_DIR (the directory's parent) is refused
  // before it opens it, and the lock goes when the database closes.
  const lock = dataDir === IN_MEMORY ? undefined : await lockDataDir(path.dirname(dataDir));
  // pg_trgm backs the contains searches' indexes (migration 0007); PGlite loads extensions only when asked.
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm }, ...(dump ? { loadDataDir: dump } : {}) }).catch(async (error: unknown) => {
    await lock?.release();
    throw error;
  });
  const db = drizzlePglite({ client, schema });
  // Nothing vacuums or analyzes inside PGlite: this keeps the planner's statistics in step as data grows.
  const keeper = keepStatistics(db, (error) => log.error('Refreshing the planner statistics failed', error));
  return {
    db,
    kind: 'pglite',
    // DATA_DIR's lock already makes this process the only one (an in-memory database is this process's own).
    underMigrationLock: (work) => work(),
    migrate: async (folder = migrationsFolder()) => {
      await migratePglite(db, { migrationsFolder: folder });
      await refreshStatistics(db, { vacuum: true });
    },
    close: async () => {
      try {
        await keeper.stop();
        await client.close();
      } finally {
        await lock?.release();
      }
    },
  };
}

async function connectPostgres(url: string, log: Logger): Promise<DatabaseHandle> {
  // A connection that cannot be had within the timeout fails its request (503, see http/error-handler.ts) instead
  // of holding it for as long as the database is away.
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5_000 });
  // An idle connection the database ends (a restart, pg_terminate_backend, a network blip) is reported here; without
  // a listener the pool's 'error' event would end the process. The pool drops that connection and opens another on
  // the next request.
  pool.on('error', (error) => log.error('A database connection was lost; the next request opens another', error));
  // pool.end() resolves before its connections have closed; close() waits for each, so whatever follows
  // (a shutdown, a test dropping its database) never meets a connection still on its way out.
  const open = new Set<pg.Client>();
  pool.on('connect', (client) => {
    open.add(client);
    client.once('end', () => open.delete(client));
  });
  // Unlike the pool, a connection lent to a request has no listener of its own when the database ends it mid-query:
  // the query fails (and with it the request), but the client's own 'error' event must not end the process.
  pool.on('acquire', (client) => {
    if (client.listenerCount('error') === 0) client.on('error', () => undefined);
  });
  // Fail at start, not on the first request, when the server is unreachable.
  const probe = await pool.connect();
  probe.release();
  const db = drizzlePg({ client: pool, schema });
  const underMigrationLock = migrationLock(pool);
  return {
    db,
    kind: 'postgres',
    underMigrationLock,
    migrate: (folder = migrationsFolder()) =>
      underMigrationLock(async () => {
        await migratePg(db, { migrationsFolder: folder });
        // Autovacuum would analyze new and changed tables too, but only after its next nap (a minute by default).
        await refreshStatistics(db);
      }),
    close: async () => {
      const closed = [...open].map((client) => new Promise<void>((resolve) => client.once('end', () => resolve())));
      await pool.end();
      await Promise.all(closed);
    },
  };
}
