import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_APP_DIR, startTestServer, type TestServer } from './support/start-test-server';

/**
 * The built app as the server sends it, over the fixture app (tests/api/fixtures/app): a hashed asset with
 * the brotli and gzip copies the build writes beside it, its source map, index.html, the listing's copy of it
 * (index.property-listing.html, naming the files that page runs) and the favicon.
 */

const ASSET = '/conveyancing/assets/index-DhT4x9Qa.js';
const assetBytes = readFileSync(path.join(FIXTURE_APP_DIR, 'assets/index-DhT4x9Qa.js'));
const CHROMIUM_ACCEPTS = 'gzip, deflate, br, zstd';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const request = (url: string, headers: Record<string, string> = {}, method = 'GET') => Promise.resolve(server.app.request(url, { method, headers }));
const body = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe('precompressed assets', () => {
  it('sends the brotli copy to a browser that accepts it, typed as the original file', async () => {
    const response = await request(ASSET, { 'Accept-Encoding': CHROMIUM_ACCEPTS });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('content-type')).toContain('text/javascript');
    expect(response.headers.get('vary')).toContain('Accept-Encoding');
    const sent = await body(response);
    expect(Number(response.headers.get('content-length'))).toBe(sent.length);
    expect(brotliDecompressSync(sent).equals(assetBytes)).toBe(true);
  });

  it('sends the gzip copy when brotli is not accepted, or refused with q=0', async () => {
    for (const accept of ['gzip', 'gzip, br;q=0', 'br;q=0.1, gzip;q=0.9', 'x-gzip']) {
      const response = await request(ASSET, { 'Accept-Encoding': accept });
      expect(response.headers.get('content-encoding'), accept).toBe('gzip');
      expect(response.headers.get('vary')).toContain('Accept-Encoding');
      expect(gunzipSync(await body(response)).equals(assetBytes), accept).toBe(true);
    }
  });

  it('prefers brotli when both weigh the same, and takes a wildcard as accepting it', async () => {
    for (const accept of ['gzip;q=0.5, br;q=0.5', '*', 'gzip;q=0.2, *']) {
      expect((await request(ASSET, { 'Accept-Encoding': accept })).headers.get('content-encoding'), accept).toBe('br');
    }
  });

  it('sends the file itself to a client that accepts no coding, still saying the answer varies', async () => {
    for (const accept of [undefined, 'identity', 'br;q=0, gzip;q=0', '*;q=0', 'deflate']) {
      const response = await request(ASSET, accept === undefined ? {} : { 'Accept-Encoding': accept });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding'), String(accept)).toBeNull();
      expect(response.headers.get('vary')).toContain('Accept-Encoding');
      expect((await body(response)).equals(assetBytes)).toBe(true);
    }
  });
});

describe('caching', () => {
  it('lets browsers keep hashed assets for a year without asking again', async () => {
    for (const url of [ASSET, '/conveyancing/assets/app.js']) {
      const response = await request(url, { 'Accept-Encoding': CHROMIUM_ACCEPTS });
      expect(response.headers.get('cache-control'), url).toBe('public, max-age=31536000, immutable');
    }
  });

  it('makes browsers revalidate index.html and every app route, answering 304 while it is unchanged', async () => {
    for (const url of ['/conveyancing/index.html', '/conveyancing/home', '/conveyancing/property-details/3/false/false', '/conveyancing/']) {
      const first = await request(url, { 'Accept-Encoding': CHROMIUM_ACCEPTS });
      expect(first.status, url).toBe(200);
      expect(first.headers.get('content-type')).toContain('text/html');
      expect(first.headers.get('cache-control'), url).toBe('no-cache');
      const etag = first.headers.get('etag') ?? '';
      expect(etag, url).toMatch(/^"[^"]+"$/);

      const again = await request(url, { 'Accept-Encoding': CHROMIUM_ACCEPTS, 'If-None-Match': etag });
      expect(again.status, url).toBe(304);
      expect(again.headers.get('etag')).toBe(etag);
      expect(again.headers.get('cache-control')).toBe('no-cache');
      expect(await again.text()).toBe('');
    }
  });

  it('answers in full when the tag no longer matches, and accepts a weak or listed tag', async () => {
    const etag = (await request('/conveyancing/home')).headers.get('etag') ?? '';
    expect((await request('/conveyancing/home', { 'If-None-Match': '"an-old-build"' })).status).toBe(200);
    expect((await request('/conveyancing/home', { 'If-None-Match': `"an-old-build", W/${etag}` })).status).toBe(304);
  });

  it('gives each coding of a file its own tag, so a cached brotli body is never taken for gzip', async () => {
    const tags = new Set<string | null>();
    for (const accept of ['br', 'gzip', 'identity']) tags.add((await request(ASSET, { 'Accept-Encoding': accept })).headers.get('etag'));
    expect(tags.size).toBe(3);
  });
});

