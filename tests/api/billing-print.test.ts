import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toDisplayDate } from '../../src/domain/display-date';
import { messages } from '../../src/domain/messages';
import { todayBy } from '../../src/server/clock';
import { pdfText } from './support/pdf-text';
import { insertRequisition, type InsertedRequisition } from './support/requisitions';
import { startTestServer, type Json, type TestServer } from './support/start-test-server';

let server: TestServer;
let lawyer1: string;
let lawyer2: string;
let today: string;
/** IRAS and MCST on the Sail (PCN-2026-000101). */
let sail: InsertedRequisition;
/** URA and LTA - RTS on Kembangan (PCN-2026-000103), and BCA on the same case: one case, two bills. */
let kembangan: InsertedRequisition;
let kembanganLater: InsertedRequisition;
let draft: InsertedRequisition;
let otherFirms: InsertedRequisition;

beforeAll(async () => {
  server = await startTestServer();
  [lawyer1, lawyer2] = await Promise.all([server.tokenFor('lawyer1'), server.tokenFor('lawyer2')]);
  today = todayBy(server.clock);
  sail = await insertRequisition(server, {
    propertyRefNo: 'PCN-2026-000101',
    agencies: [
      ['IRAS', 'IRAS'],
      ['MCST', 'MCST'],
    ],
  });
  kembangan = await insertRequisition(server, {
    propertyRefNo: 'PCN-2026-000103',
    agencies: [
      ['URA', 'URA'],
      ['LTA', 'RTS'],
    ],
  });
  kembanganLater = await insertRequisition(server, { propertyRefNo: 'PCN-2026-000103', agencies: [['BCA', 'BCA']] });
  draft = await insertRequisition(server, { propertyRefNo: 'PCN-2026-000106', agencies: [['IRAS', 'IRAS']], drafted: true });
  otherFirms = await insertRequisition(server, { propertyRefNo: 'PCN-2026-000201', agencies: [['IRAS', 'IRAS']], userId: 'lawyer2' });
});
afterAll(() => server.close());

/** A selected row as the page sends it (the amounts are not the server's concern). */
const entry = (requisition: InsertedRequisition) => ({
  referenceNumber: 'x',
  lfControlNumber: requisition.lfcontrolNo,
  billSentDate: today,
  agencyCode: '',
  departmentCode: '',
});

const printOne = (details: Json[], jwt = lawyer1) =>
  server.post('/api/printBillingSummary', { agencyBillingDetails: details, fromDate: '', toDate: '' }, jwt);
const printMany = (details: Json[], onePage: boolean, jwt = lawyer1, loggedInUser = 'lawyer1') =>
  server.post(
    '/api/printMultipleBillingSummaries',
    { agencyBillingDetails: details, fromDate: '', toDate: '', searchCriteria: '', loggedInUser, onePage },
    jwt,
  );

async function bytesOf(response: Response): Promise<Uint8Array> {
  return new Uint8Array(await response.arrayBuffer());
}

async function errormsgOf(response: Response): Promise<string | undefined> {
  return ((await response.json()) as { errormsg?: string }).errormsg;
}

const FIRM = ['Tan & Lim LLP', '80 Robinson Road, #17-02', 'SINGAPORE 068898', 'UEN / GST Reg. No.: 201912345K'];

describe('POST /api/printBillingSummary', () => {
  it('answers the bill as a PDF attachment: the firm, the case, each agency line with its fees and GST, the totals', async () => {
    const response = await printOne([entry(sail)]);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    expect(response.headers.get('Content-Disposition')).toBe(
      `attachment; filename="billing-summary-${sail.lfcontrolNo}.pdf"; filename*=UTF-8''billing-summary-${sail.lfcontrolNo}.pdf`,
    );
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    const pdf = await pdfText(await bytesOf(response));
    expect(pdf.pages).toHaveLength(1);
    for (const text of FIRM) expect(pdf.text).toContain(text);
    expect(pdf.text).toContain('BILLING SUMMARY');
    expect(pdf.text).toContain(sail.lfcontrolNo);
    expect(pdf.text).toContain(toDisplayDate(today));
    expect(pdf.text).toContain('PCN-2026-000101');
    expect(pdf.text).toContain('TL/CONV/2026/0141');
    expect(pdf.text).toContain('MARINA BOULEVARD');
    // IRAS 36.69 + 3.31 GST, processing 3.50 + 0.32; MCST (one detail) 25.00 + 2.25, 3.50 + 0.32; SAL levy 1.25 + 0.12.
    expect(pdf.text).toContain('IRAS 36.69 3.31 3.50 0.32 43.82');
    expect(pdf.text).toContain('MCST Managing Agent 25.00 2.25 3.50 0.32 31.07');
    expect(pdf.text).toContain('SAL Levy (5%) 1.25 0.12 0.00 0.00 1.37');
    expect(pdf.text).toContain('Total 62.94 5.68 7.00 0.64 76.26');
    expect(pdf.text).toContain('Total fees before GST (S$) 69.94');
    expect(pdf.text).toContain('Total GST @ 9% (S$) 6.32');
    expect(pdf.text).toContain('Total charged (S$) 76.26');
    expect(pdf.text).toContain('Page 1 of 1');
  });

  it('refuses an empty selection with the seed message, and more than one requisition', async () => {
    const empty = await printOne([]);
    expect(empty.status).toBe(400);
    expect(await errormsgOf(empty)).toBe('No Billing Records to print in the cart, Please select at least one to print!');
    const two = await printOne([entry(sail), entry(kembangan)]);
    expect(two.status).toBe(400);
    expect(await errormsgOf(two)).toBe(messages.billingSummaryOneRequisition);
  });

  it("answers 404 for another firm's requisition or a draft", async () => {
    expect((await printOne([entry(otherFirms)])).status).toBe(404);
    expect((await printOne([entry(draft)])).status).toBe(404);
    expect((await printOne([entry(sail)], lawyer2)).status).toBe(404);
  });
});

