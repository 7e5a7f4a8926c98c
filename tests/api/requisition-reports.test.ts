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
let today: string;
/** Submitted 10 days ago at 00:30 Singapore time (still the day before in UTC). */
let sail: InsertedRequisition;
let sailDate: string;
/** Submitted 40 days ago: URA and LTA - RTS on the Kembangan land. */
let kembangan: InsertedRequisition;
/** Submitted 100 days ago: outside the default range. */
let old: InsertedRequisition;
let draft: InsertedRequisition;
let discarded: InsertedRequisition;
let otherFirms: InsertedRequisition;

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
  lawyer1 = await server.tokenFor('lawyer1');
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
});
afterAll(() => server.close());

interface ReportRowJson {
  id: number;
  lfControlNumber: string;
  referenceNumber: string;
  appAddress: string;
  lastUpdatedDate: string;
  propertyType: string;
}

const mine = () => [sail, kembangan, old, draft, discarded, otherFirms];

async function listing(criteria: Json, jwt = lawyer1) {
  return json<ReportRowJson[]>(
    await server.post(
      '/api/loadAllRequisitions',
      { accountId: 'lawyer1', fromDate: '', toDate: '', searchCriteria: '', drafted: false, ...criteria },
      jwt,
    ),
  );
}

/** The control numbers listed among this file's requisitions (the demo ones may be listed too). */
async function listed(criteria: Json, jwt = lawyer1): Promise<string[]> {
  const { status, body } = await listing(criteria, jwt);
  expect(status).toBe(200);
  const ours = new Set(mine().map((requisition) => requisition.lfcontrolNo));
  return body.map((row) => row.lfControlNumber).filter((lf) => ours.has(lf));
}

describe('POST /api/loadAllRequisitions', () => {
  it("lists the firm's submitted requisitions of the default range, newest first, as report rows", async () => {
    expect(await listed(defaultReportRange(today))).toEqual([sail.lfcontrolNo, kembangan.lfcontrolNo]);
    const { body } = await listing(defaultReportRange(today));
    expect(body.find((row) => row.lfControlNumber === sail.lfcontrolNo)).toEqual({
      id: sail.id,
      lfControlNumber: sail.lfcontrolNo,
      referenceNumber: 'TL/CONV/2026/0141',
      appAddress: expect.stringContaining('MARINA BOULEVARD') as unknown,
      lastUpdatedDate: expect.stringMatching(/^\d{2}-[A-Z][a-z]{2}-\d{4} \d{2}:\d{2}:\d{2}$/) as unknown,
      propertyType: 'BUILDING',
      checked: false,
    });
  });

  it('takes the submitted-on range as Singapore dates, both ends included, either side open when both are empty', async () => {
    expect(await listed({ fromDate: sailDate, toDate: sailDate })).toEqual([sail.lfcontrolNo]);
    expect(await listed({ fromDate: daysAgo(120), toDate: daysAgo(11) })).toEqual([kembangan.lfcontrolNo, old.lfcontrolNo]);
    expect(await listed({})).toEqual([sail.lfcontrolNo, kembangan.lfcontrolNo, old.lfcontrolNo]);
  });

  it('finds the search text, ignoring case, in the control number, reference numbers, address and agency names', async () => {
    expect(await listed({ searchCriteria: kembangan.lfcontrolNo.slice(-6).toLowerCase() })).toEqual([kembangan.lfcontrolNo]);
    expect(await listed({ searchCriteria: 'tl/conv/2026/0141' })).toEqual([sail.lfcontrolNo]);
    expect(await listed({ searchCriteria: 'PCN-2026-000105' })).toEqual([old.lfcontrolNo]);
    expect(await listed({ searchCriteria: 'kembangan' })).toEqual([kembangan.lfcontrolNo]);
    expect(await listed({ searchCriteria: 'lta - rts' })).toEqual([kembangan.lfcontrolNo]);
    expect(await listed({ searchCriteria: 'MCST Managing' })).toEqual([sail.lfcontrolNo]);
    expect(await listed({ searchCriteria: '100%_' })).toEqual([]);
  });

  it('lists the drafts in the cart instead when drafted is true, never discarded ones', async () => {
    expect(await listed({ ...defaultReportRange(today), drafted: true })).toEqual([draft.lfcontrolNo]);
  });

  it('shows another firm only its own requisitions', async () => {
    expect(await listed({}, await server.tokenFor('lawyer2'))).toEqual([otherFirms.lfcontrolNo]);
  });

  it('refuses a range with one side only, or the wrong way round, with the seed messages', async () => {
    for (const range of [{ fromDate: today }, { toDate: today }]) {
      expect(await listing(range)).toMatchObject({ status: 400, body: { errormsg: messages.submittedOnDatesRequired } });
    }
    expect(await listing({ fromDate: today, toDate: daysAgo(1) })).toMatchObject({
      status: 400,
      body: { errormsg: messages.submittedOnFromAfterTo },
    });
    expect((await listing({ fromDate: '2026-02-30', toDate: today })).status).toBe(400);
    expect((await listing({ drafted: 'no' })).status).toBe(400);
  });
});

