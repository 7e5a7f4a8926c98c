import { vi } from 'vitest';

/** The path a fetch asks for: the API client passes a Request, the notifications' stream reader a URL string. */
function pathOf(input: Request | string | URL): string {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  return new URL(url, 'http://localhost').pathname;
}

/**
 * The parts of the server the shell reaches on its own (GET /get-logo), as a stubbed fetch: 404 until a
 * logo is stored. jsdom has no object URLs, so those are stubbed too and counted for revocation checks.
 */
export function stubLogoServer() {
  let logo: Blob | null = null;
  const fetch = vi.fn((input: Request | string | URL) => {
    const path = pathOf(input);
    // jsdom's Blob is not the one Node's Response reads: hand over the bytes.
    if (path === '/api/get-logo' && logo)
      return logo.arrayBuffer().then((bytes) => new Response(bytes, { headers: { 'Content-Type': 'image/png' } }));
    if (path === '/api/get-logo') return Promise.resolve(Response.json({ errormsg: 'Record not found.' }, { status: 404 }));
    return Promise.resolve(Response.json({ errormsg: `No stub for ${path}` }, { status: 501 }));
  });
  vi.stubGlobal('fetch', fetch);
  let created = 0;
  const revoked: string[] = [];
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  URL.createObjectURL = () => `blob:logo-${++created}`;
  URL.revokeObjectURL = (url: string) => void revoked.push(url);
  return {
    storeLogo: (blob: Blob) => {
      logo = blob;
    },
    logoRequests: () => fetch.mock.calls.filter(([request]) => pathOf(request) === '/api/get-logo').length,
    revoked,
    restore: () => {
      vi.unstubAllGlobals();
      URL.createObjectURL = original.create;
      URL.revokeObjectURL = original.revoke;
    },
  };
}
