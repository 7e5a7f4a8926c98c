// @module-tag postgres
// Runs on PostgreSQL too (docs/testing.md): which of several server processes sweeps the file store.
import { utimes } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { periodicFileSweep } from '../../src/server/housekeeping/periodic-file-sweep';
import { sweeperTurnFor } from '../../src/server/housekeeping/sweeper-turn';
import { silentLogger } from '../../src/server/logger';
import { createFileStore, type FileStore } from '../../src/server/services/files/file-store';
import { startTestServer, type TestServer } from './support/start-test-server';

/*
 * With WORKERS (or several servers on one database) every process runs the periodic work, but one sweeps the file
 * store at a time: the process that holds the sweeper's advisory lock, on a connection of its own, until it stops
 * or that connection is lost.
 */

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let server: TestServer;
let files: FileStore;
beforeAll(async () => {
  server = await startTestServer();
  files = createFileStore(server.config.filesDir);
});
afterAll(() => server.close());

/** One server process's periodic sweep over the test server's database and files. */
const processSweep = () => periodicFileSweep({ db: server.db, files, clock: server.clock, config: server.config, logger: silentLogger });

async function orphan(): Promise<string> {
  const filePath = await files.write('uploads', 'orphan', 'pdf', new Uint8Array(10));
  const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
  await utimes(path.join(server.config.filesDir ?? '', filePath), twoHoursAgo, twoHoursAgo);
  return filePath;
}

describe.skipIf(onPostgres)('the sweeper on PGlite', () => {
  it('is always the one process', async () => {
    const turn = sweeperTurnFor({ databaseUrl: undefined });
    expect(await turn.mine()).toBe(true);
    expect(await turn.mine()).toBe(true);
    await turn.release();
  });
});

describe.skipIf(!onPostgres)('the sweeper among server processes (PostgreSQL)', () => {
  it('is one process at a time: the others skip their rounds until it stops', async () => {
    const first = processSweep();
    const second = processSweep();
    try {
      await orphan();
      expect((await first.round())?.unreferenced.count).toBe(1);
      await orphan();
      expect(await second.round()).toBeNull();
      // The first keeps its turn from round to round.
      expect((await first.round())?.unreferenced.count).toBe(1);
      await first.stop();
      await orphan();
      expect((await second.round())?.unreferenced.count).toBe(1);
    } finally {
      await first.stop();
      await second.stop();
    }
  });

  it('passes to another process when the database ends the sweeper connection, which ends nothing else', async () => {
    const first = sweeperTurnFor(server.config);
    const second = sweeperTurnFor(server.config);
    try {
      expect(await first.mine()).toBe(true);
      expect(await second.mine()).toBe(false);
      await server.db.execute(
        sql`select pg_terminate_backend(pid) from pg_locks where locktype = 'advisory' and classid = 7003 and database = (select oid from pg_database where datname = current_database())`,
      );
      await vi.waitFor(async () => expect(await second.mine()).toBe(true), { timeout: 5_000, interval: 50 });
      expect(await first.mine()).toBe(false);
    } finally {
      await first.release();
      await second.release();
    }
  });
});
