import { eq } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/messages';
import { defaultReportRange } from '../../src/domain/requisitions/report-range';
import { PRODUCT_TIME_ZONE } from '../../src/domain/today';
import { todayBy } from '../../src/server/clock';
import { dueDiligences } from '../../src/server/db/schema';
import { json, propertyIdOf } from './support/properties';
import { insertRequisition, type InsertedRequisition } from './support/requisitions';
import { startTestServer, type Json, type TestServer } from './support/start-test-server';

let server: TestServer;
let lawyer1: string;
let lawyer2: string;
let today: string;
/** Submitted 10 days ago at 00:30 Singapore time (still the day before in UTC): IRAS and MCST. */
let sail: InsertedRequisition;
let sailDate: string;
/** Submitted 40 days ago: URA and LTA - RTS on the Kembangan land. */
let kembangan: InsertedRequisition;
/** Submitted 100 days ago: outside the default range. */
let old: InsertedRequisition;
let draft: InsertedRequisition;
let discarded: InsertedRequisition;
let otherFirms: InsertedRequisition;
/** Submitted 200 days ago: ENV - SCD (shown as 'NEA - SCD') and LTA - SW. */
let neaAndLta: InsertedRequisition;
/** Six more submitted 20 to 25 days ago, for paging. */
const more: InsertedRequisition[] = [];

const daysAgo = (days: number) => Temporal.PlainDate.from(today).subtract({ days }).toString();
const singaporeInstant = (date: string, time: string) =>
  new Date(Temporal.PlainDate.from(date).toZonedDateTime({ timeZone: PRODUCT_TIME_ZONE, plainTime: time }).epochMilliseconds);

async function backdate(requisition: InsertedRequisition, at: Date, drafted = false) {
  await server.db
    .update(dueDiligences)
    .set(drafted ? { createdAt: at, updatedAt: at } : { createdAt: at, submittedAt: at, updatedAt: at })
    .where(eq(dueDiligences.id, requisition.id));
}

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
  sailDate = daysAgo(10);
  await backdate(sail, singaporeInstant(sailDate, '00:30'));
  kembangan = await insertRequisition(server, {
    propertyRefNo: 'PCN-2026-000103',
    agencies: [
      ['URA', 'URA'],
      ['LTA', 'RTS'],
    ],
  });
  await backdate(kembangan, singaporeInstant(daysAgo(40), '15:00'));
  old = await insertRequisition(server, { propertyRefNo: 'PCN-2026-000105', agencies: [['BCA', 'BCA']] });
  await backdate(old, singaporeInstant(daysAgo(100), '10:00'));
  draft = await insertRequisition(server, { propertyRefNo: 'PCN-2026-000106', agencies: [['IRAS', 'IRAS']], drafted: true });
  await backdate(draft, singaporeInstant(daysAgo(5), '09:00'), true);
  discarded = await insertRequisition(server, { propertyRefNo: 'PCN-2026-000106', agencies: [['BCA', 'BCA']], drafted: true });
  await server.db
    .update(dueDiligences)
    .set({ discardedAt: new Date(server.clock.nowMs()) })
    .where(eq(dueDiligences.id, discarded.id));
  otherFirms = await insertRequisition(server, { propertyRefNo: 'PCN-2026-000201', agencies: [['IRAS', 'IRAS']], userId: 'lawyer2' });
  neaAndLta = await insertRequisition(server, {
    propertyRefNo: 'PCN-2026-000106',
    agencies: [
      ['ENV', 'SCD'],
      ['LTA', 'SW'],
    ],
  });
  await backdate(neaAndLta, singaporeInstant(daysAgo(200), '11:00'));
  for (let index = 0; index < 6; index += 1) {
    const requisition = await insertRequisition(server, { propertyRefNo: 'PCN-2026-000106', agencies: [['PUB', 'PUB']] });
    await backdate(requisition, singaporeInstant(daysAgo(20 + index), '12:00'));
    more.push(requisition);
  }
});
afterAll(() => server.close());

