import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/messages';
import { PARCEL_LAND_AGENCY_DETAIL } from '../../src/domain/other-services/parcel-land-fee';
import { toWireDate } from '../../src/domain/other-services/parcel-land-form';
import { todayBy } from '../../src/server/clock';
import { otherServiceRequests } from '../../src/server/db/schema';
import { createOtherServicesDesk } from '../../src/server/services/agency/other-services-desk';
import { PDF_LINK_SECONDS } from '../../src/server/services/documents-output/pdf-link';
import { pdfText } from './support/pdf-text';
import { fileStoreOf, firmIdOfUser, postWithKey } from './support/requisitions';
import { startTestServer, type TestServer } from './support/start-test-server';

/**
 * Issue 16, the other-services listing (POST /iras-listing), the IRAS desk's replies after the configured delay and
 * the printed replies (POST /othersvc-print): paged and searched on the server, firm-scoped, the demo's requests of
 * each kind replied on the first look, and a print that opens as one PDF showing each reply.
 */

interface Item {
  id: number;
  lfcontrolNo: string | null;
  plControlNo: string | null;
  rpControlNo: string;
  messageType: string;
  status: string;
  createdDate: string;
  receivedOn: string | null;
  isRead: boolean;
  parcelInfo: {
    parcelNo: string;
    lots: string[];
    landAreaSqm: number;
    tenure: string;
    landUse: string;
    proprietors: string[];
    encumbrances: string[];
    informationDate: string;
  } | null;
  extractInfos: Record<string, unknown>;
}

interface Page {
  records: Item[];
  recordCount: number;
  pageNo: number;
  pageSize: number;
}

let server: TestServer;
let lawyer1: string;
let lawyer2: string;

beforeAll(async () => {
  server = await startTestServer();
  [lawyer1, lawyer2] = await Promise.all([server.tokenFor('lawyer1'), server.tokenFor('lawyer2')]);
});
afterAll(() => server.close());

async function listing(body: Record<string, unknown> = {}, jwt = lawyer1, loginId = jwt === lawyer1 ? 'lawyer1' : 'lawyer2'): Promise<Page> {
  const response = await server.post('/api/iras-listing', { loginId, ...body }, jwt);
  expect(response.status).toBe(200);
  return (await response.json()) as Page;
}

let keys = 0;
async function requestParcelLand(
  referenceNo: string,
  parcelNo = 'P7788',
  lots = [{ landLotFormat: 'N', landLotMkTsId: 'MK', landLotMkTsNo: '18', landLotNo: '1234X' }],
): Promise<string> {
  const body = {
    action: 'Send',
    loginId: 'lawyer1',
    parcelNo,
    lotDetail: { landLotDetails: lots },
    applicantDetail: {
      referenceNo,
      emailAddress: 'conveyancing@tanlim.com.sg',
      reqDate: toWireDate(todayBy(server.clock)),
      applicantSolicitor: 'Tan Wei Ming',
      sellSolTel: '62201234',
      purposeReq: '002',
      applicantAddress: '',
    },
    agenciesDetail: [{ ...PARCEL_LAND_AGENCY_DETAIL }],
  };
  const response = await postWithKey(server, '/api/lr-parcel-land', body, lawyer1, `listing-test-${(keys += 1)}`);
  expect(response.status).toBe(200);
  return /PL\d{13}/.exec(await response.text())?.[0] ?? '';
}

const print = (rpControlNos: string[], jwt = lawyer1, loginId = 'lawyer1') =>
  server.post('/api/othersvc-print', { loginId, lrPrint: rpControlNos.map((rpControlNo) => ({ rpControlNo, messageType: 'PLI' })) }, jwt);

async function printedText(rpControlNos: string[]): Promise<string> {
  const response = await print(rpControlNos);
  expect(response.status).toBe(200);
  const { pdfURL } = (await response.json()) as { pdfURL: string };
  const pdf = await server.get(pdfURL);
  expect(pdf.status).toBe(200);
  expect(pdf.headers.get('content-type')).toBe('application/pdf');
  return (await pdfText(new Uint8Array(await pdf.arrayBuffer()))).text;
}

