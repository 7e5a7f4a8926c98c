import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARCEL_LAND_AGENCY_DETAIL } from '../../src/domain/other-services/parcel-land-fee';
import { toWireDate } from '../../src/domain/other-services/parcel-land-form';
import { todayBy } from '../../src/server/clock';
import { otherServiceRequests } from '../../src/server/db/schema';
import { propertyIdOf } from './support/properties';
import { actorOf, recordedBy } from './support/recorded-events';
import { insertRequisition, IRAS, postWithKey } from './support/requisitions';
import { startTestServer, type Json, type TestServer } from './support/start-test-server';

/** Issue 20 "History": other services requested (SOA, non-SOA, parcel land) and their replies printed. */

let server: TestServer;
let jwt: string;
let actor: { firmId: number; actorUserId: number };
let sail: number;
let kembangan: number;

beforeAll(async () => {
  server = await startTestServer();
  jwt = await server.tokenFor('lawyer1');
  actor = await actorOf(server, 'lawyer1');
  [sail, kembangan] = [await propertyIdOf(server, 'PCN-2026-000101'), await propertyIdOf(server, 'PCN-2026-000103')];
});
afterAll(() => server.close());

let keys = 0;
const newKey = () => `history-services-${(keys += 1)}`;
const submit =
  (path: 'submitSOA' | 'submitNonSOA', lfControlNos: string[], key = newKey()) =>
  () =>
    postWithKey(server, `/api/${path}`, { loginId: 'lawyer1', lfControlNos }, jwt, key);
const OTHER_SERVICES = '/othersvc-listing';

function parcelLand(applicant: Json = {}): Json {
  return {
    action: 'Send',
    loginId: 'lawyer1',
    parcelNo: 'P1234',
    propertyDetail: { propAcNo: '30217845' },
    lotDetail: { landLotDetails: [{ landLotFormat: 'N', landLotMkTsId: 'MK', landLotMkTsNo: '18', landLotNo: '1234X' }] },
    applicantDetail: {
      referenceNo: 'TL/PL/HIST/1',
      emailAddress: 'conveyancing@tanlim.com.sg',
      reqDate: toWireDate(todayBy(server.clock)),
      applicantSolicitor: 'Tan Wei Ming',
      sellSolTel: '62201234',
      purposeReq: '001',
      applicantAddress: '80 Robinson Road',
      ...applicant,
    },
    agenciesDetail: [{ ...PARCEL_LAND_AGENCY_DETAIL }],
  };
}

