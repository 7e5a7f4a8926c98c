import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toDisplayTimestamp } from '../../src/domain/display-date';
import { messages } from '../../src/domain/messages';
import { checklistMessages } from '../../src/domain/messages/checklist';
import { checklistTicks, lawFirms, properties, propertyDocuments, users } from '../../src/server/db/schema';
import { pdfText } from './support/pdf-text';
import { json, propertyIdOf } from './support/properties';
import { firmIdOfUser, IRAS, insertRequisition } from './support/requisitions';
import { startTestServer, type TestServer } from './support/start-test-server';

/** Issue 17: the partner checklist stand-in — eligibility, checklist ids, derived items, ticks and templates. */

let server: TestServer;
let tanLim: string;
let leeOng: string;
beforeAll(async () => {
  server = await startTestServer();
  [tanLim, leeOng] = await Promise.all([server.tokenFor('lawyer1'), server.tokenFor('lawyer2')]);
});
afterAll(() => server.close());

const ensure = async (propertyId: number, jwt = tanLim) =>
  json<{ checkListId?: string; errormsg?: string }>(await server.post('/api/ensure-checklist', { loginId: 'lawyer1', propertyId }, jwt));

const checklistUrl = async (checkListId: string, query = '', jwt = tanLim) => {
  const { status, body } = await json<{ url: string }>(await server.get(`/api/get-checklist-url/${checkListId}${query}`, jwt));
  expect(status).toBe(200);
  const { pathname, search } = new URL(body.url);
  return `${pathname}${search}`;
};

/** The page as the frame loads it: no bearer header, only the address. */
const openPage = async (address: string) => {
  const response = await server.app.request(address);
  return { status: response.status, headers: response.headers, html: await response.text() };
};

const postForm = (address: string, fields: Record<string, string>) =>
  server.app.request(address, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });

/** The status cell of the row labelled so. */
function statusOf(html: string, label: string): string {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`<tr><td>${escaped}</td><td class="\\w+">([^<]*)</td>`).exec(html);
  if (!match) throw new Error(`no row ${label}`);
  return match[1] ?? '';
}

const formAction = (html: string) => /<form method="post" action="([^"]+)"/.exec(html)?.[1] ?? '';

async function withLeeOngChecklists(run: () => Promise<void>): Promise<void> {
  await server.db.update(lawFirms).set({ isLaActive: true }).where(eq(lawFirms.acctId, 'LO0002'));
  try {
    await run();
  } finally {
    await server.db.update(lawFirms).set({ isLaActive: false }).where(eq(lawFirms.acctId, 'LO0002'));
  }
}

