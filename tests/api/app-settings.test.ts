import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/start-test-server';

/** Issue 18 item 7: the sister product's address is a setting the public pages read before any login. */
describe('GET /get-app-settings', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ SISTER_PRODUCT_URL: 'https://search.example.sg/portal' });
  });
  afterAll(() => server.close());

  it('answers the configured sister product address without a login', async () => {
    const response = await server.get('/api/get-app-settings');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ sisterProductUrl: 'https://search.example.sg/portal' });
  });
});
