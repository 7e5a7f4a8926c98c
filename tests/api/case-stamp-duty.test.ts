import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toDisplayDate } from '../../src/domain/display-date';
import { messages } from '../../src/domain/messages';
import { buyerStampDuty } from '../../src/domain/stamp-duty/buyer-stamp-duty';
import { todayBy } from '../../src/server/clock';
import { caseStampDuty, properties } from '../../src/server/db/schema';
import { addSaleProperty } from './support/contacts';
import { addCaseWithParties } from './support/documents';
import { pdfText } from './support/pdf-text';
import { json } from './support/properties';
import { startTestServer, type Json, type TestServer } from './support/start-test-server';

/** A Singapore citizen's second home at S$1.5 million, documents dated 15 Jan 2026: BSD 44,600, ABSD 20 %. */
const BUYER = { price: 1_500_000, use: 'RESIDENTIAL', buyer: 'SC', propertiesOwned: 1, documentDate: '2026-01-15' } as const;
const SELLER = { price: 1_500_000, use: 'RESIDENTIAL', acquiredOn: '2025-07-04', disposedOn: '2026-01-15' } as const;

interface Saved {
  kind: string;
  request: Json;
  result: Json & { total?: number; bsd?: number };
  ratesEffective: string | null;
  savedBy: string;
  savedAt: string;
}

interface Progress {
  stampDuty: { buyer?: Saved; seller?: Saved };
  purchasePrice: number | null;
}

let server: TestServer;
let lawyer1: string;
let lawyer2: string;
let today: string;

beforeAll(async () => {
  server = await startTestServer();
  [lawyer1, lawyer2] = await Promise.all([server.tokenFor('lawyer1'), server.tokenFor('lawyer2')]);
  today = todayBy(server.clock);
});
afterAll(() => server.close());

const save = async (body: Json, jwt = lawyer1) =>
  json<Saved & { errormsg?: string; errors?: string[] }>(await server.post('/api/save-case-stamp-duty', body, jwt));
const progressOf = async (propertyId: number) => (await json<Progress>(await server.post('/api/get-case-progress', { propertyId }, lawyer1))).body;
const print = async (body: Json, jwt = lawyer1) =>
  json<{ pdfURL: string; errormsg?: string }>(await server.post('/api/print-case-stamp-duty', body, jwt));
const rowsOf = (propertyId: number) => server.db.select().from(caseStampDuty).where(eq(caseStampDuty.propertyId, propertyId));
const daysFromToday = (days: number) => new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function demoCase(refNo: string): Promise<number> {
  const [row] = await server.db.select({ id: properties.id }).from(properties).where(eq(properties.propertyRefNo, refNo));
  if (!row) throw new Error(`no demo case ${refNo}`);
  return row.id;
}

async function openedText(pdfURL: string): Promise<string> {
  // The link works without the bearer header: the browser opens it in a new window.
  const response = await server.get(pdfURL);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  return (await pdfText(new Uint8Array(await response.arrayBuffer()))).text;
}