describe('POST /api/ensure-checklist', () => {
  it('refuses a firm without the add-on with 403', async () => {
    const { status, body } = await ensure(await propertyIdOf(server, 'PCN-2026-000201'), leeOng);
    expect([status, body]).toEqual([403, { errormsg: messages.checklistNotActive }]);
    expect((await server.get('/api/get-checklist-url/LA-000101?direct=true', leeOng)).status).toBe(403);
  });

  it('answers Mortgage with the seed’s not-eligible message', async () => {
    const { status, body } = await ensure(await propertyIdOf(server, 'PCN-2026-000105'));
    expect([status, body.errormsg]).toEqual([409, 'not eligible for CheckList & Template generation']);
  });

  it('prompts for a transaction type when the case has none', async () => {
    const id = await propertyIdOf(server, 'PCN-2026-000103');
    const [before] = await server.db.select({ typeId: properties.transactionTypeId }).from(properties).where(eq(properties.id, id));
    await server.db.update(properties).set({ transactionTypeId: null }).where(eq(properties.id, id));
    try {
      const { status, body } = await ensure(id);
      expect([status, body.errormsg]).toEqual([409, checklistMessages.checklistTransactionTypeMissing]);
    } finally {
      await server.db
        .update(properties)
        .set({ transactionTypeId: before?.typeId ?? null })
        .where(eq(properties.id, id));
    }
  });

  // Tagged postgres: only there do the calls overlap; PGlite's one connection runs them one after another.
  it('gives an eligible case one checklist id, the same on every call, and keeps an existing one', { tags: ['postgres'] }, async () => {
    const id = await propertyIdOf(server, 'PCN-2026-000102');
    const answers = await Promise.all([ensure(id), ensure(id)]);
    const [first] = answers;
    expect(first?.status).toBe(200);
    expect(first?.body.checkListId).toMatch(/^LA-\d{6}$/);
    expect(answers.map((answer) => answer.body)).toEqual([first?.body, first?.body]);
    expect((await ensure(id)).body).toEqual(first?.body);
    const [stored] = await server.db.select({ checkListId: properties.checkListId }).from(properties).where(eq(properties.id, id));
    expect(stored?.checkListId).toBe(first?.body.checkListId);
    expect((await ensure(await propertyIdOf(server, 'PCN-2026-000101'))).body).toEqual({ checkListId: 'LA-000101' });
    // The new id opens like the partner's own.
    const page = await openPage(await checklistUrl(first?.body.checkListId ?? ''));
    expect(page.status).toBe(200);
    expect(page.html).toContain('PCN-2026-000102 (Sale (HDB))');
  });

  it("answers 404 for another firm's case and 400 for a malformed body", async () => {
    expect((await ensure(await propertyIdOf(server, 'PCN-2026-000201'))).status).toBe(404);
    expect((await ensure(2_000_000_000)).status).toBe(404);
    expect((await server.post('/api/ensure-checklist', { loginId: 'lawyer1', propertyId: 'x' }, tanLim)).status).toBe(400);
    expect((await server.get('/api/get-checklist-url/LA-000101?direct=yes', tanLim)).status).toBe(400);
  });
});