describe('requests', () => {
  it('submitSOA records service.requested once per case, naming the requisitions; a retry records nothing', async () => {
    const onSail = await insertRequisition(server, { propertyRefNo: 'PCN-2026-000101', agencies: [IRAS] });
    const onDuxton = await insertRequisition(server, { propertyRefNo: 'PCN-2026-000106', agencies: [IRAS] });
    const key = newKey();
    const events = await recordedBy(server, submit('submitSOA', [onSail.lfcontrolNo, onDuxton.lfcontrolNo], key));
    expect(events).toMatchObject([
      {
        ...actor,
        kind: 'service.requested',
        summary: `Requested a statement of account for requisition ${onSail.lfcontrolNo}.`,
        propertyId: sail,
        link: OTHER_SERVICES,
        at: new Date(server.clock.nowMs()),
      },
      {
        ...actor,
        kind: 'service.requested',
        summary: `Requested a statement of account for requisition ${onDuxton.lfcontrolNo}.`,
        propertyId: onDuxton.propertyId,
      },
    ]);
    expect(await recordedBy(server, submit('submitSOA', [onSail.lfcontrolNo, onDuxton.lfcontrolNo], key))).toEqual([]);
  });

  it('a refused submitSOA records nothing: an unknown requisition, or one whose statement is processing', async () => {
    expect(await recordedBy(server, submit('submitSOA', ['LF000000000000']), 404)).toEqual([]);
    const requisition = await insertRequisition(server, { propertyRefNo: 'PCN-2026-000101', agencies: [IRAS] });
    expect(await recordedBy(server, submit('submitSOA', [requisition.lfcontrolNo]))).toHaveLength(1);
    expect(await recordedBy(server, submit('submitSOA', [requisition.lfcontrolNo]), 409)).toEqual([]);
  });

  it('submitNonSOA records one event for the account of a case and one, without a case, for the rest', async () => {
    const search = await server.post('/api/searchNonSOA', { loginId: 'lawyer1', strPropType: 'B', strBlk: '123', strStrtName: 'ANG MO KIO' }, jwt);
    const { searchResult } = (await search.json()) as { searchResult: Array<{ propActNo: string }> };
    const flat = searchResult[0]?.propActNo ?? '';
    const events = await recordedBy(server, submit('submitNonSOA', ['30217845', flat]));
    expect(events).toMatchObject([
      {
        ...actor,
        kind: 'service.requested',
        summary: 'Requested a non-requisition statement of account for property account 30217845.',
        propertyId: kembangan,
        link: OTHER_SERVICES,
      },
      {
        ...actor,
        kind: 'service.requested',
        summary: `Requested a non-requisition statement of account for property account ${flat}.`,
        propertyId: null,
      },
    ]);
    expect(await recordedBy(server, submit('submitNonSOA', ['NOT-LISTED']), 404)).toEqual([]);
  });

  it('lr-parcel-land records service.requested naming its PL number; a refused one nothing', async () => {
    const events = await recordedBy(server, () => postWithKey(server, '/api/lr-parcel-land', parcelLand(), jwt, newKey()));
    const [row] = await server.db.select().from(otherServiceRequests).where(eq(otherServiceRequests.referenceNo, 'TL/PL/HIST/1'));
    expect(events).toMatchObject([
      {
        ...actor,
        kind: 'service.requested',
        summary: `Requested parcel land information (${row?.plControlNo}).`,
        propertyId: kembangan,
        link: OTHER_SERVICES,
      },
    ]);
    expect(await recordedBy(server, () => postWithKey(server, '/api/lr-parcel-land', parcelLand({ emailAddress: '' }), jwt, newKey()), 400)).toEqual(
      [],
    );
  });
});

describe('othersvc-print', () => {
  const print = (rpControlNos: string[]) => () =>
    server.post(
      '/api/othersvc-print',
      { loginId: 'lawyer1', lrPrint: rpControlNos.map((rpControlNo) => ({ rpControlNo, messageType: 'SOA' })) },
      jwt,
    );

  it('records service.printed per case printed; a reply not in yet (refused) or none chosen records nothing', async () => {
    const requisition = await insertRequisition(server, { propertyRefNo: 'PCN-2026-000101', agencies: [IRAS] });
    expect(await recordedBy(server, submit('submitSOA', [requisition.lfcontrolNo]))).toHaveLength(1);
    const [row] = await server.db
      .select()
      .from(otherServiceRequests)
      .where(and(eq(otherServiceRequests.kind, 'soa'), eq(otherServiceRequests.lfControlNo, requisition.lfcontrolNo)));
    const rpControlNo = row?.rpControlNo ?? '';
    expect(await recordedBy(server, print([rpControlNo]), 404)).toEqual([]);
    expect(await recordedBy(server, print([]), 400)).toEqual([]);

    server.clock.advance(server.config.agencyReplyDelayMs);
    expect(await recordedBy(server, print([rpControlNo]))).toMatchObject([
      {
        ...actor,
        kind: 'service.printed',
        summary: `Printed the Statement of Account reply ${rpControlNo}.`,
        propertyId: sail,
        link: OTHER_SERVICES,
      },
    ]);
  });

  it('reads record nothing: the listing and the searches', async () => {
    const listing = () => server.post('/api/iras-listing', { loginId: 'lawyer1', pageNo: 1, pageSize: 5, searchText: '' }, jwt);
    expect(await recordedBy(server, listing)).toEqual([]);
  });
});