describe('POST /api/save-case-stamp-duty', () => {
  it('saves the buyer’s calculation with who and when, and the case’s progress reads it back', async () => {
    const id = await addSaleProperty(server, lawyer1);
    expect((await progressOf(id)).stampDuty).toEqual({});
    const { status, body } = await save({ propertyId: id, kind: 'buyer', request: BUYER });
    expect(status).toBe(200);
    expect(body).toEqual({
      kind: 'buyer',
      request: BUYER,
      result: buyerStampDuty(BUYER),
      ratesEffective: '2023-04-27',
      savedBy: 'lawyer1',
      savedAt: new Date(server.clock.nowMs()).toISOString(),
    });
    expect(body.result).toMatchObject({ bsd: 44_600, absd: 300_000, total: 344_600, dueDate: '2026-01-29' });
    expect((await progressOf(id)).stampDuty).toEqual({ buyer: body });
  });

  it('works the figures out itself: figures a client sends are not taken', async () => {
    const id = await addSaleProperty(server, lawyer1);
    const { body } = await save({
      propertyId: id,
      kind: 'buyer',
      request: { ...BUYER, bsd: 1, total: 1 },
      result: { bsd: 1, absd: 0, total: 1 },
      savedBy: 'someone-else',
    });
    expect(body.result).toEqual(buyerStampDuty(BUYER));
    expect(body.request).toEqual(BUYER);
    expect(body.savedBy).toBe('lawyer1');
  });

  it('keeps a buyer’s and a seller’s calculation side by side, and a new one replaces the earlier of its kind', async () => {
    const id = await addSaleProperty(server, lawyer1);
    await save({ propertyId: id, kind: 'buyer', request: BUYER });
    const seller = await save({ propertyId: id, kind: 'seller', request: SELLER });
    expect(seller.body).toMatchObject({ kind: 'seller', result: { rate: 16, ssd: 240_000 }, ratesEffective: '2025-07-04' });
    server.clock.advance(60_000);
    const again = await save({ propertyId: id, kind: 'buyer', request: { ...BUYER, price: 2_000_000, propertiesOwned: 0 } });
    expect(again.body.result).toMatchObject({ bsd: 69_600, absd: 0, total: 69_600 });
    expect(again.body.savedAt).toBe(new Date(server.clock.nowMs()).toISOString());
    const rows = await rowsOf(id);
    expect(rows.map((row) => row.kind).sort()).toEqual(['buyer', 'seller']);
    expect((await progressOf(id)).stampDuty).toEqual({ buyer: again.body, seller: seller.body });
  });

  it.each([
    [{ kind: 'buyer', request: { ...BUYER, price: -1 } }, 'Price cannot be negative.', 'request.price: Price cannot be negative.'],
    [{ kind: 'buyer', request: SELLER }, 'Buyer is required.', 'request.buyer: Buyer is required.'],
    [{ kind: 'seller', request: { ...SELLER, disposedOn: '2025-01-01' } }, messages.disposalBeforeAcquisition, undefined],
    [{ kind: 'buyer', request: 'a million' }, 'The request must be a JSON object.', 'request: The request must be a JSON object.'],
    [{ kind: 'mortgage', request: BUYER }, messages.badRequest, `kind: ${messages.caseStampDutyKindInvalid}`],
  ])('refuses a bad request with a 400 in words, saving nothing (%j)', async (body, errormsg, error) => {
    const id = await addSaleProperty(server, lawyer1);
    const refused = await save({ propertyId: id, ...body });
    expect(refused.status).toBe(400);
    expect(refused.body.errormsg).toBe(errormsg);
    if (error) expect(refused.body.errors).toContain(error);
    expect(await rowsOf(id)).toEqual([]);
  });

  it('answers 404 for another firm’s case, whatever it asks', async () => {
    const id = await addSaleProperty(server, lawyer1);
    expect((await save({ propertyId: id, kind: 'buyer', request: BUYER }, lawyer2)).status).toBe(404);
    expect((await save({ propertyId: 2_000_000_000, kind: 'buyer', request: BUYER })).status).toBe(404);
    expect(await rowsOf(id)).toEqual([]);
  });

  it('refuses a closed (locked) case and a mortgage with 409 and why', async () => {
    const id = await addSaleProperty(server, lawyer1);
    await server.db.update(properties).set({ locked: true }).where(eq(properties.id, id));
    expect(await save({ propertyId: id, kind: 'buyer', request: BUYER })).toMatchObject({
      status: 409,
      body: { errormsg: messages.caseStampDutyClosed },
    });
    const [mortgage] = await server.db.select({ id: properties.id }).from(properties).where(eq(properties.lawfirmRefNo, 'TL/MTG/2026/0188'));
    expect(await save({ propertyId: mortgage?.id ?? 0, kind: 'buyer', request: BUYER })).toMatchObject({
      status: 409,
      body: { errormsg: messages.caseStampDutyNotOnPath },
    });
    expect(await rowsOf(id)).toEqual([]);
  });
});

