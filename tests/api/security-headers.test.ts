import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCaseWithParties, documentForm, getProperty, postForm, printRequest, savedDocumentId, signedScan, openPdf } from './support/documents';
import { json } from './support/properties';
import { startTestServer, type TestServer } from './support/start-test-server';
import { FIXTURE_APP_DIR } from './support/start-test-server';

let server: TestServer;
let jwt: string;
beforeAll(async () => {
  server = await startTestServer();
  jwt = await server.tokenFor('lawyer1');
});
afterAll(() => server.close());

const cspOf = (response: Response) => response.headers.get('Content-Security-Policy') ?? '';

/** What every answer carries, whatever it is. */
function expectBaseHeaders(response: Response) {
  expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
  expect(response.headers.get('Referrer-Policy')).toBe('no-referrer');
  expect(cspOf(response)).toMatch(/frame-ancestors '(none|self)'/);
}

describe('security headers on every response', () => {
  it('gives the app page a policy that runs only its own scripts and cannot be framed', async () => {
    const page = await server.get('/conveyancing/property-listing');
    expect(page.status).toBe(200);
    expectBaseHeaders(page);
    const csp = cspOf(page);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("frame-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(page.headers.get('X-Frame-Options')).toBe('DENY');
  });

  it('puts the same headers on built assets', async () => {
    const asset = readdirSync(path.join(FIXTURE_APP_DIR, 'assets'))[0];
    const response = await server.get(`/conveyancing/assets/${asset}`);
    expect(response.status).toBe(200);
    expectBaseHeaders(response);
  });

  it('gives API answers a policy that loads nothing, on success, refusal and error alike', async () => {
    for (const response of [
      await server.post('/api/get-all-property', { pageNo: 1, pageSize: 5 }, jwt),
      await server.post('/api/get-all-property', { pageNo: 1, pageSize: 5 }),
      await server.post('/api/login', '{ not json'),
      await server.get('/api/no-such-operation', jwt),
    ]) {
      expectBaseHeaders(response);
      expect(cspOf(response)).toContain("default-src 'none'");
    }
  });

  it('lets only the app frame the checklist page', async () => {
    const response = await server.get('/api/sandbox/checklist/CL-1?token=nonsense');
    expect(cspOf(response)).toContain("frame-ancestors 'self'");
    expect(response.headers.get('X-Frame-Options')).toBe('SAMEORIGIN');
  });

  it('serves an uploaded file as a sandboxed, nosniff attachment', async () => {
    const propertyId = await addCaseWithParties(server, jwt, 'TL/HEADERS/1');
    const form = documentForm({ propId: String(propertyId), documentModule: 'otp', signedFile: { bytes: await signedScan(), name: 'signed.pdf' } });
    expect((await postForm(server, 'upload-signed-document', form, jwt)).status).toBe(200);
    const signed = (await getProperty(server, propertyId, jwt)).propertyDocument.find((document) => document.uploadType === 'SIGNED');
    const response = await server.get(`/api/get-pdf/${signed?.id}`, jwt);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Disposition')).toMatch(/^attachment;/);
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(cspOf(response)).toMatch(/^sandbox/);
  });

  it("serves a printed PDF for the browser's viewer without a sandbox, which Chromium's viewer refuses, but unframeable", async () => {
    const propertyId = await addCaseWithParties(server, jwt, 'TL/HEADERS/2');
    const documentId = await savedDocumentId(server, jwt, propertyId, 'otp');
    const { body } = await json<{ pdfURL: string }>(await server.post('/api/print', printRequest(propertyId, documentId, 'otp'), jwt));
    const response = await openPdf(server, body.pdfURL);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(cspOf(response)).toBe("frame-ancestors 'none'");
  });
});
