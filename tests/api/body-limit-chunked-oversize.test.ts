import { Agent, request } from 'node:http';
import type { ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/messages';
import { listen } from '../../src/server/http/listen';
import { startTestServer, type TestServer } from './support/start-test-server';

/*
 * A chunked body over the cap, sent whole by a client that keeps its connection: it reads the 413 with the
 * JSON body, and the connection still serves its next request. The server reads the rest of the oversized
 * body and throws it away instead of leaving it unread (which ended in the socket being destroyed).
 */
let server: TestServer;
let http: ServerType;
let port: number;
beforeAll(async () => {
  server = await startTestServer();
  ({ server: http, port } = await listen(server.app, { port: 0, host: '127.0.0.1' }));
});
afterAll(async () => {
  await new Promise<void>((resolve) => http.close(() => resolve()));
  await server.close();
});

interface Reply {
  status: number;
  body: { errormsg?: string };
  reusedSocket: boolean;
}

const TWO_MB = 2 * 1024 * 1024;
const CHUNK = 64 * 1024;

/** POSTs to /api/login: `bytes` of user id in chunked writes of 64 KB, waiting for each to drain. */
function postChunked(agent: Agent, bytes: number): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const sent = request(
      { host: '127.0.0.1', port, agent, path: '/api/login', method: 'POST', headers: { 'Content-Type': 'application/json' } },
      (response) => {
        const parts: Buffer[] = [];
        response.on('data', (part: Buffer) => parts.push(part));
        response.on('error', reject);
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: JSON.parse(Buffer.concat(parts).toString('utf8')) as { errormsg?: string },
            reusedSocket: sent.reusedSocket,
          }),
        );
      },
    );
    sent.on('error', reject);
    sent.write('{"userid":"');
    let written = 0;
    const writeMore = () => {
      while (written < bytes) {
        const size = Math.min(CHUNK, bytes - written);
        written += size;
        if (!sent.write('x'.repeat(size))) {
          sent.once('drain', writeMore);
          return;
        }
      }
      sent.end('","password":"x"}');
    };
    writeMore();
  });
}

describe('a chunked JSON body over 1 MB', () => {
  it('answers 413 with the message, and the connection serves the next request', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const tooLarge = await postChunked(agent, TWO_MB);
      expect(tooLarge.status).toBe(413);
      expect(tooLarge.body.errormsg).toBe(messages.payloadTooLarge);

      const next = await postChunked(agent, 16);
      expect(next.reusedSocket).toBe(true);
      expect(next.status).not.toBe(413);
      expect(next.status).toBeLessThan(500);
      expect(next.body.errormsg).toBeTypeOf('string');
    } finally {
      agent.destroy();
    }
  });
});