describe('the demo requests', () => {
  it('list one of each kind for Tan & Lim, newest first, the three long due collected as Replied on the first look', async () => {
    const page = await listing();
    expect(page).toMatchObject({ recordCount: 4, pageNo: 1, pageSize: 5 });
    expect(page.records.map((item) => [item.messageType, item.lfcontrolNo ?? item.plControlNo, item.status])).toEqual([
      ['PLI', 'PL2026112000001', 'Processing'],
      ['NSOA', 'LF2026110500001', 'Replied'],
      ['SOA', 'LF2026100300017', 'Replied'],
      ['PLI', 'PL2026101500001', 'Replied'],
    ]);
    const [processing, nonSoa, soa, parcel] = page.records;
    expect(processing).toMatchObject({ receivedOn: null, isRead: false, parcelInfo: null });
    expect(nonSoa?.extractInfos).toMatchObject({
      serviceType: 'Non-Requisition Statement of Account',
      propertyType: 'L',
      propAcNo: '30985416',
      referenceNo: 'TL/MTG/2026/0188',
      isChecked: false,
    });
    expect(soa?.extractInfos).toMatchObject({ serviceType: 'Statement of Account', referenceNo: 'TL/CONV/2026/0167', propAcNo: '30217845' });
    expect(parcel?.extractInfos).toMatchObject({
      serviceType: 'Parcel Land',
      parcelNo: 'P0311',
      landLotFormat: 'N',
      landLotMkTsId: 'MK',
      landLotMkTsNo: '27',
      landLotNo: '3150',
      applicantDetail: { referenceNo: 'TL/CONV/2026/0167', reqDate: '15/10/2026', purposeReq: '001' },
    });
    // Replied when it fell due, a day after it was sent.
    expect(parcel?.receivedOn).toBe('2026-10-16T02:30:00.000Z');
    expect(parcel?.parcelInfo).toMatchObject({
      parcelNo: 'P0311',
      lots: [expect.stringMatching(/^MK 27 - 03150[A-Z]$/), expect.stringMatching(/^MK 27 - 03151[A-Z]$/)],
      informationDate: '2026-10-16',
    });
    expect(soa?.parcelInfo).toBeNull();
  });

  it("are not Lee & Ong's: lawyer2 lists nothing of Tan & Lim and cannot print their replies", async () => {
    const page = await listing({}, lawyer2);
    expect(page.records).toEqual([]);
    expect(page.recordCount).toBe(0);
    const response = await print(['RPPLI2026101500001'], lawyer2, 'lawyer2');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ errormsg: messages.notFound });
  });

  it("answers 404 when loginId is not the caller's", async () => {
    expect((await server.post('/api/iras-listing', { loginId: 'lawyer2' }, lawyer1)).status).toBe(404);
    expect((await server.post('/api/iras-listing', { loginId: 'lawyer1' })).status).toBe(401);
  });
});

describe('printing replies', () => {
  it('opens the parcel land reply showing the parcel information, and marks it read', async () => {
    const [parcel] = (await listing({ searchText: 'PL2026101500001' })).records;
    const text = await printedText(['RPPLI2026101500001']);
    for (const expected of [
      'INLAND REVENUE AUTHORITY OF SINGAPORE',
      'Parcel Land Information',
      'RPPLI2026101500001',
      'PL2026101500001',
      'P0311',
      'Tan & Lim LLP',
      'SIMULATED REPLY',
    ]) {
      expect(text).toContain(expected);
    }
    for (const lot of parcel?.parcelInfo?.lots ?? []) expect(text).toContain(lot);
    expect(text).toContain(parcel?.parcelInfo?.tenure ?? '?');
    expect(text).toContain(parcel?.parcelInfo?.proprietors[0] ?? '?');
    expect((await listing({ searchText: 'PL2026101500001' })).records[0]?.isRead).toBe(true);
  });

  it('puts several replies into one PDF in the order asked: the statement of account shows the account, its lines and the balance', async () => {
    const text = await printedText(['RPSOA2026102000001', 'RPNSOA2026110500001']);
    expect(text.indexOf('LF2026100300017')).toBeLessThan(text.indexOf('LF2026110500001'));
    for (const expected of ['Statement of Account (Property Tax)', '30217845', '30985416', '8 SUNSET DRIVE', 'Property tax for', 'Balance'])
      expect(text).toContain(expected);
  });

  it("refuses an empty selection with the seed's message", async () => {
    const response = await print([]);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errormsg: string }).errormsg).toBe('Please select at least one option and print');
  });

  it('answers 404 for a request still processing or unknown, and prints nothing', async () => {
    expect((await print(['RPPLI2026112000001'])).status).toBe(404);
    expect((await print(['RPPLI2026101500001', 'RPNOSUCH'])).status).toBe(404);
  });

  it('gives a link that expires after a few minutes and cannot be forged', async () => {
    const { pdfURL } = (await (await print(['RPSOA2026102000001'])).json()) as { pdfURL: string };
    expect((await server.get(`${pdfURL}x`)).status).toBe(404);
    server.clock.advance(PDF_LINK_SECONDS * 1000 + 1000);
    const expired = await server.get(pdfURL);
    expect(expired.status).toBe(404);
    expect(await expired.json()).toEqual({ errormsg: messages.documentPdfLinkExpired });
  });
});