interface BillingRowJson {
  id: number;
  referenceNumber: string;
  lfControlNumber: string;
  billSentDate: string;
  propertyType: string;
  transactionTypeName: string;
  propertyRefNo: string;
  propertyId: number;
  checkListId: string | null;
}

interface BillingPageJson {
  records: BillingRowJson[];
  recordCount: number;
  pageNo: number;
  pageSize: number;
}

const mine = () => [sail, kembangan, old, draft, discarded, otherFirms, neaAndLta, ...more];

async function search(criteria: Json, jwt = lawyer1) {
  return json<BillingPageJson>(
    await server.post(
      '/api/searchBillingReports',
      { accountId: 'lawyer1', fromDate: '', toDate: '', searchCriteria: '', pageSize: 50, ...criteria },
      jwt,
    ),
  );
}

/** The control numbers listed among this file's requisitions (the demo's submitted one may be listed too). */
async function listed(criteria: Json, jwt = lawyer1): Promise<string[]> {
  const { status, body } = await search(criteria, jwt);
  expect(status, JSON.stringify(body)).toBe(200);
  const ours = new Set(mine().map((requisition) => requisition.lfcontrolNo));
  return body.records.map((row) => row.lfControlNumber).filter((lf) => ours.has(lf));
}

const moreNos = () => more.map((requisition) => requisition.lfcontrolNo);

