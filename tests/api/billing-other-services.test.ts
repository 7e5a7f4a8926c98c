import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toDisplayDate } from '../../src/domain/display-date';
import { PARCEL_LAND_AGENCY_DETAIL, PARCEL_LAND_AGENCY_LINE, PARCEL_LAND_TRANSACTION_LINE } from '../../src/domain/other-services/parcel-land-fee';
import { toWireDate } from '../../src/domain/other-services/parcel-land-form';
import { PRODUCT_TIME_ZONE } from '../../src/domain/today';
import { todayBy } from '../../src/server/clock';
import { dueDiligences, otherServiceRequests, type NewOtherServiceRequest } from '../../src/server/db/schema';
import { pdfText } from './support/pdf-text';
import { json, propertyIdOf } from './support/properties';
import { firmIdOfUser, insertRequisition, postWithKey, type InsertedRequisition } from './support/requisitions';
import { startTestServer, type Json, type TestServer } from './support/start-test-server';

/**
 * Issue 16, "Other services bill like requisitions": a charged parcel land request is a billing row beside the
 * firm's requisitions (searched, paged and ordered with them), its summary lines are its stored fees, and it is
 * printed and exported like a requisition. SOA and non-SOA requests are charged nothing and never bill.
 */

let server: TestServer;
let lawyer1: string;
let lawyer2: string;
let today: string;
/** Sent through POST /lr-parcel-land, then moved to 30 days ago at 00:30 Singapore time, on no case. */
let plNo: string;
let plDate: string;
/** A parcel land request on Kembangan (PCN-2026-000103), 45 days ago. */
let plOnCase: string;
/** Another firm's parcel land request. */
let plOtherFirm: string;
/** A requisition on the Sail (PCN-2026-000101), to print with the parcel land request. */
let sail: InsertedRequisition;

const daysAgo = (days: number) => Temporal.PlainDate.from(today).subtract({ days }).toString();
const singaporeInstant = (date: string, time: string) =>
  new Date(Temporal.PlainDate.from(date).toZonedDateTime({ timeZone: PRODUCT_TIME_ZONE, plainTime: time }).epochMilliseconds);

let sequence = 70_000;

/** An other-service request stored directly, as a submission stores it; parcel land charged as the server charges it. */
async function insertRequest(
  kind: 'parcelLand' | 'soa' | 'nonSoa',
  at: Date,
  fields: Partial<NewOtherServiceRequest> = {},
): Promise<{ id: number; plControlNo: string }> {
  sequence += 1;
  const day = Temporal.Instant.fromEpochMilliseconds(at.getTime()).toZonedDateTimeISO(PRODUCT_TIME_ZONE).toPlainDate().toString().replaceAll('-', '');
  const plControlNo = kind === 'parcelLand' ? `PL${day}${sequence}` : '';
  const [row] = await server.db
    .insert(otherServiceRequests)
    .values({
      firmId: await firmIdOfUser(server, 'lawyer1'),
      kind,
      messageType: kind === 'parcelLand' ? 'PLI' : kind === 'soa' ? 'SOA' : 'NSOA',
      lfControlNo: kind === 'parcelLand' ? null : `LF${day}${sequence}`,
      plControlNo: kind === 'parcelLand' ? plControlNo : null,
      rpControlNo: `RPX${day}${sequence}`,
      createdAt: at,
      referenceNo: `TL/OS/${sequence}`,
      propertyType: 'L',
      extract: { propAcNo: '', parcelNo: '', lots: [] },
      ...(kind === 'parcelLand'
        ? {
            applFee: PARCEL_LAND_AGENCY_LINE.fee,
            applGst: PARCEL_LAND_AGENCY_LINE.gst,
            transactionFee: PARCEL_LAND_TRANSACTION_LINE.fee,
            transactionGst: PARCEL_LAND_TRANSACTION_LINE.gst,
          }
        : {}),
      ...fields,
    })
    .returning({ id: otherServiceRequests.id });
  if (!row) throw new Error('the request was not stored');
  return { id: row.id, plControlNo };
}

