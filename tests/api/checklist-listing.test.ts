import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties } from '../../src/server/db/schema';
import { json } from './support/properties';
import { startTestServer, type Json, type TestServer } from './support/start-test-server';

/** Issue 17: the checklist listing (POST /get-properties-by-cl) searched on the server. */

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
  // Lee & Ong's Keppel Bay case gets a checklist too, so another firm's cases are there to be missed.
  await server.db.update(properties).set({ checkListId: 'LA-000201' }).where(eq(properties.propertyRefNo, 'PCN-2026-000201'));
});
afterAll(() => server.close());

const search = async (searchText: string | undefined, extra: Json = {}, jwt = tanLim, loginId = 'lawyer1') =>
  json<Page>(await server.post('/api/get-properties-by-cl', { loginId, ...(searchText === undefined ? {} : { searchText }), ...extra }, jwt));
const refsOf = (page: Page) => page.records.map((row) => row.propertyRefNo);

describe('POST /api/get-properties-by-cl with searchText', () => {
  it('lists every case that has a checklist without a search text, or with an empty one', async () => {
    for (const text of [undefined, '', '   ']) {
      const { status, body } = await search(text);
      expect(status).toBe(200);
      expect(refsOf(body)).toEqual(['PCN-2026-000106', 'PCN-2026-000104', 'PCN-2026-000101']);
      expect(body.recordCount).toBe(3);
    }
  });

  it('finds a case by a fragment of its control no., ignoring case', async () => {
    const { body } = await search('pcn-2026-00010');
    expect(refsOf(body)).toEqual(['PCN-2026-000106', 'PCN-2026-000104', 'PCN-2026-000101']);
    expect(refsOf((await search('0104')).body)).toEqual(['PCN-2026-000104']);
  });

  it('finds a case by its reference no.', async () => {
    expect(refsOf((await search('conv/2026/0141')).body)).toEqual(['PCN-2026-000101']);
  });

  it('finds a case by a word of its address, ignoring case', async () => {
    const { body } = await search('leedon');
    expect(refsOf(body)).toEqual(['PCN-2026-000104']);
    expect(body).toMatchObject({ recordCount: 1, pageNo: 1, pageSize: 10 });
    expect(refsOf((await search('Marina Boulevard')).body)).toEqual(['PCN-2026-000101']);
  });

  it('pages the matches and counts over all pages', async () => {
    const pages = await Promise.all([1, 2].map((pageNo) => search('PCN', { pageNo, pageSize: 5, sortBy: 'propertyRefNo', sortOrder: 'asc' })));
    expect(pages.map(({ body }) => refsOf(body))).toEqual([['PCN-2026-000101', 'PCN-2026-000104', 'PCN-2026-000106'], []]);
    expect(pages.map(({ body }) => body.recordCount)).toEqual([3, 3]);
  });

  it('finds none for a text in no control no., reference no. or address (the type and status are not searched)', async () => {
    for (const text of ['no such case', 'Purchase', 'Active', 'LA-000101']) {
      const { status, body } = await search(text);
      expect(status).toBe(200);
      expect(body).toMatchObject({ records: [], recordCount: 0 });
    }
  });

  it('takes %, _ and \\ literally', async () => {
    for (const text of ['%', '_', '\\']) expect((await search(text)).body.recordCount).toBe(0);
  });

  it("never finds another firm's case", async () => {
    for (const text of ['PCN-2026-000201', 'KEPPEL', 'LO-2026-PUR']) expect((await search(text)).body).toMatchObject({ records: [], recordCount: 0 });
    expect(refsOf((await search('keppel', {}, leeOng, 'lawyer2')).body)).toEqual(['PCN-2026-000201']);
    expect((await search('leedon', {}, leeOng, 'lawyer2')).body).toMatchObject({ records: [], recordCount: 0 });
  });

  it('answers 400 for a search text over 100 characters or not a string, and 404 for another user id', async () => {
    expect((await search('x'.repeat(100))).status).toBe(200);
    expect((await search('x'.repeat(101))).status).toBe(400);
    expect((await search(undefined, { searchText: 12 })).status).toBe(400);
    expect((await search('leedon', {}, tanLim, 'lawyer2')).status).toBe(404);
  });
});
