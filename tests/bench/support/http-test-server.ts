import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { readToken } from '../../../src/server/auth/tokens';
import { verifiedFirmId } from '../../../src/server/db/firm-scope';
import { findSessionUser } from '../../../src/server/db/queries/users';
import { startTestServer, type TestServer } from '../../api/support/start-test-server';

/**
 * The test server (migrated, seeded, in-memory PGlite or TEST_DATABASE_URL's PostgreSQL) listening on a real
 * socket, so a benchmark pays what a browser's request costs the server: connection, headers, body, JSON.
 * The client is node:http over one kept-alive connection rather than fetch, whose own streams and objects
 * cost about a millisecond a request in this same process and would be counted against the server.
 */
export interface HttpTestServer {
  server: TestServer;
  /** lawyer1's bearer token (firm TL0001). */
  jwt: string;
  post(path: string, body: unknown): Promise<HttpAnswer>;
  get(path: string): Promise<HttpAnswer>;
  /**
   * The database read the bearer check makes for the token on every request (the session row with its user),
   * through the same prepared query: a bench's bare SQL runs it too, so both sides run the same statements.
   */
  readSession(): Promise<void>;
  close(): Promise<void>;
}

export interface HttpAnswer {
  status: number;
  body: unknown;
}

export async function startHttpTestServer(): Promise<HttpTestServer> {
  const server = await startTestServer();
  const jwt = await server.tokenFor('lawyer1');
  const claims = readToken({ secret: server.keys.jwtSecret, clock: server.clock }, jwt);
  if (!claims) throw new Error('the bench token does not verify');
  const subject = { loginUserId: claims.sub, sessionId: claims.sid };
  const firmId = verifiedFirmId(claims.firm);
  const http: ServerType = serve({ fetch: server.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => http.once('listening', () => resolve()));
  const { port } = http.address() as AddressInfo;
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });

  const send = (method: 'GET' | 'POST', path: string, body?: unknown) =>
    new Promise<HttpAnswer>((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const headers: Record<string, string | number> = { Authorization: `Bearer ${jwt}` };
      if (payload !== undefined) Object.assign(headers, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) });
      const sent = request({ host: '127.0.0.1', port, path, method, agent, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          try {
            resolve({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown });
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        });
        response.on('error', reject);
      });
      sent.on('error', reject);
      sent.end(payload);
    });

  return {
    server,
    jwt,
    post: (path, body) => send('POST', path, body),
    get: (path) => send('GET', path),
    readSession: async () => {
      if (!(await findSessionUser(server.db, subject, firmId, server.clock.nowMs()))) throw new Error('the bench session has ended');
    },
    close: async () => {
      agent.destroy();
      await new Promise<void>((resolve) => http.close(() => resolve()));
      await server.close();
    },
  };
}
