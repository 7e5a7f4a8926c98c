import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/messages';
import { json, sailPayload } from './support/properties';
import { startTestServer, type Json, type TestServer } from './support/start-test-server';

interface Page {
  records: Json[];
  recordCount: number;
  pageNo: number;
  pageSize: number;
}

let server: TestServer;
let tanLim: string;
let leeOng: string;
beforeAll(async () => {
  server = await startTestServer();
  [tanLim, leeOng] = await Promise.all([server.tokenFor('lawyer1'), server.tokenFor('lawyer2')]);
  // Lee & Ong gets 12 more cases (14 in all) for paging; Tan & Lim keeps its 6 demo cases.
  for (let n = 1; n <= 12; n += 1) {
    const reply = await server.post('/api/add-property', sailPayload(server, { lawfirmRefNo: `LO-PAGE-${String(n).padStart(2, '0')}` }), leeOng);
    if (reply.status !== 200) throw new Error(`add ${n}: ${reply.status}`);
  }
});
afterAll(() => server.close());

const list = async (path: string, body: Json, jwt = tanLim) => json<Page>(await server.post(`/api/${path}`, body, jwt));
const refsOf = (page: Page) => page.records.map((row) => row.propertyRefNo);
const tl = (...numbers: number[]) => numbers.map((n) => `PCN-2026-000${n}`);

describe('POST /api/get-all-property', () => {
  it("returns the firm's cases newest first by default, with the listing row fields", async () => {
    const { status, body } = await list('get-all-property', { loginId: 'lawyer1' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ recordCount: 6, pageNo: 1, pageSize: 10 });
    expect(refsOf(body)).toEqual(tl(106, 105, 104, 103, 102, 101));
    expect(body.records.find((row) => row.propertyRefNo === 'PCN-2026-000101')).toEqual({
      id: expect.any(Number) as unknown,
      propertyRefNo: 'PCN-2026-000101',
      lawfirmRefNo: 'TL/CONV/2026/0141',
      createdDate: '2026-08-04T02:15:00.000Z',
      propAddress: '2 MARINA BOULEVARD, #32-07, SINGAPORE 018987',
      transactionTypeName: 'Sale',
      completionDate: '2027-01-15',
      status: 'Active',
      taskStage: 'Documents',
      locked: false,
      checkListId: 'LA-000101',
      clientFlag: 'S',
    });
  });

  it('pages with a stable order, counts over all pages and answers past the end with no rows', async () => {
    const pages = await Promise.all(
      [1, 2, 3, 4].map((pageNo) =>
        list('get-all-property', { loginId: 'lawyer2', pageNo, pageSize: 5, sortBy: 'propAddress', sortOrder: 'asc' }, leeOng),
      ),
    );
    expect(pages.map(({ body }) => body.records.length)).toEqual([5, 5, 4, 0]);
    expect(pages.map(({ body }) => body.recordCount)).toEqual([14, 14, 14, 14]);
    const ids = pages.flatMap(({ body }) => body.records.map((row) => row.id));
    expect(new Set(ids).size).toBe(14);
    // Twelve cases share one address: equal values are ordered by id.
    const sameAddress = pages.flatMap(({ body }) => body.records).filter((row) => String(row.propAddress).includes('#45-05'));
    const sameAddressIds = sameAddress.map((row) => row.id as number);
    expect(sameAddressIds).toEqual([...sameAddressIds].sort((a, b) => a - b));
  });

  it.each([
    ['lawfirmRefNo', 'asc', tl(101, 102, 103, 104, 106, 105)],
    ['completionDate', 'asc', tl(101, 104, 102, 103, 105, 106)],
    ['completionDate', 'desc', tl(104, 101, 106, 105, 103, 102)],
    ['status', 'asc', tl(101, 104, 106, 102, 103, 105)],
    ['transactionTypeName', 'asc', tl(105, 103, 104, 106, 101, 102)],
  ])('sorts by %s %s (empty dates last, then by id)', async (sortBy, sortOrder, expected) => {
    expect(refsOf((await list('get-all-property', { loginId: 'lawyer1', sortBy, sortOrder })).body)).toEqual(expected);
  });

  it.each([
    ['a page size that is not a multiple of 5', { pageSize: 7 }],
    ['page 0', { pageNo: 0 }],
    ['a page number as text', { pageNo: '2' }],
    ['an unknown sort column', { sortBy: 'password' }],
    ['a sort order other than asc or desc', { sortOrder: 'up' }],
  ])('answers %s with 400', async (_, overrides) => {
    expect((await list('get-all-property', { loginId: 'lawyer1', ...overrides })).status).toBe(400);
  });

  it("answers 404 for another user's loginId and 401 without a token", async () => {
    expect((await list('get-all-property', { loginId: 'lawyer2' })).status).toBe(404);
    expect((await server.post('/api/get-all-property', { loginId: 'lawyer1' })).status).toBe(401);
  });
});

