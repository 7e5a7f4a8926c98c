import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../../../src/server/db/create-database';
import { seedDatabase } from '../../../src/server/db/seed';
import { silentLogger } from '../../../src/server/logger';
import { createFileStore } from '../../../src/server/services/files/file-store';
import { databaseUrlFor, dropDatabase } from './test-database';
import './seeded-start';

/**
 * The server project's global set-up: migrates and seeds one database as a first start does, once for the whole
 * run, and hands every test server a copy (startTestServer). A PGlite starts from a dump of it, a PostgreSQL test
 * database is created with it as its template, and the demo uploads the seed wrote are copied into each server's
 * own files directory. Each file thereby still gets a database of its own, in about a fifth of the time.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const work = await mkdtemp(path.join(tmpdir(), 'cw-seeded-start-'));
  const filesDir = path.join(work, 'files');
  const files = createFileStore(filesDir);
  const adminUrl = process.env.TEST_DATABASE_URL;

  if (adminUrl) {
    const template = `cw_template_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${template}`);
    await admin.end();
    const database = await createDatabase({ dataDir: work, databaseUrl: databaseUrlFor(adminUrl, template) }, silentLogger);
    await database.migrate();
    await seedDatabase(database.db, { demo: true, files });
    // A template may have no connection open while it is copied.
    await database.close();
    project.provide('seededStart', { kind: 'postgres', template, filesDir });
    return async () => {
      await dropDatabase(adminUrl, template);
      await rm(work, { recursive: true, force: true });
    };
  }

  const database = await createDatabase({ dataDir: work, databaseUrl: undefined }, silentLogger);
  await database.migrate();
  await seedDatabase(database.db, { demo: true, files });
  await database.close();
  const client = await PGlite.create(path.join(work, 'pglite'), { extensions: { pg_trgm } });
  const dump = await client.dumpDataDir('none');
  await client.close();
  const dumpFile = path.join(work, 'pglite.tar');
  await writeFile(dumpFile, Buffer.from(await dump.arrayBuffer()));
  project.provide('seededStart', { kind: 'pglite', dumpFile, filesDir });
  return () => rm(work, { recursive: true, force: true });
}