describe('POST /api/searchBillingReports', () => {
  it("lists the firm's submitted requisitions of the default range, newest first, as billing rows", async () => {
    expect(await listed(defaultReportRange(today))).toEqual([sail.lfcontrolNo, ...moreNos(), kembangan.lfcontrolNo]);
    const { body } = await search(defaultReportRange(today));
    expect(body.records.find((row) => row.lfControlNumber === sail.lfcontrolNo)).toEqual({
      id: sail.id,
      source: 'requisition',
      referenceNumber: 'TL/CONV/2026/0141',
      lfControlNumber: sail.lfcontrolNo,
      // The Singapore date submitted, though 00:30 there is still the day before in UTC.
      billSentDate: sailDate,
      propertyType: 'BUILDING',
      transactionTypeName: expect.any(String) as unknown,
      propertyRefNo: 'PCN-2026-000101',
      propertyId: await propertyIdOf(server, 'PCN-2026-000101'),
      // The case's checklist at the partner, for the checklist view; a case without one says null.
      checkListId: 'LA-000101',
    });
    expect(body.records.find((row) => row.lfControlNumber === kembangan.lfcontrolNo)?.checkListId).toBeNull();
  });

  it('applies the default range (two months back to today) when sent no criteria at all', async () => {
    expect(await listed({})).toEqual(await listed(defaultReportRange(today)));
    expect(await listed({})).not.toContain(old.lfcontrolNo);
  });

  it('searches every date when only text is given (the dates sent empty)', async () => {
    expect(await listed({ searchCriteria: 'bca' })).toEqual([old.lfcontrolNo]);
    expect(await listed({ searchCriteria: old.lfcontrolNo.slice(-6).toLowerCase() })).toEqual([old.lfcontrolNo]);
    expect(await listed({ searchCriteria: 'tl/conv/2026/0141' })).toEqual([sail.lfcontrolNo]);
    expect(await listed({ searchCriteria: 'PCN-2026-000105' })).toEqual([old.lfcontrolNo]);
  });

  it('finds the agency or department sent to, by code or display name', async () => {
    expect(await listed({ searchCriteria: 'rts' })).toEqual([kembangan.lfcontrolNo]);
    expect(await listed({ searchCriteria: 'LTA - RTS' })).toEqual([kembangan.lfcontrolNo]);
    expect(await listed({ searchCriteria: 'mcst managing' })).toEqual([sail.lfcontrolNo]);
    expect(await listed({ searchCriteria: 'pub' })).toEqual(moreNos());
    expect(await listed({ searchCriteria: '100%_' })).toEqual([]);
  });

  it('finds an agency by its code on each department, by a display name its codes lack, and by its codes alone', async () => {
    expect(await listed({ searchCriteria: 'lta' })).toEqual([kembangan.lfcontrolNo, neaAndLta.lfcontrolNo]);
    expect(await listed({ searchCriteria: 'lta', fromDate: daysAgo(100), toDate: today })).toEqual([kembangan.lfcontrolNo]);
    expect(await listed({ searchCriteria: 'Lta - sW' })).toEqual([neaAndLta.lfcontrolNo]);
    expect(await listed({ searchCriteria: 'ta - ' })).toEqual([kembangan.lfcontrolNo, neaAndLta.lfcontrolNo]);
    // ENV's SCD line is 'NEA - SCD' on the screens: found by that name and by either code.
    for (const text of ['nea', 'NEA - SCD', 'env', 'scd']) expect(await listed({ searchCriteria: text }), text).toEqual([neaAndLta.lfcontrolNo]);
    expect(await listed({ searchCriteria: 'managing agent' })).toEqual([sail.lfcontrolNo]);
    expect(await listed({ searchCriteria: 'ura' })).toEqual([kembangan.lfcontrolNo]);
    // One text, two requisitions: MCST on one, TL/MTG/2026/0188 the reference of the other.
    expect(await listed({ searchCriteria: 'm' })).toEqual([sail.lfcontrolNo, old.lfcontrolNo]);
    // The demo's submitted requisition (IRAS, URA, BCA) is found by agency too: the seed's lines are searchable.
    const { body } = await search({ searchCriteria: 'ura' });
    expect(body.records.map((row) => row.lfControlNumber)).toContain('LF2026100300017');
  });

  it('takes the sent dates alone (the text sent empty) as Singapore dates, both ends included', async () => {
    expect(await listed({ fromDate: sailDate, toDate: sailDate })).toEqual([sail.lfcontrolNo]);
    expect(await listed({ fromDate: daysAgo(120), toDate: daysAgo(30) })).toEqual([kembangan.lfcontrolNo, old.lfcontrolNo]);
    expect(await listed({ searchCriteria: 'PUB', fromDate: daysAgo(21), toDate: daysAgo(20) })).toEqual(moreNos().slice(0, 2));
  });

  it('refuses one date alone, or from after to, with the seed messages', async () => {
    for (const range of [{ fromDate: today }, { toDate: today }]) {
      expect(await search(range)).toMatchObject({ status: 400, body: { errormsg: messages.billingSentDatesRequired } });
    }
    expect(await search({ fromDate: today, toDate: daysAgo(1) })).toMatchObject({ status: 400, body: { errormsg: messages.billingSentFromAfterTo } });
    expect(messages.billingSentDatesRequired).toBe('Billing Sent from date and Billing Sent to date must not be empty!');
    expect(messages.billingSentFromAfterTo).toBe('Billing Sent from date should greater than Billing Sent to date!');
    expect((await search({ fromDate: '2026-02-30', toDate: today })).status).toBe(400);
    expect((await search({ pageSize: 7 })).status).toBe(400);
    expect((await search({ pageNo: 0 })).status).toBe(400);
  });

  it('never bills a draft or a discarded requisition', async () => {
    const all = await listed({ fromDate: daysAgo(400), toDate: today });
    expect(all).not.toContain(draft.lfcontrolNo);
    expect(all).not.toContain(discarded.lfcontrolNo);
    expect(await listed({ searchCriteria: draft.lfcontrolNo })).toEqual([]);
  });

  it('pages on the server with the count over all pages (default page size 10)', async () => {
    const criteria = { searchCriteria: 'pub' };
    const first = await search({ ...criteria, pageSize: 5 });
    expect(first.body).toMatchObject({ recordCount: 6, pageNo: 1, pageSize: 5 });
    expect(first.body.records.map((row) => row.lfControlNumber)).toEqual(moreNos().slice(0, 5));
    const second = await search({ ...criteria, pageSize: 5, pageNo: 2 });
    expect(second.body).toMatchObject({ recordCount: 6, pageNo: 2 });
    expect(second.body.records.map((row) => row.lfControlNumber)).toEqual(moreNos().slice(5));
    const beyond = await search({ ...criteria, pageSize: 5, pageNo: 9 });
    expect(beyond.body).toMatchObject({ records: [], recordCount: 6 });
    // Nine of this file's requisitions bill for lawyer1 (the demo's may be a tenth): sent without paging, a page of 10.
    const unpaged = { accountId: 'lawyer1', fromDate: daysAgo(400), toDate: today, searchCriteria: '' };
    const defaults = await json<BillingPageJson>(await server.post('/api/searchBillingReports', unpaged, lawyer1));
    expect(defaults.body).toMatchObject({ pageNo: 1, pageSize: 10 });
    expect(defaults.body.recordCount).toBeGreaterThanOrEqual(9);
    expect(defaults.body.records).toHaveLength(Math.min(10, defaults.body.recordCount));
  });

  it('shows another firm only its own requisitions, and answers 404 for an account id not the caller’s', async () => {
    expect(await listed({ accountId: 'lawyer2', fromDate: daysAgo(400), toDate: today }, lawyer2)).toEqual([otherFirms.lfcontrolNo]);
    expect(await listed({ fromDate: daysAgo(400), toDate: today })).not.toContain(otherFirms.lfcontrolNo);
    expect((await search({ accountId: 'lawyer2' })).status).toBe(404);
    expect((await server.post('/api/searchBillingReports', { accountId: 'lawyer1', fromDate: '', toDate: '', searchCriteria: '' })).status).toBe(401);
  });
});

