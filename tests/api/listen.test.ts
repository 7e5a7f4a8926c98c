import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen, ListenError } from '../../src/server/http/listen';

let holder: Server;
let takenPort: number;
beforeAll(async () => {
  holder = createServer();
  await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
  takenPort = (holder.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => holder.close(() => resolve())));

describe('starting the server on a port', () => {
  it('says in one line which port is taken instead of a stack trace', async () => {
    const started = listen(new Hono(), { port: takenPort, host: '127.0.0.1' });
    await expect(started).rejects.toBeInstanceOf(ListenError);
    await expect(started).rejects.toThrow(`Port ${takenPort} is already in use on 127.0.0.1: stop what holds it, or start with another PORT.`);
  });

  it('serves once the port is free', async () => {
    const { server, port } = await listen(
      new Hono().get('/', (c) => c.text('up')),
      { port: 0, host: '127.0.0.1' },
    );
    try {
      expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe('up');
    } finally {
      server.close();
    }
  });
});
