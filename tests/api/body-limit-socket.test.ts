import { request } from 'node:http';
import type { ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/messages';
import { listen } from '../../src/server/http/listen';
import { startTestServer, type TestServer } from './support/start-test-server';

/*
 * The JSON body cap over a real socket, where @hono/node-server's request is not a WHATWG Request: a declared
 * Content-Length is judged from the header (body-limit.ts), a chunked body by counting it as it arrives.
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

/** POSTs the chunks to /api/login, with a Content-Length for them all unless `chunked`. */
function postLogin(chunks: string[], chunked: boolean): Promise<{ status: number; body: { errormsg?: string } }> {
  const length = chunks.reduce((total, chunk) => total + Buffer.byteLength(chunk), 0);
  const headers = { 'Content-Type': 'application/json', ...(chunked ? {} : { 'Content-Length': String(length) }) };
  return new Promise((resolve, reject) => {
    let answered = false;
    const sent = request({ host: '127.0.0.1', port, path: '/api/login', method: 'POST', headers }, (response) => {
      answered = true;
      const parts: Buffer[] = [];
      response.on('data', (part: Buffer) => parts.push(part));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(parts).toString('utf8')) as { errormsg?: string } }),
      );
    });
    // A 413 may come, and the server stop reading, before the whole body is written: that write's error is moot.
    sent.on('error', (error) => {
      if (!answered) reject(error);
    });
    for (const chunk of chunks) sent.write(chunk);
    sent.end();
  });
}

const login = (userid: string) => [`{"userid":"${userid.slice(0, 10)}`, `${userid.slice(10)}","password":"x"}`];

describe('JSON body limit over a socket', () => {
  it('answers 413 to a declared Content-Length over 1 MB', async () => {
    const reply = await postLogin(login('x'.repeat(1024 * 1024)), false);
    expect(reply.status).toBe(413);
    expect(reply.body.errormsg).toBe(messages.payloadTooLarge);
  });

  it('answers 413 to a chunked body over 1 MB, which declares no length', async () => {
    const reply = await postLogin(login('x'.repeat(1024 * 1024)), true);
    expect(reply.status).toBe(413);
    expect(reply.body.errormsg).toBe(messages.payloadTooLarge);
  });

  it('reads a body under the cap either way and lets the route judge it', async () => {
    for (const chunked of [false, true]) {
      const reply = await postLogin(login('not-a-user-of-this-firm'), chunked);
      expect({ chunked, status: reply.status }).not.toEqual({ chunked, status: 413 });
      expect(reply.status).toBeLessThan(500);
    }
  });
});
