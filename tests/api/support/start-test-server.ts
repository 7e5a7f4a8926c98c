import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Hono } from 'hono';
import { createApp } from '../../../src/server/app';
import { createInMemoryKeys, type ServerKeys } from '../../../src/server/auth/keys';
import { IN_MEMORY, loadConfig, type Config } from '../../../src/server/config';
import { createDatabase } from '../../../src/server/db/create-database';
import type { Database } from '../../../src/server/db/database';
import { DEMO_PASSWORD } from '../../../src/server/db/seed/demo-people';
import { silentLogger } from '../../../src/server/logger';
import { encryptPassword } from './encrypt-password';
import { pgliteDump, seededStart } from './seeded-start';
import { createTestClock, type TestClock } from './test-clock';
import { createTestDatabase } from './test-database';

export const FIXTURE_APP_DIR = path.join(import.meta.dirname, '..', 'fixtures', 'app');

export type Json = Record<string, unknown>;

export interface TestServer {
  app: Hono;
  db: Database;
  config: Config;
  keys: ServerKeys;
  clock: TestClock;
  /** The served public key's encryption of a password, as the browser sends it. */
  encrypt(password: string): Promise<string>;
  login(userId: string, password: string): Promise<Json>;
  /** Logs in and returns the jwt, failing the test when there is none. */
  tokenFor(userId: string, password?: string): Promise<string>;
  get(path: string, jwt?: string): Promise<Response>;
  /** `headers` add to (or replace) the JSON and bearer headers, e.g. If-Match. */
  post(path: string, body: unknown, jwt?: string, headers?: Record<string, string>): Promise<Response>;
  close(): Promise<void>;
}

export { DEMO_PASSWORD };

/**
 * A real server over an in-memory PGlite (or, with TEST_DATABASE_URL, a PostgreSQL database of its own), migrated
 * and seeded like a first start: a copy of the database the server project's global set-up seeded once.
 */
export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const seeded = seededStart();
  const testDatabase = await createTestDatabase(seeded.kind === 'postgres' ? { template: seeded.template } : {});
  // Uploaded files go to a directory of this server's own, removed on close; it starts with the seed's uploads.
  const filesDir = await mkdtemp(path.join(tmpdir(), 'cw-test-files-'));
  if (existsSync(seeded.filesDir)) await cp(seeded.filesDir, filesDir, { recursive: true });
  const config = loadConfig({
    DATA_DIR: IN_MEMORY,
    STATIC_DIR: FIXTURE_APP_DIR,
    FILES_DIR: filesDir,
    ...(testDatabase.databaseUrl ? { DATABASE_URL: testDatabase.databaseUrl } : {}),
    ...env,
  });
  const pgliteDumpBlob = seeded.kind === 'pglite' && !testDatabase.databaseUrl ? await pgliteDump(seeded.dumpFile) : undefined;
  const database = await createDatabase(config, undefined, { pgliteDump: pgliteDumpBlob });
  const keys = await createInMemoryKeys();
  const clock = createTestClock();
  const app = createApp({ db: database.db, config, keys, clock, logger: silentLogger });

  const headers = (jwt?: string): Record<string, string> => ({
    'Content-Type': 'application/json',
    ...(jwt ? { Authorization: `Bearer ${jwt}` } : {}),
  });
  const get = (url: string, jwt?: string) => Promise.resolve(app.request(url, { headers: headers(jwt) }));
  const post = (url: string, body: unknown, jwt?: string, extra: Record<string, string> = {}) =>
    Promise.resolve(
      app.request(url, { method: 'POST', headers: { ...headers(jwt), ...extra }, body: typeof body === 'string' ? body : JSON.stringify(body) }),
    );

  let publicKeyPem: string | undefined;
  const encrypt = async (password: string) => {
    publicKeyPem ??= ((await (await get('/api/public-key')).json()) as { publicKey: string }).publicKey;
    return encryptPassword(publicKeyPem, password);
  };
  const login = async (userId: string, password: string) =>
    (await (await post('/api/login', { userid: userId, password: await encrypt(password) })).json()) as Json;
  const tokenFor = async (userId: string, password = DEMO_PASSWORD) => {
    const reply = await login(userId, password);
    if (typeof reply.jwt !== 'string') throw new Error(`login as ${userId} gave no jwt: ${JSON.stringify(reply)}`);
    return reply.jwt;
  };

  return {
    app,
    db: database.db,
    config,
    keys,
    clock,
    encrypt,
    login,
    tokenFor,
    get,
    post,
    close: async () => {
      await database.close();
      await testDatabase.drop();
      await rm(filesDir, { recursive: true, force: true });
    },
  };
}
