import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { IN_MEMORY, type Config } from '../config';
import type { DatabaseHandle } from './database';
import { migrationsFolder } from './migrations-folder';
import * as schema from './schema';

/** PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR/pglite ('memory://' keeps it in memory). */
export async function createDatabase(config: Pick<Config, 'dataDir' | 'databaseUrl'>): Promise<DatabaseHandle> {
  if (config.databaseUrl) return connectPostgres(config.databaseUrl);
  return openPglite(config.dataDir === IN_MEMORY ? IN_MEMORY : pgliteDirectory(config.dataDir));
}

function pgliteDirectory(dataDir: string): string {
  const directory = path.resolve(dataDir, 'pglite');
  mkdirSync(directory, { recursive: true });
  return directory;
}

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const client = await PGlite.create(dataDir);
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: 'pglite',
    migrate: (folder = migrationsFolder()) => migratePglite(db, { migrationsFolder: folder }),
    close: () => client.close(),
  };
}

async function connectPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // pool.end() resolves before its connections have closed; close() waits for each, so whatever follows
  // (a shutdown, a test dropping its database) never meets a connection still on its way out.
  const open = new Set<pg.Client>();
  pool.on('connect', (client) => {
    open.add(client);
    client.once('end', () => open.delete(client));
  });
  // Fail at start, not on the first request, when the server is unreachable.
  const probe = await pool.connect();
  probe.release();
  const db = drizzlePg({ client: pool, schema });
  return {
    db,
    kind: 'postgres',
    migrate: (folder = migrationsFolder()) => migratePg(db, { migrationsFolder: folder }),
    close: async () => {
      const closed = [...open].map((client) => new Promise<void>((resolve) => client.once('end', () => resolve())));
      await pool.end();
      await Promise.all(closed);
    },
  };
}