describe('the checklist page', () => {
  it('shows the items the case proves done, following its records', async () => {
    const id = await propertyIdOf(server, 'PCN-2026-000102');
    const { body } = await ensure(id);
    const checkListId = body.checkListId ?? '';
    let page = await openPage(await checklistUrl(checkListId));
    expect(statusOf(page.html, 'Legal requisitions raised with the government agencies')).toBe('Open');

    await insertRequisition(server, { propertyRefNo: 'PCN-2026-000102', agencies: [IRAS] });
    page = await openPage(await checklistUrl(checkListId));
    expect(statusOf(page.html, 'Legal requisitions raised with the government agencies')).toBe('Done in the case (legal requisitions submitted)');
    expect(statusOf(page.html, 'Replies to the legal requisitions received and reviewed')).toBe('Open');

    // The agency replies after its delay; the page brings the reply in before it reads the case.
    server.clock.advance(server.config.agencyReplyDelayMs + 1000);
    page = await openPage(await checklistUrl(checkListId));
    expect(statusOf(page.html, 'Replies to the legal requisitions received and reviewed')).toBe(
      'Done in the case (every agency has replied to the submitted requisitions)',
    );

    const firmId = await firmIdOfUser(server, 'lawyer1');
    await server.db
      .insert(propertyDocuments)
      .values({ firmId, propertyId: id, documentType: 'UPLOAD', documentModule: 'otp', uploadType: 'SIGNED', fileName: 'otp.pdf' });
    page = await openPage(await checklistUrl(checkListId, '?direct=true'));
    expect(statusOf(page.html, 'HDB Option to Purchase granted and option fee received')).toBe('Done in the case (signed OTP uploaded)');
    // A derived item has no tick form, even on an editable page.
    expect(page.html).not.toContain('aria-label="Tick: HDB Option to Purchase granted');
    expect(page.html).toContain('aria-label="Tick: Intent to sell registered with HDB');
  });

  it('ticks and unticks with an editable token, storing who and when', async () => {
    const address = await checklistUrl('LA-000101', '?direct=true');
    const page = await openPage(address);
    expect(page.headers.get('Content-Security-Policy')).toContain("form-action 'self'");
    const action = formAction(page.html);
    expect(action).toMatch(/^\/api\/sandbox\/checklist\/LA-000101\?token=[\w.-]+$/);

    const response = await postForm(action, { item: 'titleSearch', action: 'tick' });
    expect(response.status).toBe(303);
    const location = response.headers.get('Location') ?? '';
    expect(location).toMatch(/^\/api\/sandbox\/checklist\/LA-000101\?token=/);

    const [user] = await server.db.select({ id: users.id, name: users.userName }).from(users).where(eq(users.userId, 'lawyer1'));
    const propertyId = await propertyIdOf(server, 'PCN-2026-000101');
    const [tick] = await server.db
      .select()
      .from(checklistTicks)
      .where(and(eq(checklistTicks.propertyId, propertyId), eq(checklistTicks.itemKey, 'titleSearch')));
    expect(tick?.tickedBy).toBe(user?.id);
    expect(tick?.tickedAt.getTime()).toBe(server.clock.nowMs());

    const after = await openPage(location);
    const when = toDisplayTimestamp(new Date(server.clock.nowMs()).toISOString()).slice(0, -3);
    expect(statusOf(after.html, 'Title search done and the vendor’s title confirmed')).toBe(`Done: ticked by ${user?.name ?? ''} on ${when}`);
    expect(after.html).toContain('aria-label="Untick: Title search done');

    // Ticking twice keeps the first tick; unticking removes it.
    server.clock.advance(60_000);
    expect((await postForm(location, { item: 'titleSearch', action: 'tick' })).status).toBe(303);
    const [kept] = await server.db.select().from(checklistTicks).where(eq(checklistTicks.itemKey, 'titleSearch'));
    expect(kept?.tickedAt.getTime()).toBe(tick?.tickedAt.getTime());
    expect((await postForm(location, { item: 'titleSearch', action: 'untick' })).status).toBe(303);
    expect(await server.db.select().from(checklistTicks).where(eq(checklistTicks.itemKey, 'titleSearch'))).toEqual([]);
  });

  it('refuses derived, unknown and malformed ticks', async () => {
    const address = await checklistUrl('LA-000101', '?direct=true');
    const derived = await postForm(address, { item: 'otpGranted', action: 'tick' });
    expect(derived.status).toBe(409);
    expect(await derived.text()).toContain('This item is done in the case');
    expect((await postForm(address, { item: 'hfeLetter', action: 'tick' })).status).toBe(400);
    expect((await postForm(address, { item: 'titleSearch', action: 'toggle' })).status).toBe(400);
    expect((await postForm(address, {})).status).toBe(400);
  });

  it('takes a tick only as a URL-encoded form: multipart (of any size) and JSON are refused with 400, unread, storing nothing', async () => {
    const address = await checklistUrl('LA-000101', '?direct=true');
    const multipart = (extra = '') => {
      const form = new FormData();
      form.append('item', 'optionFeeReceived');
      form.append('action', 'tick');
      if (extra) form.append('padding', extra);
      return form;
    };
    // A multipart body is outside the API's 1 MB cap (uploads set their own), so the route must not read one.
    for (const body of [multipart(), multipart('x'.repeat(2 * 1024 * 1024))]) {
      const response = await server.app.request(address, { method: 'POST', body });
      expect(response.status).toBe(400);
      expect(response.headers.get('Content-Type')).toContain('text/html');
      expect(await response.text()).toContain(messages.badRequest);
    }
    const asJson = await server.app.request(address, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ item: 'optionFeeReceived', action: 'tick' }),
    });
    expect(asJson.status).toBe(400);
    expect(await server.db.select().from(checklistTicks).where(eq(checklistTicks.itemKey, 'optionFeeReceived'))).toEqual([]);
    // The same fields as the page's form sends them are taken, a charset parameter too.
    const response = await server.app.request(address, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8' },
      body: 'item=optionFeeReceived&action=tick',
    });
    expect(response.status).toBe(303);
    expect((await postForm(address, { item: 'optionFeeReceived', action: 'untick' })).status).toBe(303);
  });

  it('is read-only without direct=true: no forms, and a tick is refused with 403', async () => {
    const address = await checklistUrl('LA-000101');
    const page = await openPage(address);
    expect(page.html).not.toContain('<form');
    expect(page.html).toContain(checklistMessages.checklistReadOnly);
    const response = await postForm(address, { item: 'completion', action: 'tick' });
    expect(response.status).toBe(403);
    expect(await server.db.select().from(checklistTicks).where(eq(checklistTicks.itemKey, 'completion'))).toEqual([]);
  });

  it('is read-only for a locked case even with direct=true: no forms, the locked note, and a tick or untick is refused with 409', async () => {
    // PCN-2026-000104 (Purchase, checklist LA-000104) is the demo's locked case.
    const address = await checklistUrl('LA-000104', '?direct=true');
    const page = await openPage(address);
    expect(page.status).toBe(200);
    expect(page.html).not.toContain('<form');
    expect(page.html).not.toContain('aria-label="Tick:');
    expect(page.html).toContain(checklistMessages.checklistLocked);
    expect(page.html).not.toContain(checklistMessages.checklistReadOnly);
    for (const action of ['tick', 'untick']) {
      const response = await postForm(address, { item: 'loanOffer', action });
      expect(response.status).toBe(409);
      expect(await response.text()).toContain(checklistMessages.checklistLocked);
    }
    const propertyId = await propertyIdOf(server, 'PCN-2026-000104');
    expect(await server.db.select().from(checklistTicks).where(eq(checklistTicks.propertyId, propertyId))).toEqual([]);
    // Its templates still download.
    const template = await server.app.request(address.replace('?', '/templates/engagement-letter?'));
    expect(template.status).toBe(200);
  });

  it("answers 404 to another firm's token, for the page, a tick and a template", async () => {
    await withLeeOngChecklists(async () => {
      const { body } = await json<{ token: string }>(await server.get('/api/get-legalassiz-token', leeOng));
      const page = await openPage(`/api/sandbox/checklist/LA-000101?token=${body.token}`);
      expect(page.status).toBe(404);
      expect((await postForm(`/api/sandbox/checklist/LA-000101?token=${body.token}`, { item: 'titleSearch', action: 'tick' })).status).toBe(404);
      expect((await openPage(`/api/sandbox/checklist/LA-000101/templates/engagement-letter?token=${body.token}`)).status).toBe(404);
    });
  });

  it('shows the not-eligible message for a Mortgage case that has a checklist id', async () => {
    const id = await propertyIdOf(server, 'PCN-2026-000105');
    await server.db.update(properties).set({ checkListId: 'LA-MTG-1' }).where(eq(properties.id, id));
    try {
      const page = await openPage(await checklistUrl('LA-MTG-1', '?direct=true'));
      expect(page.status).toBe(200);
      expect(page.html).toContain('Mortgage is not eligible for CheckList &amp; Template generation.');
      expect(page.html).not.toContain('<form');
    } finally {
      await server.db.update(properties).set({ checkListId: null }).where(eq(properties.id, id));
    }
  });
});