describe('the IRAS desk', () => {
  it('replies to a new parcel land request only once the configured delay has passed, with parcel information from its parcel and lots', async () => {
    const delay = server.config.agencyReplyDelayMs;
    const plControlNo = await requestParcelLand('TL/DESK/1', 'P5566', [
      { landLotFormat: 'N', landLotMkTsId: 'MK', landLotMkTsNo: '18', landLotNo: '1234X' },
      { landLotFormat: 'O', landLotMkTsId: 'TS', landLotMkTsNo: '7', landLotNo: '88' },
    ]);
    const itemOf = async () => (await listing({ searchText: plControlNo })).records[0];
    const sent = await itemOf();
    expect(sent).toMatchObject({ status: 'Processing', receivedOn: null, parcelInfo: null, isRead: false });

    server.clock.advance(delay - 1);
    expect((await itemOf())?.status).toBe('Processing');
    server.clock.advance(1);
    const replied = await itemOf();
    expect(replied?.status).toBe('Replied');
    expect(Date.parse(replied?.receivedOn ?? '')).toBe(Date.parse(sent?.createdDate ?? '') + delay);
    expect(replied?.parcelInfo).toMatchObject({
      parcelNo: 'P5566',
      lots: ['MK 18 - 01234X', expect.stringMatching(/^TS 07 - 00088[A-Z]$/)],
      informationDate: todayBy(server.clock),
    });
    expect(replied?.parcelInfo?.landAreaSqm).toBeGreaterThan(0);
    // The same parcel and lots always get the same information.
    const again = await requestParcelLand('TL/DESK/2', 'P5566', [
      { landLotFormat: 'N', landLotMkTsId: 'MK', landLotMkTsNo: '18', landLotNo: '1234X' },
      { landLotFormat: 'O', landLotMkTsId: 'TS', landLotMkTsNo: '7', landLotNo: '88' },
    ]);
    server.clock.advance(delay);
    const twin = (await listing({ searchText: again })).records[0];
    expect({ ...twin?.parcelInfo, informationDate: '' }).toEqual({ ...replied?.parcelInfo, informationDate: '' });
  });

  // Tagged postgres: only there do the calls overlap; PGlite's one connection runs them one after another.
  it('makes one reply however many collections run at once, and never collects for another firm', { tags: ['postgres'] }, async () => {
    const desk = createOtherServicesDesk({ db: server.db, files: fileStoreOf(server), clock: server.clock, config: server.config });
    const tanLim = await firmIdOfUser(server, 'lawyer1');
    // The demo's long-due requests, which the earlier tests' reads bring in, come in now when this test runs alone.
    await desk.collectReplies(tanLim);
    const plControlNo = await requestParcelLand('TL/DESK/3');
    server.clock.advance(server.config.agencyReplyDelayMs);
    expect(await desk.collectReplies(await firmIdOfUser(server, 'lawyer2'))).toBe(0);
    const collected = await Promise.all([desk.collectReplies(tanLim), desk.collectReplies(tanLim), desk.collectReplies(tanLim)]);
    expect(collected.reduce((sum, count) => sum + count, 0)).toBe(1);
    const [row] = await server.db.select().from(otherServiceRequests).where(eq(otherServiceRequests.plControlNo, plControlNo));
    expect(row).toMatchObject({ status: 'Replied' });
    expect(row?.replyFile).toMatch(/^replies\//);
  });
});

describe('paging and search', () => {
  it('pages by 5 by default, newest first, and counts every match', async () => {
    for (let index = 0; index < 6; index += 1) await requestParcelLand(`TL/PAGE/${index}`);
    const all = await listing();
    expect(all.pageSize).toBe(5);
    expect(all.records).toHaveLength(5);
    const second = await listing({ pageNo: 2 });
    expect(second.recordCount).toBe(all.recordCount);
    const ids = [...all.records, ...second.records].map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
    const created = [...all.records, ...second.records].map((item) => item.createdDate);
    expect([...created].sort().reverse()).toEqual(created);
    expect((await listing({ pageSize: 10 })).records).toHaveLength(10);
  });

  it('finds by LF or PL control no. or reference no., any part, any case; a page size off the list is a 400', async () => {
    const paged = await listing({ searchText: 'tl/page/' });
    expect(paged.recordCount).toBe(6);
    expect(paged.records.map((item) => item.extractInfos.referenceNo)).toEqual(['TL/PAGE/5', 'TL/PAGE/4', 'TL/PAGE/3', 'TL/PAGE/2', 'TL/PAGE/1']);
    expect((await listing({ searchText: 'tl/page/', pageNo: 2 })).records.map((item) => item.extractInfos.referenceNo)).toEqual(['TL/PAGE/0']);
    expect((await listing({ searchText: 'lf20261003' })).records.map((item) => item.rpControlNo)).toEqual(['RPSOA2026102000001']);
    expect((await listing({ searchText: 'pl20261120' })).recordCount).toBe(1);
    expect((await listing({ searchText: '100%_' })).recordCount).toBe(0);
    expect((await server.post('/api/iras-listing', { loginId: 'lawyer1', pageSize: 7 }, lawyer1)).status).toBe(400);
  });
});