describe('POST /api/checkStatusIntreq', () => {
  interface ReplyRowJson {
    strAgency: string;
    strStatus: string;
    strMsgSentDate: string;
    strReceiveDate: string;
    rpControlNo: string;
    showAttachment: boolean;
  }
  const replies = async (body: Json, jwt = lawyer1) => json<ReplyRowJson[]>(await server.post('/api/checkStatusIntreq', body, jwt));

  it("lists a requisition's agency requests by display name, with their status and dates", async () => {
    const { status, body } = await replies({ lf_control_no: kembangan.lfcontrolNo });
    expect(status).toBe(200);
    expect(body).toEqual([
      {
        strAgency: 'URA',
        strStatus: 'Processing',
        strMsgType: '',
        strMsgSentDate: expect.stringMatching(/^\d{2}-[A-Z][a-z]{2}-\d{4} \d{2}:\d{2}:\d{2}$/) as unknown,
        strReceiveDate: '',
        rpControlNo: kembangan.rpControlNos[0],
        agencyCode: 'URA',
        deptCode: 'URA',
        showAttachment: false,
        pdfURL: null,
        check: false,
      },
      expect.objectContaining({ strAgency: 'LTA - RTS', agencyCode: 'LTA', deptCode: 'RTS', strStatus: 'Processing' }) as unknown,
    ]);
  });

  it('takes the status tab shape too, and offers the attachment of a replied MCST report', async () => {
    server.clock.advance(server.config.agencyReplyDelayMs);
    const { body } = await replies({ loginId: 'lawyer1', lfControlNo: [sail.lfcontrolNo, kembangan.lfcontrolNo], referenceNo: '', propertyType: '' });
    expect(body.map((row) => [row.strAgency, row.strStatus, row.showAttachment])).toEqual([
      ['IRAS', 'Replied', false],
      ['MCST Managing Agent', 'Replied', true],
      ['URA', 'Replied', false],
      ['LTA - RTS', 'Replied', false],
    ]);
    expect(body[0]?.strReceiveDate).not.toBe('');
  });

  it("has nothing for another firm's, a discarded or an unknown control number", async () => {
    const lawyer2 = await server.tokenFor('lawyer2');
    expect(await replies({ lf_control_no: sail.lfcontrolNo }, lawyer2)).toEqual({ status: 200, body: [] });
    expect((await replies({ lf_control_no: discarded.lfcontrolNo })).body).toEqual([]);
    expect((await replies({ lf_control_no: 'LF2099010100001' })).body).toEqual([]);
    expect((await replies({ lfControlNo: 'LF2099010100001' })).status).toBe(400);
  });
});

describe('GET /api/get-PropId-by-LFContNum/{lfControlNumber}', () => {
  it("answers the property of the firm's requisition, and 404 for another firm's or an unknown one", async () => {
    expect(await json(await server.get(`/api/get-PropId-by-LFContNum/${sail.lfcontrolNo}`, lawyer1))).toEqual({
      status: 200,
      body: await propertyIdOf(server, 'PCN-2026-000101'),
    });
    expect((await server.get(`/api/get-PropId-by-LFContNum/${sail.lfcontrolNo}`, await server.tokenFor('lawyer2'))).status).toBe(404);
    expect((await server.get('/api/get-PropId-by-LFContNum/LF2099010100001', lawyer1)).status).toBe(404);
  });
});