describe('the checklist templates', () => {
  it.each([
    ['engagement-letter', 'LETTER OF ENGAGEMENT', 'PCN-2026-000101 Letter of Engagement.pdf'],
    ['requisition-cover-letter', 'LEGAL REQUISITIONS', 'PCN-2026-000101 Requisitions Cover Letter.pdf'],
  ])('%s is a PDF download filled from the case', async (name, heading, fileName) => {
    const page = await openPage(await checklistUrl('LA-000101'));
    const link = new RegExp(`href="(/api/sandbox/checklist/LA-000101/templates/${name}\\?token=[\\w.-]+)"`).exec(page.html)?.[1];
    expect(link).toBeDefined();
    const response = await server.app.request(link ?? '');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    expect(response.headers.get('Content-Disposition')).toContain(`attachment; filename="${fileName}"`);
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    const { text } = await pdfText(new Uint8Array(await response.arrayBuffer()));
    expect(text).toContain(heading);
    expect(text).toContain('PCN-2026-000101');
    expect(text).toContain('2 MARINA BOULEVARD, #32-07, SINGAPORE 018987');
    expect(text).toContain('TL/CONV/2026/0141');
    expect(text).toContain('Sale');
  });

  it('answers 404 for a template it does not make', async () => {
    const address = await checklistUrl('LA-000101');
    const { pathname, search } = new URL(address, 'http://localhost');
    expect((await openPage(`${pathname}/templates/contract${search}`)).status).toBe(404);
  });
});
