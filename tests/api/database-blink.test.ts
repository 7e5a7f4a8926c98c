// @module-tag postgres
// Runs on PostgreSQL only (docs/testing.md): it ends the server's connections and closes the database to new ones.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { messages } from '../../src/domain/messages';
import { startTestServer, type TestServer } from './support/start-test-server';

/**
 * The database blinks under a running server: its connections are ended (as a restart or a network cut does), and
 * for a while it accepts no new ones. The server must stay up, answer 503 with Retry-After meanwhile, and answer as
 * before once the database is back, without a restart.
 */

const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)('when the database blinks (PostgreSQL)', () => {
  let server: TestServer;
  let admin: pg.Client;
  let jwt: string;
  let database: string;

  const listing = () => server.post('/api/get-all-property', { loginId: 'lawyer1' }, jwt);
  const endServerConnections = () =>
    admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [database]);
  const acceptConnections = (accept: boolean) => admin.query(`ALTER DATABASE "${database}" ALLOW_CONNECTIONS ${String(accept)}`);

  beforeAll(async () => {
    server = await startTestServer();
    jwt = await server.tokenFor('lawyer1');
    database = new URL(server.config.databaseUrl ?? '').pathname.slice(1);
    admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
  });

  afterAll(async () => {
    await acceptConnections(true);
    await admin.end();
    await server.close();
  });

  it('ends the idle connections under it: the process stays up and the next requests are answered', async () => {
    expect((await listing()).status).toBe(200);
    const { rowCount } = await endServerConnections();
    expect(rowCount).toBeGreaterThan(0);
    // The pool hears of each ended connection (an 'error' event that, unheard, would end the process) and opens
    // new ones; a request that took a dead one before it heard answers 503, never 500.
    await vi.waitFor(
      async () => {
        const reply = await listing();
        expect([200, 503]).toContain(reply.status);
        expect(reply.status).toBe(200);
      },
      { timeout: 10_000 },
    );
  });

  it('refuses connections for a while: requests answer 503 with Retry-After and a readable message, then 200 once it is back', async () => {
    await acceptConnections(false);
    await endServerConnections();
    await vi.waitFor(async () => expect((await listing()).status).toBe(503), { timeout: 15_000 });
    const refused = await listing();
    expect(refused.status).toBe(503);
    expect(refused.headers.get('Retry-After')).toBe('5');
    expect(await refused.json()).toEqual({ errormsg: messages.databaseUnavailable });

    await acceptConnections(true);
    await vi.waitFor(async () => expect((await listing()).status).toBe(200), { timeout: 15_000 });
  });
});