describe('the case’s progress', () => {
  it('offers the OTP’s purchase price to the calculator, and none when the case has no OTP', async () => {
    expect((await progressOf(await demoCase('PCN-2026-000101'))).purchasePrice).toBe(2_880_000);
    expect((await progressOf(await addSaleProperty(server, lawyer1))).purchasePrice).toBeNull();
  });
});

describe('POST /api/print-case-stamp-duty', () => {
  it('prints the saved buyer’s figures: the case, its parties, the inputs, each band, the duty, when due, and who calculated it', async () => {
    const id = await demoCase('PCN-2026-000101');
    await save({ propertyId: id, kind: 'buyer', request: BUYER });
    const { status, body } = await print({ propertyId: id, kind: 'buyer' });
    expect(status).toBe(200);
    expect(body.pdfURL).toMatch(/^\/api\/open-pdf\//);
    const text = await openedText(body.pdfURL);
    for (const shown of [
      'BUYER’S STAMP DUTY',
      'Property Control No. PCN-2026-000101',
      'Property Address 2 MARINA BOULEVARD, #32-07, SINGAPORE 018987',
      'Purchaser Muhammad Faizal bin Ismail',
      'Vendor Marina Bay Holdings Pte. Ltd.',
      'Price S$1,500,000',
      'Buyer Singapore citizen',
      'Properties already owned One',
      'Document date 15-Jan-2026',
      'S$0 to S$180,000 1% S$1,800',
      'S$180,000 to S$360,000 2% S$3,600',
      'S$360,000 to S$1,000,000 3% S$19,200',
      'S$1,000,000 to S$1,500,000 4% S$20,000',
      'Buyer’s stamp duty (BSD) S$44,600',
      'Additional buyer’s stamp duty (ABSD) at 20% S$300,000',
      'Total S$344,600',
      // Not exercised yet: 14 days after the document's date.
      'Due by 29-Jan-2026',
      `Calculated on ${toDisplayDate(today)} by lawyer1 with IRAS rates effective 27-Apr-2023`,
    ]) {
      expect(text).toContain(shown);
    }
  });

  it('gives the case’s own stamp duty deadline once the option is exercised', async () => {
    // An option is exercised between parties in place.
    const id = await addCaseWithParties(server, lawyer1, 'TL/SD/EXERCISED');
    await save({ propertyId: id, kind: 'seller', request: SELLER });
    const exercised = await server.post('/api/confirm-case-stage', { propertyId: id, stage: 'optionExercised', on: daysFromToday(-3) }, lawyer1);
    expect(exercised.status).toBe(200);
    const text = await openedText((await print({ propertyId: id, kind: 'seller' })).body.pdfURL);
    expect(text).toContain('SELLER’S STAMP DUTY');
    expect(text).toContain('Seller’s stamp duty rate 16%');
    expect(text).toContain('Seller’s stamp duty (SSD) S$240,000');
    expect(text).toContain(`Due by ${toDisplayDate(daysFromToday(11))}`);
  });

  it('answers 404 when nothing of that kind is saved, and for another firm’s case', async () => {
    const id = await addSaleProperty(server, lawyer1);
    expect((await print({ propertyId: id, kind: 'buyer' })).status).toBe(404);
    await save({ propertyId: id, kind: 'buyer', request: BUYER });
    expect((await print({ propertyId: id, kind: 'seller' })).status).toBe(404);
    expect((await print({ propertyId: id, kind: 'buyer' }, lawyer2)).status).toBe(404);
    const stored = await server.db
      .select()
      .from(caseStampDuty)
      .where(and(eq(caseStampDuty.propertyId, id), eq(caseStampDuty.kind, 'buyer')));
    expect(stored).toHaveLength(1);
  });

  it('the link expires like every printed document’s', async () => {
    const id = await addSaleProperty(server, lawyer1);
    await save({ propertyId: id, kind: 'buyer', request: BUYER });
    const { body } = await print({ propertyId: id, kind: 'buyer' });
    server.clock.advance(301_000);
    expect(await json(await server.get(body.pdfURL))).toMatchObject({ status: 404, body: { errormsg: messages.documentPdfLinkExpired } });
  });
});
