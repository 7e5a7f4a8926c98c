import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/messages';
import { lawFirms } from '../../src/server/db/schema';
import { CHECKLIST_TOKEN_SECONDS } from '../../src/server/property/checklist-token';
import { json, propertyIdOf } from './support/properties';
import { startTestServer, type TestServer } from './support/start-test-server';

let server: TestServer;
let tanLim: string;
let leeOng: string;
beforeAll(async () => {
  server = await startTestServer();
  [tanLim, leeOng] = await Promise.all([server.tokenFor('lawyer1'), server.tokenFor('lawyer2')]);
});
afterAll(() => server.close());

const checklistUrl = async (checkListId: string, jwt = tanLim) =>
  json<{ url: string; errormsg?: string }>(await server.get(`/api/get-checklist-url/${checkListId}`, jwt));
/** The page as the frame loads it: no bearer header, only the address. */
const openPage = async (url: string) => {
  const { pathname, search } = new URL(url);
  const response = await server.app.request(`${pathname}${search}`);
  return { status: response.status, type: response.headers.get('Content-Type'), html: await response.text() };
};

describe('GET /api/get-legalassiz-token', () => {
  it('gives a firm with the checklist add-on a short-lived token', async () => {
    const { status, body } = await json<{ token: string }>(await server.get('/api/get-legalassiz-token', tanLim));
    expect(status).toBe(200);
    expect(body.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const page = await openPage(`http://localhost/api/sandbox/checklist/LA-000101?token=${body.token}`);
    expect(page.status).toBe(200);
  });

  it('refuses a firm without the add-on with 403 and our message', async () => {
    const { status, body } = await json(await server.get('/api/get-legalassiz-token', leeOng));
    expect([status, body]).toEqual([403, { errormsg: messages.checklistNotActive }]);
  });

  it('cannot be used as a session token', async () => {
    const { body } = await json<{ token: string }>(await server.get('/api/get-legalassiz-token', tanLim));
    expect((await server.get(`/api/get-property/${await propertyIdOf(server, 'PCN-2026-000101')}`, body.token)).status).toBe(401);
  });
});

describe('GET /api/get-checklist-url/{checkListId} and the sandbox checklist page', () => {
  it("answers the firm's checklist with a page address the frame can open without a header", async () => {
    const { status, body } = await checklistUrl('LA-000101');
    expect(status).toBe(200);
    expect(body.url).toMatch(/^http:\/\/localhost\/api\/sandbox\/checklist\/LA-000101\?token=[\w.-]+$/);
    const page = await openPage(body.url);
    expect(page.status).toBe(200);
    expect(page.type).toContain('text/html');
    expect(page.html).toContain('PCN-2026-000101 (Sale)');
    expect(page.html).toContain('2 MARINA BOULEVARD, #32-07, SINGAPORE 018987');
  });

  it('refuses the page with a bad, missing, expired or session token', async () => {
    const { body } = await checklistUrl('LA-000104');
    const url = new URL(body.url);
    const tampered = `${url.origin}${url.pathname}?token=${String(url.searchParams.get('token')).slice(0, -2)}xx`;
    for (const address of [tampered, `${url.origin}${url.pathname}`, `${url.origin}${url.pathname}?token=${tanLim}`]) {
      const page = await openPage(address);
      expect(page.status).toBe(401);
      expect(page.html).toContain(messages.checklistLinkInvalid);
    }
    server.clock.advance((CHECKLIST_TOKEN_SECONDS + 1) * 1000);
    expect((await openPage(body.url)).status).toBe(401);
  });

  it('answers 404 for a checklist id the firm does not have and 400 for a malformed one', async () => {
    expect((await checklistUrl('LA-999999')).status).toBe(404);
    expect((await checklistUrl('LA%20000101')).status).toBe(400);
  });

  it("answers 403 to a firm without the add-on and 404 for another firm's checklist once it has it", async () => {
    expect((await checklistUrl('LA-000101', leeOng)).status).toBe(403);
    await server.db.update(lawFirms).set({ isLaActive: true }).where(eq(lawFirms.acctId, 'LO0002'));
    try {
      expect((await checklistUrl('LA-000101', leeOng)).status).toBe(404);
    } finally {
      await server.db.update(lawFirms).set({ isLaActive: false }).where(eq(lawFirms.acctId, 'LO0002'));
    }
  });
});