/** A parcel land request sent through the route, as the BILLING tab of other services sends it. */
async function sendParcelLand(referenceNo: string, loginId: string, jwt: string): Promise<string> {
  const body = {
    action: 'Send',
    loginId,
    parcelNo: 'P1234',
    propertyDetail: { propAcNo: '30217845' },
    lotDetail: { landLotDetails: [{ landLotFormat: 'N', landLotMkTsId: 'MK', landLotMkTsNo: '18', landLotNo: '1234X' }] },
    applicantDetail: {
      referenceNo,
      emailAddress: 'conveyancing@tanlim.com.sg',
      reqDate: toWireDate(today),
      applicantSolicitor: 'Tan Wei Ming',
      sellSolTel: '62201234',
      purposeReq: '001',
      applicantAddress: '80 Robinson Road',
    },
    agenciesDetail: [{ ...PARCEL_LAND_AGENCY_DETAIL }],
  };
  const response = await postWithKey(server, '/api/lr-parcel-land', body, jwt, `billing-pl-${referenceNo}`);
  expect(response.status, await response.clone().text()).toBe(200);
  const [row] = await server.db.select().from(otherServiceRequests).where(eq(otherServiceRequests.referenceNo, referenceNo));
  if (!row?.plControlNo) throw new Error(`no parcel land request ${referenceNo}`);
  return row.plControlNo;
}

beforeAll(async () => {
  server = await startTestServer();
  [lawyer1, lawyer2] = await Promise.all([server.tokenFor('lawyer1'), server.tokenFor('lawyer2')]);
  today = todayBy(server.clock);
  plNo = await sendParcelLand('TL/PL/BILL/1', 'lawyer1', lawyer1);
  plDate = daysAgo(30);
  await server.db
    .update(otherServiceRequests)
    .set({ createdAt: singaporeInstant(plDate, '00:30'), propertyId: null })
    .where(eq(otherServiceRequests.plControlNo, plNo));
  plOnCase = (
    await insertRequest('parcelLand', singaporeInstant(daysAgo(45), '10:00'), { propertyId: await propertyIdOf(server, 'PCN-2026-000103') })
  ).plControlNo;
  plOtherFirm = await sendParcelLand('TL/PL/BILL/OTHER', 'lawyer2', lawyer2);
  sail = await insertRequisition(server, { propertyRefNo: 'PCN-2026-000101', agencies: [['URA', 'URA']] });
});
afterAll(() => server.close());

interface BillingRowJson {
  id: number;
  source: 'requisition' | 'otherService';
  serviceType?: string;
  referenceNumber: string;
  lfControlNumber: string;
  billSentDate: string;
  propertyRefNo?: string;
  propertyId?: number;
  checkListId: string | null;
}

interface BillingDetailJson {
  lfControlNumber: string;
  agencyCode: string;
  departmentCode: string;
  description: string;
  lineType: string;
  applyFee: number;
  applyGst: number;
  crimsonLogicProcessingChargedFee: number;
  crimsonLogicProcessingGSTFee: number;
  totalFeePerLRCharged: number;
  totalFeePerLRGST: number;
}

async function search(criteria: Json, jwt = lawyer1, accountId = 'lawyer1') {
  return json<{ records: BillingRowJson[]; recordCount: number }>(
    await server.post('/api/searchBillingReports', { accountId, fromDate: '', toDate: '', searchCriteria: '', pageSize: 50, ...criteria }, jwt),
  );
}

const numbers = (rows: readonly BillingRowJson[]) => rows.map((row) => row.lfControlNumber);

const detail = (lfControlNo: string, jwt = lawyer1, loginId = 'lawyer1') =>
  server.post('/api/generateAgencyBilligDetail', { loginId, lf_control_no: lfControlNo, referenceNo: '', propertyType: '', billSendDate: '' }, jwt);

const entry = (lfControlNumber: string) => ({ referenceNumber: 'x', lfControlNumber, billSentDate: today, agencyCode: '', departmentCode: '' });

const bytesOf = async (response: Response) => new Uint8Array(await response.arrayBuffer());