describe('POST /api/generateAgencyBilligDetail', () => {
  const detail = async (lfControlNo: string, jwt = lawyer1, loginId = 'lawyer1') =>
    json<Array<Record<string, unknown>>>(
      await server.post(
        '/api/generateAgencyBilligDetail',
        { loginId, lf_control_no: lfControlNo, referenceNo: '', propertyType: 'BUILDING', billSendDate: '' },
        jwt,
      ),
    );

  it('answers one line per agency line, MCST followed by its SAL levy', async () => {
    const { status, body } = await detail(sail.lfcontrolNo);
    expect(status).toBe(200);
    expect(body.map((line) => [line.lineType, line.agencyCode, line.departmentCode, line.description])).toEqual([
      ['agency', 'IRAS', 'IRAS', 'IRAS'],
      ['agency', 'MCST', 'MCST', 'MCST Managing Agent'],
      ['salLevy', 'MCST', 'MCST', 'SAL Levy (5%)'],
    ]);
    expect(body[0]).toEqual({
      referenceNumber: 'TL/CONV/2026/0141',
      lfControlNumber: sail.lfcontrolNo,
      billSentDate: sailDate,
      agencyCode: 'IRAS',
      departmentCode: 'IRAS',
      applyFee: 36.69,
      applyGst: 3.31,
      crimsonLogicProcessingChargedFee: 3.5,
      crimsonLogicProcessingGSTFee: 0.32,
      totalFeePerLRCharged: 40.19,
      totalFeePerLRGST: 3.63,
      lineType: 'agency',
      description: 'IRAS',
    });
  });

  it("answers 404 for another firm's, a draft, a discarded or an unknown requisition, or someone else's login id", async () => {
    for (const lf of [otherFirms.lfcontrolNo, draft.lfcontrolNo, discarded.lfcontrolNo, 'LF2099010100001']) {
      expect((await detail(lf)).status, lf).toBe(404);
    }
    expect((await detail(sail.lfcontrolNo, lawyer2, 'lawyer2')).status).toBe(404);
    expect((await detail(sail.lfcontrolNo, lawyer1, 'lawyer2')).status).toBe(404);
  });
});
