import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/messages';
import { todayBy } from '../../src/server/clock';
import { dueDiligences, otherServiceRequests } from '../../src/server/db/schema';
import { insertRequisition, postWithKey, type InsertedRequisition } from './support/requisitions';
import { startTestServer, type TestServer } from './support/start-test-server';

/**
 * Issue 16, statements of account (seed 002 §2.4, §2.5, §4, §7): the SOA search over the firm's submitted
 * requisitions by the date they were sent, one request per ticked requisition (never a second while one is
 * processing), the non-requisition search over the valuation list (B units, L land) and its requests, each with an
 * LF control number of its own; all firm-scoped and idempotent.
 */

interface SearchResult {
  lfControlNo: string;
  referenceNo: string;
  latestRecvDate: string | null;
  latestReqDate: string | null;
  propAddr: string;
  propActNo: string;
  reqSentDate: string;
  soaCount: number;
  isChecked: boolean;
}

interface SearchResponse {
  count: number;
  searchResult: SearchResult[];
}

const DEMO_LF = 'LF2026100300017';
const DEMO_DRAFT_LF = 'LF2026111600004';

let server: TestServer;
let lawyer1: string;
let lawyer2: string;
let today: string;
let todays: InsertedRequisition;
let leeOngs: InsertedRequisition;

beforeAll(async () => {
  server = await startTestServer();
  [lawyer1, lawyer2] = await Promise.all([server.tokenFor('lawyer1'), server.tokenFor('lawyer2')]);
  today = todayBy(server.clock);
  todays = await insertRequisition(server, { propertyRefNo: 'PCN-2026-000101', agencies: [['IRAS', 'IRAS']] });
  leeOngs = await insertRequisition(server, { propertyRefNo: 'PCN-2026-000201', agencies: [['IRAS', 'IRAS']], userId: 'lawyer2' });
});
afterAll(() => server.close());

const wire = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

async function searchSoa(
  fromDate: string,
  toDate: string,
  jwt = lawyer1,
  loginId = jwt === lawyer1 ? 'lawyer1' : 'lawyer2',
): Promise<SearchResponse> {
  const response = await server.post('/api/searchSOA', { loginId, fromDate, toDate, referenceNo: null }, jwt);
  expect(response.status).toBe(200);
  return (await response.json()) as SearchResponse;
}

async function searchNonSoa(
  strPropType: 'B' | 'L',
  strBlk: string,
  strStrtName: string,
  jwt = lawyer1,
  loginId = jwt === lawyer1 ? 'lawyer1' : 'lawyer2',
): Promise<SearchResponse> {
  const response = await server.post('/api/searchNonSOA', { loginId, strPropType, strBlk, strStrtName }, jwt);
  expect(response.status).toBe(200);
  return (await response.json()) as SearchResponse;
}

let keys = 0;
const newKey = () => `soa-test-key-${(keys += 1)}`;
const submit = (
  path: '/api/submitSOA' | '/api/submitNonSOA',
  lfControlNos: string[],
  key: string | undefined = newKey(),
  jwt = lawyer1,
  loginId = 'lawyer1',
) => postWithKey(server, path, { loginId, lfControlNos }, jwt, key);

const requestsFor = (kind: 'soa' | 'nonSoa', column: 'lf' | 'account', values: string[]) =>
  server.db
    .select()
    .from(otherServiceRequests)
    .where(
      and(
        eq(otherServiceRequests.kind, kind),
        inArray(column === 'lf' ? otherServiceRequests.lfControlNo : otherServiceRequests.propertyAccountNo, values),
      ),
    );

/** Lets the desk answer everything sent so far. */
const letRepliesArrive = () => server.clock.advance(server.config.agencyReplyDelayMs);