describe('POST /api/search-property-text', () => {
  it.each([
    ['marina', tl(101)],
    ['MARINA boulevard', tl(101)],
    ['tl/mtg', tl(105)],
    ['pcn-2026-00010', tl(106, 105, 104, 103, 102, 101)],
    ['purchase', tl(106, 104, 103)],
    ['pending', tl(105, 103, 102)],
    ['  ', tl(106, 105, 104, 103, 102, 101)],
    ['%', []],
    ['keppel', []],
  ])('finds %j in reference, control no., address, transaction type or status', async (searchText, expected) => {
    const { body } = await list('search-property-text', { loginId: 'lawyer1', searchText });
    expect(refsOf(body)).toEqual(expected);
    expect(body.recordCount).toBe(expected.length);
  });

  it('pages the matches', async () => {
    const { body } = await list(
      'search-property-text',
      { loginId: 'lawyer2', searchText: 'lo-page', pageNo: 3, pageSize: 5, sortBy: 'lawfirmRefNo', sortOrder: 'asc' },
      leeOng,
    );
    expect(body.recordCount).toBe(12);
    expect(body.records.map((row) => row.lawfirmRefNo)).toEqual(['LO-PAGE-11', 'LO-PAGE-12']);
  });

  it('answers 400 without searchText or with one over 200 characters', async () => {
    expect((await list('search-property-text', { loginId: 'lawyer1' })).status).toBe(400);
    expect((await list('search-property-text', { loginId: 'lawyer1', searchText: 'x'.repeat(201) })).status).toBe(400);
  });
});

describe('POST /api/search-property-by-date', () => {
  it.each([
    ['2027-01-20', '', tl(104)],
    ['', '2027-01-20', tl(101)],
    ['2027-01-15', '2027-01-15', tl(101)],
    ['2027-01-15', '2027-01-29', tl(104, 101)],
    ['', '', tl(106, 105, 104, 103, 102, 101)],
    ['2030-01-01', '2030-12-31', []],
  ])('finds completion dates from %j to %j, both ends included', async (fromDate, toDate, expected) => {
    const { body } = await list('search-property-by-date', { loginId: 'lawyer1', fromDate, toDate });
    expect(refsOf(body)).toEqual(expected);
    expect(body.recordCount).toBe(expected.length);
  });

  it('answers a From date after the To date with 400 and our message', async () => {
    const { status, body } = await list('search-property-by-date', { loginId: 'lawyer1', fromDate: '2027-02-01', toDate: '2027-01-01' });
    expect(status).toBe(400);
    expect(body).toEqual({ errormsg: messages.dateSearchFromAfterTo, errors: [messages.dateSearchFromAfterTo] });
  });

  it.each([['2027-02-30'], ['15-01-2027'], ['2027-1-5'], ['0000-01-01']])('answers the date %j with 400', async (fromDate) => {
    expect((await list('search-property-by-date', { loginId: 'lawyer1', fromDate, toDate: '' })).status).toBe(400);
  });
});

describe('POST /api/get-properties-by-cl', () => {
  it('lists only the cases that have a checklist', async () => {
    const { body } = await list('get-properties-by-cl', { loginId: 'lawyer1' });
    expect(refsOf(body)).toEqual(tl(106, 104, 101));
    expect(body.records.map((row) => row.checkListId)).toEqual(['LA-000106', 'LA-000104', 'LA-000101']);
  });

  it('is empty for a firm without checklists', async () => {
    expect((await list('get-properties-by-cl', { loginId: 'lawyer2' }, leeOng)).body).toMatchObject({ records: [], recordCount: 0 });
  });
});

describe('GET /api/search-property/{userId}/{refNo}', () => {
  const search = async (userId: string, refNo: string, jwt = tanLim) =>
    json<Json[]>(await server.get(`/api/search-property/${userId}/${encodeURIComponent(refNo)}`, jwt));

  it("returns the firm's Active cases whose reference starts with the text, as full properties", async () => {
    const { status, body } = await search('lawyer1', 'TL/CONV');
    expect(status).toBe(200);
    expect(body.map((p) => p.propertyRefNo)).toEqual(tl(101, 104, 106));
    expect(body[0]).toMatchObject({ status: 'Active', seller: { compName: 'Marina Bay Holdings Pte. Ltd.' }, lotInfos: [expect.any(Object)] });
  });

  it('finds an Active case by the start of its property control no. as well (the upload pages pick cases so)', async () => {
    expect((await search('lawyer1', 'pcn-2026-000101')).body.map((p) => p.propertyRefNo)).toEqual(tl(101));
  });

  it('finds nothing for a Pending case, text in the middle of a reference, or another firm', async () => {
    expect((await search('lawyer1', 'TL/MTG')).body).toEqual([]);
    expect((await search('lawyer1', 'CONV')).body).toEqual([]);
    expect((await search('lawyer1', 'LO-2026')).body).toEqual([]);
  });

  it("answers 404 for another user's id", async () => {
    expect((await search('lawyer2', 'TL')).status).toBe(404);
  });
});
