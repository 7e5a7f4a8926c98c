import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGO_MAX_BYTES } from '../../src/domain/logo';
import { messages } from '../../src/domain/messages';
import { startTestServer, type TestServer } from './support/start-test-server';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 1, 2, 3]);
const GIF = new Uint8Array([...new TextEncoder().encode('GIF89a'), 1, 0, 1, 0, 0x80, 0, 0]);
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

function logoForm(fields: { file?: { bytes: Uint8Array<ArrayBuffer>; name: string; type?: string }; userId?: string }): FormData {
  const form = new FormData();
  if (fields.file) form.append('logoFile', new Blob([fields.file.bytes], { type: fields.file.type ?? 'application/octet-stream' }), fields.file.name);
  if (fields.userId !== undefined) form.append('userId', fields.userId);
  return form;
}

async function upload(body: FormData | ReadableStream<Uint8Array>, jwt?: string, headers: Record<string, string> = {}): Promise<Response> {
  return server.app.request('/api/upload-logo', {
    method: 'POST',
    headers: { ...(jwt ? { Authorization: `Bearer ${jwt}` } : {}), ...headers },
    body,
    ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
  });
}

async function getLogo(jwt: string): Promise<Response> {
  return server.get('/api/get-logo', jwt);
}

async function storedLogos(): Promise<string[]> {
  try {
    return await readdir(path.join(server.config.filesDir ?? '', 'logos'));
  } catch {
    return [];
  }
}

describe('GET /api/get-logo before any upload', () => {
  it('answers 204 with no body: no logo yet is not an error', async () => {
    const response = await getLogo(await server.tokenFor('lawyer1'));
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
  });
});

describe('POST /api/upload-logo', () => {
  it('accepts a PNG, which get-logo then returns with its content type, uncached', async () => {
    const jwt = await server.tokenFor('lawyer1');
    const response = await upload(logoForm({ file: { bytes: PNG, name: 'firm.png', type: 'image/png' }, userId: 'lawyer1' }), jwt);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: messages.logoUploaded });

    const logo = await getLogo(jwt);
    expect(logo.status).toBe(200);
    expect(logo.headers.get('Content-Type')).toBe('image/png');
    expect(logo.headers.get('Cache-Control')).toBe('no-store');
    expect(new Uint8Array(await logo.arrayBuffer())).toEqual(PNG);
    // Every user of the firm sees the firm's logo.
    expect((await getLogo(await server.tokenFor('nouen'))).status).toBe(200);
  });

  it('accepts a GIF and a JPEG by content whatever their names, replacing the previous logo file', async () => {
    const jwt = await server.tokenFor('lawyer1');
    expect((await upload(logoForm({ file: { bytes: GIF, name: 'logo.gif' }, userId: 'lawyer1' }), jwt)).status).toBe(200);
    const gif = await getLogo(jwt);
    expect(gif.headers.get('Content-Type')).toBe('image/gif');
    expect(new Uint8Array(await gif.arrayBuffer())).toEqual(GIF);

    expect((await upload(logoForm({ file: { bytes: JPEG, name: 'logo.jpeg.txt' }, userId: 'lawyer1' }), jwt)).status).toBe(200);
    const jpeg = await getLogo(jwt);
    expect(jpeg.headers.get('Content-Type')).toBe('image/jpeg');
    expect(new Uint8Array(await jpeg.arrayBuffer())).toEqual(JPEG);

    expect(await storedLogos()).toEqual([expect.stringMatching(/^TL0001-[0-9a-f]{16}\.jpg$/)]);
  });

  it('refuses a .png that is really text, keeping the logo it had', async () => {
    const jwt = await server.tokenFor('lawyer1');
    const text = new TextEncoder().encode('definitely not an image');
    const response = await upload(logoForm({ file: { bytes: text, name: 'logo.png', type: 'image/png' }, userId: 'lawyer1' }), jwt);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errormsg: messages.logoNotImage });
    expect((await getLogo(jwt)).headers.get('Content-Type')).toBe('image/jpeg');
  });

  it('refuses a file of more than 10,000,000 bytes', async () => {
    const jwt = await server.tokenFor('lawyer1');
    const bytes = new Uint8Array(LOGO_MAX_BYTES + 1);
    bytes.set(PNG);
    const response = await upload(logoForm({ file: { bytes, name: 'big.png' }, userId: 'lawyer1' }), jwt);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errormsg: messages.logoTooLarge });
  });

  it('refuses a much larger body as soon as it passes the cap, before reading the rest', async () => {
    const jwt = await server.tokenFor('lawyer1');
    const chunk = new Uint8Array(1_000_000);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += chunk.length;
        if (sent > 50 * chunk.length) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const response = await upload(body, jwt, { 'Content-Type': 'multipart/form-data; boundary=x' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errormsg: messages.logoTooLarge });
    expect(sent).toBeLessThan(20 * chunk.length);
  });

  it('refuses a declared Content-Length over the cap without reading the body', async () => {
    const jwt = await server.tokenFor('lawyer1');
    const response = await upload(logoForm({ file: { bytes: PNG, name: 'a.png' }, userId: 'lawyer1' }), jwt, {
      'Content-Length': String(LOGO_MAX_BYTES * 2),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errormsg: messages.logoTooLarge });
  });

  it('refuses an upload without a file', async () => {
    const jwt = await server.tokenFor('lawyer1');
    const response = await upload(logoForm({ userId: 'lawyer1' }), jwt);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errormsg: messages.fileNotSelected });
    const empty = await upload(logoForm({ file: { bytes: new Uint8Array(0), name: '' }, userId: 'lawyer1' }), jwt);
    expect(await empty.json()).toMatchObject({ errormsg: messages.fileNotSelected });
  });

  it("answers 404 for another firm's user id, 401 without a token and 400 for a body that is not a form", async () => {
    const jwt = await server.tokenFor('lawyer1');
    expect((await upload(logoForm({ file: { bytes: PNG, name: 'a.png' }, userId: 'lawyer2' }), jwt)).status).toBe(404);
    expect((await upload(logoForm({ file: { bytes: PNG, name: 'a.png' }, userId: 'lawyer1' }))).status).toBe(401);
    expect((await upload(logoForm({ file: { bytes: PNG, name: 'a.png' } }), jwt)).status).toBe(400);
    expect((await server.post('/api/upload-logo', { userId: 'lawyer1' }, jwt)).status).toBe(400);
  });

  it('keeps firms apart: another firm still has no logo', async () => {
    expect((await getLogo(await server.tokenFor('lawyer2'))).status).toBe(204);
  });
});