describe('POST /api/printMultipleBillingSummaries', () => {
  it('onePage: one PDF, each requisition on a page of its own, then a page of every total', async () => {
    const response = await printMany([entry(sail), entry(kembangan), entry(kembanganLater)], true);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    expect(response.headers.get('Content-Disposition')).toContain('attachment; filename="billing-summaries.pdf"');
    const pdf = await pdfText(await bytesOf(response));
    expect(pdf.pages).toHaveLength(4);
    expect(pdf.pages[0]).toContain(sail.lfcontrolNo);
    expect(pdf.pages[1]).toContain(kembangan.lfcontrolNo);
    expect(pdf.pages[1]).toContain('LTA - RTS');
    expect(pdf.pages[2]).toContain(kembanganLater.lfcontrolNo);
    expect(pdf.pages[2]).toContain('BCA');
    expect(pdf.pages[3]).toContain('SUMMARY OF 3 BILLED REQUISITIONS');
    // Before GST and GST: Sail 69.94 + 6.32; Kembangan URA 50.00 + 3.50 and LTA - RTS 10.00 + 3.50 (GST 4.50 + 0.32 + 0.90
    // + 0.32); BCA 33.94 + 3.50 (GST 3.06 + 0.32).
    const summary = pdf.pages[3]?.replace(/\s+/g, ' ');
    expect(summary).toContain(`${kembangan.lfcontrolNo} ${toDisplayDate(today)} PCN-2026-000103 67.00 6.04 73.04`);
    expect(summary).toContain('Total 174.38 15.74 190.12');
  });

  it('a zip of one PDF per case: two requisitions of one case in that case’s PDF', async () => {
    const response = await printMany([entry(kembangan), entry(sail), entry(kembanganLater)], false);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/zip');
    expect(response.headers.get('Content-Disposition')).toContain('attachment; filename="billing-summaries.zip"');
    const entries = unzipSync(await bytesOf(response));
    expect(Object.keys(entries)).toEqual(['PCN-2026-000103_billing.pdf', 'PCN-2026-000101_billing.pdf']);
    const kembanganPdf = await pdfText(entries['PCN-2026-000103_billing.pdf'] ?? new Uint8Array());
    expect(kembanganPdf.text).toContain(kembangan.lfcontrolNo);
    expect(kembanganPdf.text).toContain(kembanganLater.lfcontrolNo);
    expect(kembanganPdf.text).not.toContain(sail.lfcontrolNo);
    for (const text of FIRM) expect(kembanganPdf.text).toContain(text);
    const sailPdf = await pdfText(entries['PCN-2026-000101_billing.pdf'] ?? new Uint8Array());
    expect(sailPdf.text).toContain(sail.lfcontrolNo);
    expect(sailPdf.text).not.toContain(kembangan.lfcontrolNo);
    expect(sailPdf.pages).toHaveLength(1);
  });

  it('prints a requisition named on several lines once', async () => {
    const response = await printMany([entry(sail), { ...entry(sail), agencyCode: 'MCST', departmentCode: 'MCST' }], true);
    expect((await pdfText(await bytesOf(response))).pages).toHaveLength(1);
  });

  it('refuses an empty selection with the seed message, and more than the cart holds', async () => {
    const empty = await printMany([], true);
    expect(empty.status).toBe(400);
    expect(await errormsgOf(empty)).toBe(messages.emptyBillingCart);
    const tooMany = Array.from({ length: 501 }, (_, index) => ({ ...entry(sail), lfControlNumber: `LF20990101${String(index).padStart(5, '0')}` }));
    const refused = await printMany(tooMany, false);
    expect(refused.status).toBe(400);
    expect(await errormsgOf(refused)).toBe(messages.billingCartFull(500));
  });

  it("answers 404 when any requisition is another firm's or a draft, and for someone else's login id", async () => {
    expect((await printMany([entry(sail), entry(otherFirms)], true)).status).toBe(404);
    expect((await printMany([entry(sail), entry(draft)], false)).status).toBe(404);
    expect((await printMany([entry(sail)], true, lawyer2, 'lawyer2')).status).toBe(404);
    expect((await printMany([entry(sail)], true, lawyer1, 'lawyer2')).status).toBe(404);
  });
});
