import { afterAll, beforeAll, bench, describe } from 'vitest';
import { startTestServer, type TestServer } from '../api/support/start-test-server';

// Server-side cost of the calls every signed-in page makes, against a real (in-memory) PGlite.
let server: TestServer;
let jwt: string;

beforeAll(async () => {
  server = await startTestServer();
  jwt = await server.tokenFor('lawyer1');
});
afterAll(async () => server?.close());

describe('session calls', () => {
  bench('GET /get-user-details', async () => {
    const res = await server.get(`/api/get-user-details/lawyer1/${jwt}`, jwt);
    if (res.status !== 200) throw new Error(`status ${res.status}`);
  });

  bench('POST /get-new-token', async () => {
    const res = await server.post('/api/get-new-token', { userId: 'lawyer1' }, jwt);
    if (res.status !== 200) throw new Error(`status ${res.status}`);
    // A renewal retires the token it replaced: carry the new one on, as the app does.
    jwt = ((await res.json()) as { jwt: string }).jwt;
  });
});

describe('login', () => {
  // scrypt is deliberately slow; this shows what one login costs the server.
  bench(
    'POST /login (scrypt verify)',
    async () => {
      const reply = await server.login('lawyer1', 'Conveyancing2026');
      if (!reply.jwt) throw new Error('no token');
    },
    { iterations: 10, time: 0 },
  );
});