describe('POST /searchSOA', () => {
  it("finds the firm's submitted requisitions sent in the range, with the statements asked for on each", async () => {
    const october = await searchSoa('01/10/2026', '31/10/2026');
    expect(october.count).toBe(1);
    expect(october.searchResult).toEqual([
      {
        lfControlNo: DEMO_LF,
        referenceNo: 'TL/CONV/2026/0167',
        reqSentDate: '2026-10-03',
        // The demo's statement, asked on 20 October and answered a day later (collected by this search).
        soaCount: 1,
        latestReqDate: '2026-10-20',
        latestRecvDate: '2026-10-21',
        propAddr: expect.stringContaining('JALAN KEMBANGAN') as unknown,
        propActNo: '30217845',
        isChecked: false,
      },
    ]);
  });

  it("includes both ends of the range by the Singapore date, newest first, and never a draft or another firm's", async () => {
    expect((await searchSoa('03/10/2026', '03/10/2026')).searchResult.map((row) => row.lfControlNo)).toEqual([DEMO_LF]);
    const toToday = await searchSoa('01/10/2026', wire(today));
    expect(toToday.searchResult.map((row) => row.lfControlNo)).toEqual([todays.lfcontrolNo, DEMO_LF]);
    expect(toToday.searchResult.map((row) => row.lfControlNo)).not.toContain(DEMO_DRAFT_LF);
    expect(toToday.searchResult[0]).toMatchObject({ reqSentDate: today, soaCount: 0, latestReqDate: null, latestRecvDate: null });
    expect((await searchSoa('01/10/2026', wire(today), lawyer2)).searchResult.map((row) => row.lfControlNo)).toEqual([leeOngs.lfcontrolNo]);
  });

  it('answers count 0 and no results when no requisition was sent in the range', async () => {
    expect(await searchSoa('04/10/2026', '31/10/2026')).toEqual({ count: 0, searchResult: [] });
    expect(await searchSoa('01/01/2020', '31/12/2020', lawyer2)).toEqual({ count: 0, searchResult: [] });
  });

  it('refuses missing dates, a From after To, and a date that does not exist with 400', async () => {
    const problem = async (fromDate: string, toDate: string) => {
      const response = await server.post('/api/searchSOA', { loginId: 'lawyer1', fromDate, toDate, referenceNo: null }, lawyer1);
      expect(response.status).toBe(400);
      return ((await response.json()) as { errormsg: string }).errormsg;
    };
    expect(await problem('', '31/10/2026')).toBe(messages.soaDatesRequired);
    expect(await problem('01/11/2026', '31/10/2026')).toBe(messages.soaFromAfterTo);
    expect(await problem('31/02/2026', '31/10/2026')).toBe(messages.badRequest);
    expect(await problem('2026-10-01', '31/10/2026')).toBe(messages.badRequest);
    expect((await server.post('/api/searchSOA', { loginId: 'lawyer2', fromDate: '01/10/2026', toDate: '31/10/2026' }, lawyer1)).status).toBe(404);
  });
});

describe('POST /submitSOA', () => {
  it('asks one statement per requisition, answers the count as text, and refuses a second while one is processing', async () => {
    const response = await submit('/api/submitSOA', [todays.lfcontrolNo, DEMO_LF]);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(messages.soaRequestsSent(2));
    const rows = await requestsFor('soa', 'lf', [todays.lfcontrolNo]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'Processing', messageType: 'SOA', referenceNo: 'TL/CONV/2026/0141', propertyType: 'B' });
    expect(rows[0]?.rpControlNo).toMatch(/^RPSOA\d{13}$/);

    const again = await submit('/api/submitSOA', [DEMO_LF]);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ errormsg: messages.soaAlreadyProcessing(DEMO_LF) });

    letRepliesArrive();
    const search = await searchSoa('01/10/2026', wire(today));
    expect(search.searchResult.find((row) => row.lfControlNo === DEMO_LF)).toMatchObject({
      soaCount: 2,
      latestReqDate: today,
      latestRecvDate: todayBy(server.clock),
    });
    const later = await submit('/api/submitSOA', [DEMO_LF]);
    expect(later.status).toBe(200);
    expect(await later.text()).toBe(messages.soaRequestsSent(1));
    letRepliesArrive();
  });

  it("answers 404 and stores nothing for an unknown LF control no., another firm's requisition or a draft", async () => {
    const before = (await requestsFor('soa', 'lf', [todays.lfcontrolNo])).length;
    for (const named of [['LF2099010100001'], [leeOngs.lfcontrolNo], [DEMO_DRAFT_LF], [todays.lfcontrolNo, 'LF2099010100001']]) {
      const response = await submit('/api/submitSOA', named);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ errormsg: messages.notFound });
    }
    expect(await requestsFor('soa', 'lf', [todays.lfcontrolNo])).toHaveLength(before);
    // Lee & Ong may ask for its own.
    expect((await submit('/api/submitSOA', [leeOngs.lfcontrolNo], newKey(), lawyer2, 'lawyer2')).status).toBe(200);
  });

  // Tagged postgres: only there do the calls overlap; PGlite's one connection runs them one after another.
  it('stores one set for two concurrent sends with the same Idempotency-Key, both answering the same text', { tags: ['postgres'] }, async () => {
    const requisition = await insertRequisition(server, { propertyRefNo: 'PCN-2026-000106', agencies: [['PUB', 'PUB']] });
    const key = newKey();
    const [first, second] = await Promise.all([
      submit('/api/submitSOA', [requisition.lfcontrolNo], key),
      submit('/api/submitSOA', [requisition.lfcontrolNo], key),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(await second.text()).toBe(await first.text());
    expect(await requestsFor('soa', 'lf', [requisition.lfcontrolNo])).toHaveLength(1);
    // A retry long after, with the statement still processing, answers the first text rather than the refusal.
    const retry = await submit('/api/submitSOA', [requisition.lfcontrolNo], key);
    expect(retry.status).toBe(200);
    expect(await retry.text()).toBe(messages.soaRequestsSent(1));
  });

  it('refuses an empty list with 400', async () => {
    expect((await submit('/api/submitSOA', [])).status).toBe(400);
  });
});

