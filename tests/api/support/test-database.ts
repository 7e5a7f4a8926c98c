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

const INSUFFICIENT_PRIVILEGE = '42501';

/**
 * FORCE ends the test's own connections, but an autovacuum worker busy in the database has no role, and only
 * a member of pg_signal_backend may end it (.ci/postgres.sh grants that). Without the grant, such a worker
 * finishes in moments: try again a few times before calling it a failure.
 */
async function dropWithRetry(client: pg.Client, name: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      return;
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (code !== INSUFFICIENT_PRIVILEGE || attempt === 10) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
    }
  }
}

/** The address of database `name` on the server of `adminUrl`. */
export function databaseUrlFor(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await dropWithRetry(client, name);
  } finally {
    await client.end();
  }
}

/** `template`: a database to copy (CREATE DATABASE … TEMPLATE), e.g. the run's migrated and seeded one. */
export async function createTestDatabase(options: { template?: string } = {}): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return { databaseUrl: undefined, drop: () => Promise.resolve() };
  if (!/^postgres(ql)?:\/\/\S+$/.test(adminUrl)) {
    throw new Error(`TEST_DATABASE_URL is not a postgres:// URL: ${JSON.stringify(adminUrl.slice(0, 60))}`);
  }
  const name = `cw_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(options.template ? `CREATE DATABASE ${name} TEMPLATE ${options.template}` : `CREATE DATABASE ${name}`);
  await admin.end();
  return { databaseUrl: databaseUrlFor(adminUrl, name), drop: () => dropDatabase(adminUrl, name) };
}
