// @module-tag postgres
// Runs on PostgreSQL only (docs/testing.md): two servers starting at once on one empty database (skipped without TEST_DATABASE_URL).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { IN_MEMORY, loadConfig } from '../../src/server/config';
import { createDatabase } from '../../src/server/db/create-database';
import type { DatabaseHandle } from '../../src/server/db/database';
import { migrationsFolder } from '../../src/server/db/migrations-folder';
import * as schema from '../../src/server/db/schema';
import type { Logger } from '../../src/server/logger';
import { prepareDatabase } from '../../src/server/prepare-database';
import { FIXTURE_APP_DIR } from './support/start-test-server';
import { createTestDatabase } from './support/test-database';

/*
 * Two servers started together on one empty PostgreSQL database (two machines behind one address, or WORKERS
 * primaries restarted at once): the migrations and the seed run one server at a time under an advisory lock, so
 * both start, and the schema and the demo are there once.
 */

const adminUrl = process.env.TEST_DATABASE_URL;
const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function emptyDatabase(): Promise<string> {
  const testDatabase = await createTestDatabase();
  cleanups.push(() => testDatabase.drop());
  if (!testDatabase.databaseUrl) throw new Error('TEST_DATABASE_URL names no PostgreSQL server');
  return testDatabase.databaseUrl;
}

function keepUntilTheEnd(database: DatabaseHandle): DatabaseHandle {
  cleanups.push(() => database.close());
  return database;
}

const journalEntries = (): number =>
  (JSON.parse(readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] }).entries.length;

async function appliedMigrations(database: DatabaseHandle): Promise<number> {
  const [applied] = await database.db.select({ value: count() }).from(sql`drizzle.__drizzle_migrations`);
  return applied?.value ?? 0;
}

async function rows(database: DatabaseHandle) {
  const counted = async (table: typeof schema.lawFirms | typeof schema.users | typeof schema.transactionTypes | typeof schema.sandboxAddresses) =>
    (await database.db.select({ value: count() }).from(table))[0]?.value ?? 0;
  return {
    lawFirms: await counted(schema.lawFirms),
    users: await counted(schema.users),
    transactionTypes: await counted(schema.transactionTypes),
    sandboxAddresses: await counted(schema.sandboxAddresses),
  };
}

describe.skipIf(!adminUrl)('two servers preparing one empty PostgreSQL database at once', () => {
  it('both apply the migrations, and each journal entry is recorded once', async () => {
    const databaseUrl = await emptyDatabase();
    const first = keepUntilTheEnd(await createDatabase({ dataDir: IN_MEMORY, databaseUrl }));
    const second = keepUntilTheEnd(await createDatabase({ dataDir: IN_MEMORY, databaseUrl }));

    await Promise.all([first.migrate(), second.migrate()]);

    expect(await appliedMigrations(first)).toBe(journalEntries());
  });

  it('both start (migrations, then the seed), and the demo is seeded once', async () => {
    const databaseUrl = await emptyDatabase();
    const filesDir = mkdtempSync(path.join(tmpdir(), 'cw-migration-lock-files-'));
    cleanups.push(() => rmSync(filesDir, { recursive: true, force: true }));
    const config = loadConfig({ DATA_DIR: IN_MEMORY, DATABASE_URL: databaseUrl, FILES_DIR: filesDir, STATIC_DIR: FIXTURE_APP_DIR });
    const lines: string[] = [];
    const log: Logger = { info: (line) => lines.push(line), warn: (line) => lines.push(line), error: (line) => lines.push(line) };

    const started = await Promise.all([prepareDatabase(config, log), prepareDatabase(config, log)]);
    started.forEach(keepUntilTheEnd);

    const [one] = started;
    if (!one) throw new Error('no database');
    expect(await appliedMigrations(one)).toBe(journalEntries());
    expect(lines.filter((line) => line.startsWith('Demo data seeded'))).toHaveLength(1);
    expect(await rows(one)).toEqual({ lawFirms: 2, users: 6, transactionTypes: 6, sandboxAddresses: 68 });
  });
});