describe('POST /searchNonSOA', () => {
  it('finds the units of a block (B) whose street contains the text, ignoring case', async () => {
    const sail = await searchNonSoa('B', '2', 'MARINA BOUL');
    expect(sail.count).toBe(8);
    expect(sail.searchResult[0]).toMatchObject({
      propAddr: expect.stringMatching(/^2 MARINA BOULEVARD #\d{2}-\d{2} SINGAPORE 018987 \(Condominium Unit\)$/) as unknown,
      reqSentDate: '',
      soaCount: 0,
      lfControlNo: '',
      referenceNo: '',
      latestReqDate: null,
      latestRecvDate: null,
      isChecked: false,
    });
    expect(sail.searchResult.every((row) => /^A\d{8}[A-Z]$/.test(row.propActNo))).toBe(true);
    expect((await searchNonSoa('B', '2', 'marina boulevard')).count).toBe(8);
    expect((await searchNonSoa('B', '3', 'MARINA BOULEVARD')).count).toBe(0);
  });

  it("finds land (L) by house no. and street, with the firm's latest statement on it; another firm sees none of it", async () => {
    const sunset = await searchNonSoa('L', '8', 'SUNSET');
    expect(sunset.searchResult).toEqual([
      {
        propActNo: '30985416',
        propAddr: '8 SUNSET DRIVE SINGAPORE 597362 (Land with Detached House)',
        lfControlNo: 'LF2026110500001',
        referenceNo: 'TL/MTG/2026/0188',
        reqSentDate: '',
        soaCount: 1,
        latestReqDate: '2026-11-05',
        latestRecvDate: '2026-11-06',
        isChecked: false,
      },
    ]);
    expect((await searchNonSoa('L', '8', 'SUNSET', lawyer2)).searchResult[0]).toMatchObject({
      propActNo: '30985416',
      soaCount: 0,
      lfControlNo: '',
      referenceNo: '',
      latestReqDate: null,
    });
    // Every house on the street when the house no. is left empty, by house no. as listed.
    expect((await searchNonSoa('L', '', 'JALAN KEMBANGAN')).searchResult.map((row) => row.propActNo)).toEqual(['30217845', '30217853', '30217810']);
    expect(await searchNonSoa('L', '1', 'NO SUCH STREET')).toEqual({ count: 0, searchResult: [] });
  });

  it('refuses a property type other than B or L with 400', async () => {
    expect(
      (await server.post('/api/searchNonSOA', { loginId: 'lawyer1', strPropType: 'X', strBlk: '2', strStrtName: 'MARINA' }, lawyer1)).status,
    ).toBe(400);
  });
});

describe('POST /submitNonSOA', () => {
  it('asks one statement per property account no., each with a new LF control no. and the case it belongs to', async () => {
    const [unit] = (await searchNonSoa('B', '123', 'ANG MO KIO')).searchResult;
    const accounts = ['30217845', unit?.propActNo ?? ''];
    const response = await submit('/api/submitNonSOA', accounts);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('Submitted');
    const rows = await requestsFor('nonSoa', 'account', accounts);
    expect(rows).toHaveLength(2);
    const land = rows.find((row) => row.propertyAccountNo === '30217845');
    expect(land).toMatchObject({ status: 'Processing', messageType: 'NSOA', propertyType: 'L', referenceNo: 'TL/CONV/2026/0167' });
    expect(rows.find((row) => row.propertyAccountNo === unit?.propActNo)).toMatchObject({ propertyType: 'B', referenceNo: '' });
    const numbers = rows.map((row) => row.lfControlNo ?? '');
    expect(new Set(numbers).size).toBe(2);
    for (const number of numbers) expect(number).toMatch(new RegExp(`^LF${today.replaceAll('-', '')}\\d{5}$`));
    // Never one a requisition already has.
    expect(await server.db.select().from(dueDiligences).where(inArray(dueDiligences.lfControlNo, numbers))).toEqual([]);

    const search = (await searchNonSoa('L', '12', 'KEMBANGAN')).searchResult[0];
    expect(search).toMatchObject({
      soaCount: 1,
      lfControlNo: land?.lfControlNo,
      referenceNo: 'TL/CONV/2026/0167',
      latestReqDate: today,
      latestRecvDate: null,
    });
  });

  it('answers 404 and stores nothing when an account no. is not on the valuation list', async () => {
    const response = await submit('/api/submitNonSOA', ['31204577', '99999999']);
    expect(response.status).toBe(404);
    expect(await requestsFor('nonSoa', 'account', ['31204577'])).toEqual([]);
  });

  // Tagged postgres: only there do the calls overlap; PGlite's one connection runs them one after another.
  it('stores one set for a repeated Idempotency-Key and answers Submitted each time', { tags: ['postgres'] }, async () => {
    const key = newKey();
    const [first, second] = await Promise.all([submit('/api/submitNonSOA', ['33108862'], key), submit('/api/submitNonSOA', ['33108862'], key)]);
    expect([await first.text(), await second.text()]).toEqual(['Submitted', 'Submitted']);
    expect(await requestsFor('nonSoa', 'account', ['33108862'])).toHaveLength(1);
  });
});