describe("a first page's own copy of index.html", () => {
  const preloads = async (url: string) => (await (await request(url)).text()).includes('rel="modulepreload"');

  it('answers the listing, whatever follows its name, with the copy that names the files it runs', async () => {
    for (const url of ['/conveyancing/property-listing', '/conveyancing/property-listing/', '/conveyancing/property-listing/u1/abc']) {
      const response = await request(url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-type'), url).toContain('text/html');
      expect(response.headers.get('cache-control'), url).toBe('no-cache');
      expect(await preloads(url), url).toBe(true);
    }
  });

  it('answers every other app path with index.html: a page without a copy, or a name that only begins alike', async () => {
    for (const url of [
      '/conveyancing/home',
      '/conveyancing/property-listings',
      '/conveyancing/property-details/3/false/false',
      '/conveyancing/x/property-listing',
    ]) {
      expect(await preloads(url), url).toBe(false);
    }
  });
});

describe('what is never served', () => {
  it('keeps source maps private', async () => {
    const response = await request(`${ASSET}.map`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('secret-source');
  });

  it('does not hand out the precompressed copies or hidden files by name', async () => {
    for (const url of [`${ASSET}.br`, `${ASSET}.gz`, '/conveyancing/.vite/manifest.json', '/conveyancing/assets/..%2f..%2fpackage.json']) {
      expect((await request(url)).status, url).toBe(404);
    }
  });

  it('answers a missing asset with 404, not the page: a stale chunk must fail as missing', async () => {
    const response = await request('/conveyancing/assets/index-Gone1234.js');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).not.toContain('text/html');
  });
});

describe('the favicon', () => {
  it('is an SVG kept for a day, not for ever: its name has no hash', async () => {
    const response = await request('/conveyancing/favicon.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(await response.text()).toContain('<svg');
  });
});

describe('HEAD', () => {
  it('answers with the headers of a GET and no body', async () => {
    const get = await request(ASSET, { 'Accept-Encoding': CHROMIUM_ACCEPTS });
    const head = await request(ASSET, { 'Accept-Encoding': CHROMIUM_ACCEPTS }, 'HEAD');
    expect(head.status).toBe(200);
    for (const name of ['content-type', 'content-encoding', 'content-length', 'etag', 'cache-control', 'vary']) {
      expect(head.headers.get(name), name).toBe(get.headers.get(name));
    }
    expect(await head.text()).toBe('');
  });

  it('works for index.html through an app route too', async () => {
    const head = await request('/conveyancing/home', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toContain('text/html');
    expect(head.headers.get('etag')).toMatch(/^"[^"]+"$/);
  });
});

describe('security headers', () => {
  it('stay on every kind of static answer, 304 and 404 included', async () => {
    const etag = (await request('/conveyancing/home')).headers.get('etag') ?? '';
    for (const response of [
      await request(ASSET, { 'Accept-Encoding': CHROMIUM_ACCEPTS }),
      await request('/conveyancing/home', { 'If-None-Match': etag }),
      await request(`${ASSET}.map`),
    ]) {
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    }
  });
});
