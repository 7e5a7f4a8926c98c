import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/messages';
import { startTestServer, type TestServer } from './support/start-test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('routing outside the API', () => {
  it('redirects / to /conveyancing/home', async () => {
    const response = await server.get('/');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/conveyancing/home');
  });

  it('redirects any other path outside /api and /conveyancing to /conveyancing/home', async () => {
    const response = await server.get('/wp-admin/index.php');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/conveyancing/home');
  });

  it('serves files of the built app under /conveyancing/', async () => {
    const response = await server.get('/conveyancing/assets/app.js');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('fixture asset');
  });

  it('answers app routes that are not files with index.html', async () => {
    for (const path of ['/conveyancing/home', '/conveyancing/property-details/3/false/false', '/conveyancing/']) {
      const response = await server.get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(await response.text()).toContain('<div id="root">');
    }
  });
});

describe('routing inside the API', () => {
  it('answers an unknown /api path with 404 JSON', async () => {
    const response = await server.get('/api/no-such-call');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ errormsg: messages.notFound });
  });

  it('answers an unknown /api path with 404 JSON even with a method that is not GET', async () => {
    const response = await server.post('/api/login/extra', {});
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ errormsg: messages.notFound });
  });

  it('marks API answers as not cacheable', async () => {
    expect((await server.get('/api/public-key')).headers.get('cache-control')).toBe('no-store');
  });
});