describe('parcel land requests in BILLING', () => {
  it('lists a parcel land request sent through /lr-parcel-land as a billing row: its PL number, reference, Singapore date', async () => {
    const { status, body } = await search({ searchCriteria: plNo });
    expect(status).toBe(200);
    expect(body.recordCount).toBe(1);
    expect(body.records).toEqual([
      {
        id: expect.any(Number) as unknown,
        source: 'otherService',
        serviceType: 'Parcel Land',
        referenceNumber: 'TL/PL/BILL/1',
        lfControlNumber: plNo,
        // 00:30 in Singapore is still the day before in UTC: the Singapore date.
        billSentDate: plDate,
        propertyType: 'L',
        transactionTypeName: '',
        propertyRefNo: '',
        checkListId: null,
      },
    ]);
  });

  it("carries a linked case's numbers", async () => {
    const { body } = await search({ searchCriteria: plOnCase });
    expect(body.records[0]).toMatchObject({
      source: 'otherService',
      lfControlNumber: plOnCase,
      propertyRefNo: 'PCN-2026-000103',
      propertyId: await propertyIdOf(server, 'PCN-2026-000103'),
    });
  });

  it("is found by the agency ('IRAS', 'iras - parcel') and by its dates, both ends included; never another firm's", async () => {
    for (const text of ['IRAS', 'iras - parcel', 'Parcel Land']) {
      const { body } = await search({ searchCriteria: text });
      expect(numbers(body.records), text).toEqual(expect.arrayContaining([plNo, plOnCase]));
      expect(numbers(body.records)).not.toContain(plOtherFirm);
    }
    expect(numbers((await search({ searchCriteria: 'LTA' })).body.records)).not.toContain(plNo);
    expect(numbers((await search({ fromDate: plDate, toDate: plDate })).body.records)).toContain(plNo);
    expect(numbers((await search({ fromDate: daysAgo(29), toDate: today })).body.records)).not.toContain(plNo);
    const other = await search({ searchCriteria: 'PL' }, lawyer2, 'lawyer2');
    expect(numbers(other.body.records)).toContain(plOtherFirm);
    expect(numbers(other.body.records)).not.toContain(plNo);
    expect(numbers((await search({ searchCriteria: plOtherFirm })).body.records)).toEqual([]);
  });

  it('never bills an SOA or non-SOA request, nor a parcel land request charged nothing', async () => {
    const at = singaporeInstant(daysAgo(33), '09:00');
    await insertRequest('soa', at);
    await insertRequest('nonSoa', at);
    const free = await insertRequest('parcelLand', at, { applFee: 0, applGst: 0, transactionFee: 0, transactionGst: 0 });
    const { body } = await search({ fromDate: daysAgo(33), toDate: daysAgo(33) });
    expect(body.records).toEqual([]);
    expect(body.recordCount).toBe(0);
    expect((await detail(free.plControlNo)).status).toBe(404);
  });

  it('answers its summary lines as charged, labelled as the parcel land fee labels them: 40.88 and 2.86 GST', async () => {
    const response = await detail(plNo);
    expect(response.status).toBe(200);
    const lines = (await response.json()) as BillingDetailJson[];
    expect(lines).toEqual([
      expect.objectContaining({
        lfControlNumber: plNo,
        lineType: 'agency',
        agencyCode: 'IRAS',
        departmentCode: 'IRAS',
        description: 'IRAS - Parcel Land Information',
        applyFee: 37.38,
        applyGst: 2.62,
        crimsonLogicProcessingChargedFee: 0,
        crimsonLogicProcessingGSTFee: 0,
      }),
      expect.objectContaining({
        lineType: 'transactionFee',
        agencyCode: '',
        description: 'Transaction Fee',
        applyFee: 0,
        applyGst: 0,
        crimsonLogicProcessingChargedFee: 3.5,
        crimsonLogicProcessingGSTFee: 0.24,
      }),
    ]);
    const cents = (pick: (line: BillingDetailJson) => number) => lines.reduce((sum, line) => sum + Math.round(pick(line) * 100), 0);
    expect(cents((line) => line.totalFeePerLRCharged)).toBe(4088);
    expect(cents((line) => line.totalFeePerLRGST)).toBe(286);
    expect((await detail(plOtherFirm)).status).toBe(404);
  });

  it('prints a parcel land bill alone, like a requisition’s', async () => {
    const response = await server.post('/api/printBillingSummary', { agencyBillingDetails: [entry(plNo)], fromDate: '', toDate: '' }, lawyer1);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Disposition')).toContain(`billing-summary-${plNo}.pdf`);
    const pdf = await pdfText(await bytesOf(response));
    expect(pdf.pages).toHaveLength(1);
    expect(pdf.text).toContain('BILLING SUMMARY');
    expect(pdf.text).toContain(plNo);
    expect(pdf.text).toContain(toDisplayDate(plDate));
    expect(pdf.text).toContain('TL/PL/BILL/1');
    expect(pdf.text).toContain('Parcel Land');
    expect(pdf.text).toContain('IRAS - Parcel Land Information 37.38 2.62 0.00 0.00 40.00');
    expect(pdf.text).toContain('Transaction Fee 0.00 0.00 3.50 0.24 3.74');
    expect(pdf.text).toContain('Total fees before GST (S$) 40.88');
    expect(pdf.text).toContain('Total GST (S$) 2.86');
    expect(pdf.text).toContain('Total charged (S$) 43.74');
    const other = await server.post('/api/printBillingSummary', { agencyBillingDetails: [entry(plOtherFirm)], fromDate: '', toDate: '' }, lawyer1);
    expect(other.status).toBe(404);
  });

  it('in a zip: the case’s PDF holds its requisition, the parcel land request on no case a PDF of its own; one PDF holds both', async () => {
    const print = (onePage: boolean) =>
      server.post(
        '/api/printMultipleBillingSummaries',
        {
          agencyBillingDetails: [entry(sail.lfcontrolNo), entry(plNo), entry(plOnCase)],
          fromDate: '',
          toDate: '',
          searchCriteria: '',
          loggedInUser: 'lawyer1',
          onePage,
        },
        lawyer1,
      );
    const zipped = await print(false);
    expect(zipped.status).toBe(200);
    const entries = unzipSync(await bytesOf(zipped));
    expect(Object.keys(entries)).toEqual(['PCN-2026-000101_billing.pdf', `${plNo}_billing.pdf`, 'PCN-2026-000103_billing.pdf']);
    const sailPdf = await pdfText(entries['PCN-2026-000101_billing.pdf'] ?? new Uint8Array());
    expect(sailPdf.text).toContain(sail.lfcontrolNo);
    expect(sailPdf.text).not.toContain(plNo);
    const plPdf = await pdfText(entries[`${plNo}_billing.pdf`] ?? new Uint8Array());
    expect(plPdf.text).toContain(plNo);
    expect(plPdf.text).toContain('Total charged (S$) 43.74');
    expect(plPdf.text).not.toContain(sail.lfcontrolNo);
    const kembanganPdf = await pdfText(entries['PCN-2026-000103_billing.pdf'] ?? new Uint8Array());
    expect(kembanganPdf.text).toContain(plOnCase);

    const combined = await pdfText(await bytesOf(await print(true)));
    expect(combined.pages).toHaveLength(4);
    expect(combined.text).toContain(sail.lfcontrolNo);
    expect(combined.text).toContain(plNo);
  });

  it('exports a parcel land request as a CSV row with its sums', async () => {
    const response = await server.post(
      '/api/export-billing-reports-csv',
      { accountId: 'lawyer1', fromDate: '', toDate: '', searchCriteria: plNo },
      lawyer1,
    );
    expect(response.status).toBe(200);
    const lines = (await response.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toBe(`TL/PL/BILL/1,${plNo},,${plDate},IRAS - Parcel Land Information,37.38,2.62,3.50,0.24,40.88,2.86`);
  });
});

describe('paging across requisitions and parcel land requests', () => {
  /** Over a year back, where nothing else of the firm was sent: requisitions and requests interleaved. */
  const expected: string[] = [];

  beforeAll(async () => {
    const day = (n: number) => daysAgo(400 + n);
    const requisitionAt = async (at: Date) => {
      const requisition = await insertRequisition(server, { propertyRefNo: 'PCN-2026-000106', agencies: [['PUB', 'PUB']] });
      await server.db.update(dueDiligences).set({ createdAt: at, submittedAt: at, updatedAt: at }).where(eq(dueDiligences.id, requisition.id));
      return requisition.lfcontrolNo;
    };
    const requestAt = async (at: Date) => (await insertRequest('parcelLand', at)).plControlNo;
    // Newest first: a request and a requisition at the very same instant (the request first: 'otherService'
    // sorts before 'requisition'), then alternating a day apart.
    const same = singaporeInstant(day(0), '12:00');
    const [tiedRequisition, tiedRequest] = [await requisitionAt(same), await requestAt(same)];
    expected.push(tiedRequest, tiedRequisition);
    for (let n = 1; n <= 5; n += 1) {
      const at = singaporeInstant(day(n), '08:00');
      expected.push(n % 2 === 0 ? await requisitionAt(at) : await requestAt(at));
    }
    expected.push(await requestAt(singaporeInstant(day(5), '07:00')));
  });

  it('pages both sources together, newest first, with the count over both', async () => {
    const range = { fromDate: daysAgo(405), toDate: daysAgo(400), pageSize: 5 };
    const first = await search({ ...range, pageNo: 1 });
    const second = await search({ ...range, pageNo: 2 });
    expect(first.body.recordCount).toBe(expected.length);
    expect(second.body.recordCount).toBe(expected.length);
    expect(first.body.records).toHaveLength(5);
    expect([...numbers(first.body.records), ...numbers(second.body.records)]).toEqual(expected);
    expect(first.body.records.map((row) => row.source)).toEqual(['otherService', 'requisition', 'otherService', 'requisition', 'otherService']);
    // The CSV export lists the same rows in the same order.
    const csv = await server.post(
      '/api/export-billing-reports-csv',
      { accountId: 'lawyer1', fromDate: range.fromDate, toDate: range.toDate, searchCriteria: '' },
      lawyer1,
    );
    const rows = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
      .slice(1);
    expect(rows.map((row) => row.split(',')[1])).toEqual(expected);
  });
});
