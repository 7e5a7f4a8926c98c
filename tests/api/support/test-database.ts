import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * Where a server test keeps its data: an in-memory PGlite by default, or — when TEST_DATABASE_URL names a
 * PostgreSQL server (a role allowed to create databases) — a fresh database of its own, dropped afterwards.
 * The same tests thereby prove the DATABASE_URL path.
 */
export interface TestDatabase {
  databaseUrl: string | undefined;
  drop: () => Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return { databaseUrl: undefined, drop: () => Promise.resolve() };
  if (!/^postgres(ql)?:\/\/\S+$/.test(adminUrl)) {
    throw new Error(`TEST_DATABASE_URL is not a postgres:// URL: ${JSON.stringify(adminUrl.slice(0, 60))}`);
  }
  const name = `cw_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
