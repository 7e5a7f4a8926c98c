import { mkdir, mkdtemp, readdir, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { IN_MEMORY, loadConfig } from '../../src/server/config';
import { FILE_PATH_COLUMNS } from '../../src/server/housekeeping/file-columns';
import { FILE_GRACE_MS, sweepFilesAndLog } from '../../src/server/housekeeping/sweep-files';
import { silentLogger, type Logger } from '../../src/server/logger';
import { startBackgroundWork } from '../../src/server/notifications/background-work';
import { prepareDatabase } from '../../src/server/prepare-database';
import { createFileStore, type FileStore } from '../../src/server/services/files/file-store';
import { makeActive, pdfOf, postUpload, uploadForm } from './support/document-centre';
import { propertyIdOf } from './support/properties';
import { agencyRequest, agencySimulatorOf, firmIdOfUser, insertRequisition, IRAS } from './support/requisitions';
import { FIXTURE_APP_DIR, startTestServer, type TestServer } from './support/start-test-server';

/*
 * A process stopped between writing a file and committing its row (kill -9 mid-upload) leaves a stored file no row
 * names, or a temporary one; the sweep removes them once they are older than the grace, at start and hourly, and
 * logs what it removed. A file a row names is never removed, nor a young one: its row may be about to commit.
 */

const HOUR_MS = 60 * 60 * 1000;

let server: TestServer;
let files: FileStore;
let dir: string;
beforeAll(async () => {
  server = await startTestServer();
  dir = server.config.filesDir ?? '';
  files = createFileStore(dir);
});
afterAll(() => server.close());

let lines: string[];
let errors: unknown[];
let logger: Logger;
beforeEach(() => {
  lines = [];
  errors = [];
  logger = { ...silentLogger, info: (message) => lines.push(message), error: (message, error) => errors.push(error ?? message) };
});

const sweep = (store: FileStore = files) => sweepFilesAndLog({ db: server.db, files: store, logger }, Date.now());

/** Gives a file of the store a last write `ageMs` ago, as if written then. */
async function age(relativePath: string, ageMs: number, root = dir): Promise<void> {
  const then = new Date(Date.now() - ageMs);
  await utimes(path.join(root, relativePath), then, then);
}

async function isThere(relativePath: string, root = dir): Promise<boolean> {
  return stat(path.join(root, relativePath)).then(
    () => true,
    () => false,
  );
}

/** Every file in the store's folders, temporary ones included. */
async function everyFile(root = dir): Promise<string[]> {
  const folders = await readdir(root);
  const names = await Promise.all(folders.map(async (folder) => (await readdir(path.join(root, folder))).map((name) => `${folder}/${name}`)));
  return names.flat().sort();
}

/** A file as a write leaves it when it is stopped before its rename: `.<name>.tmp` beside the stored files. */
async function cutWrite(folder: string, bytes: Uint8Array, root = dir): Promise<string> {
  const relativePath = `${folder}/.cut-write-${Math.random().toString(16).slice(2)}.pdf.tmp`;
  await mkdir(path.join(root, folder), { recursive: true });
  await writeFile(path.join(root, relativePath), bytes);
  return relativePath;
}

/** What an upload cut off by kill -9 leaves: its file received under a temporary name, never adopted. */
async function cutUpload(store: FileStore, bytes: Uint8Array): Promise<string> {
  const received = await store.receive('uploads', Readable.from([bytes]));
  return `${received.folder}/${received.name}`;
}

describe('sweeping the file store', () => {
  it('removes an hour-old file no row refers to, and logs how many and how large', async () => {
    const orphan = await files.write('uploads', 'orphan', 'pdf', new Uint8Array(2_500));
    await age(orphan, HOUR_MS + 60_000);

    const swept = await sweep();

    expect(await isThere(orphan)).toBe(false);
    expect(swept.unreferenced).toEqual({ count: 1, bytes: 2_500 });
    expect(lines).toEqual(['Swept 1 unreferenced file(s) (3 KB) and 0 temporary file(s).']);
    expect(errors).toEqual([]);
  });

  it('keeps an hour-old file that a row refers to, in every column that holds a file', async () => {
    const firstRow = (table: PgTable) => sql`id = (select min(id) from ${table})`;
    const point = (column: (typeof FILE_PATH_COLUMNS)[number], filePath: string | null) =>
      server.db.execute(sql`update ${column.table} set ${sql.identifier(column.name)} = ${filePath} where ${firstRow(column.table)}`);
    const kept: Array<{ column: (typeof FILE_PATH_COLUMNS)[number]; filePath: string; before: string | null }> = [];
    for (const column of FILE_PATH_COLUMNS) {
      const filePath = await files.write('uploads', 'kept', 'pdf', await pdfOf('kept'));
      await age(filePath, 2 * HOUR_MS);
      const [row] = await server.db.select({ before: column }).from(column.table).where(firstRow(column.table));
      // Each table has a row in the demo to point at the file; the test proves nothing for a column it could not set.
      expect(row, `a row of ${getTableConfig(column.table).name}`).toBeDefined();
      await point(column, filePath);
      kept.push({ column, filePath, before: row?.before ?? null });
    }

    const swept = await sweep();

    for (const { filePath } of kept) expect(await isThere(filePath), filePath).toBe(true);
    expect(swept.unreferenced.count).toBe(0);
    // The rows name their own files again, and the test's files go: the next tests start from the demo's store.
    for (const { column, filePath, before } of kept) {
      await point(column, before);
      await files.remove(filePath);
    }
  });

  it("keeps the demo's files, the server's own writes and an upload, however old, and says nothing when it sweeps nothing", async () => {
    const lawyer1 = await server.tokenFor('lawyer1');
    const refNo = await makeActive(server, await propertyIdOf(server, 'PCN-2026-000101'));
    const upload = await postUpload(server, lawyer1, uploadForm([{ bytes: await pdfOf('an upload'), name: 'upload.pdf', propControlNo: refNo }]));
    expect(upload.status).toBe(200);
    // An agency's reply: written by the simulator when it falls due, its path on the request's row.
    const requisition = await insertRequisition(server, { propertyRefNo: 'PCN-2026-000101', agencies: [IRAS] });
    server.clock.advance(server.config.agencyReplyDelayMs);
    expect(await agencySimulatorOf(server, files).collectReplies(await firmIdOfUser(server, 'lawyer1'))).toBeGreaterThan(0);
    expect((await agencyRequest(server, requisition.rpControlNos[0] ?? '')).replyFilePath).toMatch(/^replies\//);
    const before = await everyFile();
    expect(before.length).toBeGreaterThan(1);
    for (const filePath of before) await age(filePath, 30 * 24 * HOUR_MS);

    const swept = await sweep();

    expect(swept.unreferenced.count).toBe(0);
    expect(await everyFile()).toEqual(before);
    expect(lines).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('keeps a file no row refers to while it is younger than the grace: its row may be about to commit', async () => {
    const young = await files.write('uploads', 'young', 'pdf', new Uint8Array(100));
    await age(young, FILE_GRACE_MS - 60_000);
    const youngTemporary = await cutUpload(files, new Uint8Array(100));

    await sweep();

    expect(await isThere(young)).toBe(true);
    expect(await isThere(youngTemporary)).toBe(true);
    expect(lines).toEqual([]);
    await files.remove(young);
    await files.remove(youngTemporary);
  });

  it('removes the temporary files an upload and a write cut off by a stop leave behind', async () => {
    const upload = await cutUpload(files, new Uint8Array(400_000));
    const write = await cutWrite('generated', new Uint8Array(100_000));
    await age(upload, 2 * HOUR_MS);
    await age(write, 2 * HOUR_MS);

    const swept = await sweep();

    expect(await isThere(upload)).toBe(false);
    expect(await isThere(write)).toBe(false);
    expect(swept.temporary).toEqual({ count: 2, bytes: 500_000 });
    expect(lines).toEqual(['Swept 0 unreferenced file(s) and 2 temporary file(s) (0.5 MB).']);
  });

  it('takes a file another server removed first in its stride', async () => {
    const orphan = await files.write('uploads', 'orphan', 'pdf', new Uint8Array(10));
    await age(orphan, 2 * HOUR_MS);
    // Another server's sweep removes each file between this one's listing and its removal.
    const raced: FileStore = {
      ...files,
      list: async function* () {
        for await (const file of files.list()) {
          if (file.path === orphan) await files.remove(file.path);
          yield file;
        }
      },
    };

    await sweep(raced);

    expect(await isThere(orphan)).toBe(false);
    expect(errors).toEqual([]);
  });

  it('logs a file it cannot remove as an error, sweeps the rest, and leaves that one for the next sweep', async () => {
    const stuck = await files.write('uploads', 'stuck', 'pdf', new Uint8Array(10));
    const orphan = await files.write('uploads', 'orphan', 'pdf', new Uint8Array(10));
    await age(stuck, 2 * HOUR_MS);
    await age(orphan, 2 * HOUR_MS);
    const refusing: FileStore = {
      ...files,
      remove: (filePath) => (filePath === stuck ? Promise.reject(new Error('permission denied')) : files.remove(filePath)),
    };

    const swept = await sweep(refusing);

    expect(await isThere(orphan)).toBe(false);
    expect(await isThere(stuck)).toBe(true);
    expect(swept.unreferenced.count).toBe(1);
    expect(errors).toEqual([new Error('permission denied')]);
    expect(lines).toEqual(['Swept 1 unreferenced file(s) (10 bytes) and 0 temporary file(s).']);
    await sweep();
    expect(await isThere(stuck)).toBe(false);
  });
});

describe("the sweep at start and in the server's periodic work", () => {
  it('sweeps at start, before the server serves, what a stopped process left; a young file stays', async () => {
    const filesDir = await mkdtemp(path.join(tmpdir(), 'cw-sweep-start-'));
    try {
      const store = createFileStore(filesDir);
      const orphan = await store.write('uploads', 'orphan', 'pdf', new Uint8Array(1_500_000));
      const temporary = await cutUpload(store, new Uint8Array(10));
      await age(orphan, 2 * HOUR_MS, filesDir);
      await age(temporary, 2 * HOUR_MS, filesDir);
      // Written a moment ago by another server whose row is about to commit.
      const young = await store.write('uploads', 'young', 'pdf', new Uint8Array(10));
      const config = loadConfig({ DATA_DIR: IN_MEMORY, FILES_DIR: filesDir, STATIC_DIR: FIXTURE_APP_DIR, SEED_DEMO: 'false' });

      const database = await prepareDatabase(config, logger);
      try {
        expect(await isThere(orphan, filesDir)).toBe(false);
        expect(await isThere(temporary, filesDir)).toBe(false);
        expect(await isThere(young, filesDir)).toBe(true);
        expect(lines).toContain('Swept 1 unreferenced file(s) (1.5 MB) and 1 temporary file(s) (10 bytes).');
      } finally {
        await database.close();
      }
    } finally {
      await rm(filesDir, { recursive: true, force: true });
    }
  });

  it('sweeps again on its timer while the server runs', { tags: ['postgres'] }, async () => {
    const orphan = await files.write('uploads', 'orphan', 'pdf', new Uint8Array(10));
    await age(orphan, 2 * HOUR_MS);
    const work = startBackgroundWork(
      { db: server.db, files, clock: server.clock, config: server.config, agencies: agencySimulatorOf(server, files), signing: undefined, logger },
      { arrivalsEveryMs: HOUR_MS, deadlinesEveryMs: HOUR_MS, filesEveryMs: 50 },
    );
    try {
      await vi.waitFor(async () => expect(await isThere(orphan)).toBe(false), { timeout: 5_000, interval: 50 });
      expect(lines).toEqual(['Swept 1 unreferenced file(s) (10 bytes) and 0 temporary file(s).']);
    } finally {
      await work.stop();
    }
  });
});
