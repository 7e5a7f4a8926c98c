import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PARCEL_LAND_AGENCY_DETAIL } from '../../src/domain/other-services/parcel-land-fee';
import { toWireDate } from '../../src/domain/other-services/parcel-land-form';
import { todayBy } from '../../src/server/clock';
import type { FirmId } from '../../src/server/db/firm-scope';
import { caseProgressSummaries, historyEvents, notifications, properties, users } from '../../src/server/db/schema';
import { silentLogger } from '../../src/server/logger';
import { collectArrivals } from '../../src/server/notifications/arrivals-sweep';
import { createFileStore } from '../../src/server/services/files/file-store';
import { addCaseWithParties, getProperty, savedDocumentId } from './support/documents';
import { agencyRequest, agencySimulatorOf, firmIdOfUser, insertRequisition, postWithKey } from './support/requisitions';
import { startTestServer, type TestServer } from './support/start-test-server';

/**
 * Issue 20 "Notifications": the answers that arrive by themselves — an agency's reply, the tax desk's reply, a DSS
 * signature — each append their history event (the product's own write: no actor) and tell the case's lawyer, in
 * the transaction that stores the answer. A refused request brings nothing in.
 */

let server: TestServer;
let lawyer1: string;
let lawyer1Pk: number;
let tanLim: FirmId;

const sweepDeps = () => ({
  db: server.db,
  files: createFileStore(server.config.filesDir),
  clock: server.clock,
  config: server.config,
  agencies: agencySimulatorOf(server),
  signing: undefined,
  logger: silentLogger,
});

beforeAll(async () => {
  server = await startTestServer();
  lawyer1 = await server.tokenFor('lawyer1');
  tanLim = await firmIdOfUser(server, 'lawyer1');
  const [user] = await server.db.select({ id: users.id }).from(users).where(eq(users.userId, 'lawyer1'));
  lawyer1Pk = user?.id ?? 0;
});
afterAll(() => server.close());
// The demo's answers are long due: bring them all in, so each test sees only its own.
beforeEach(async () => {
  await collectArrivals(sweepDeps());
});

const eventCount = async () => (await server.db.select({ n: count() }).from(historyEvents))[0]?.n ?? 0;

const eventsOf = (kind: string, propertyId: number | null) =>
  server.db
    .select()
    .from(historyEvents)
    .where(and(eq(historyEvents.kind, kind), propertyId === null ? undefined : eq(historyEvents.propertyId, propertyId)))
    .orderBy(desc(historyEvents.id));

const noticesOfEvents = (eventIds: number[]) => server.db.select().from(notifications).where(inArray(notifications.eventId, eventIds));

/** The user the case's notices go to, as the case progress and the case say. */
async function lawyerOfCase(propertyId: number): Promise<number> {
  const [row] = await server.db
    .select({ lawyer: caseProgressSummaries.lawyerUserId, createdBy: properties.createdBy })
    .from(properties)
    .leftJoin(caseProgressSummaries, eq(caseProgressSummaries.propertyId, properties.id))
    .where(eq(properties.id, propertyId));
  return row?.lawyer ?? row?.createdBy ?? 0;
}

async function stageOf(propertyId: number): Promise<string | undefined> {
  const [row] = await server.db
    .select({ stage: caseProgressSummaries.stage })
    .from(caseProgressSummaries)
    .where(eq(caseProgressSummaries.propertyId, propertyId));
  return row?.stage;
}

describe("an agency's reply", () => {
  it('is recorded with no actor on the case, linking to its requisitions, and its lawyer is told', async () => {
    const requisition = await insertRequisition(server, { propertyRefNo: 'PCN-2026-000101', agencies: [['IRAS', 'IRAS']] });
    server.clock.advance(server.config.agencyReplyDelayMs);
    const response = await server.post('/api/checkStatusIntreq', { lf_control_no: requisition.lfcontrolNo }, lawyer1);
    expect(response.status).toBe(200);

    const [event] = await eventsOf('requisition.replied', requisition.propertyId);
    expect(event).toMatchObject({
      firmId: tanLim,
      actorUserId: null,
      propertyId: requisition.propertyId,
      summary: 'IRAS replied to the requisition.',
      link: `/property-duediligence/${requisition.propertyId}`,
      changes: [],
      stage: await stageOf(requisition.propertyId),
    });
    expect(event?.at.getTime()).toBe(server.clock.nowMs());
    expect(await noticesOfEvents([event?.id ?? 0])).toMatchObject([
      {
        firmId: tanLim,
        userId: await lawyerOfCase(requisition.propertyId),
        propertyId: requisition.propertyId,
        kind: 'requisition.replied',
        title: 'PCN-2026-000101: IRAS replied to the requisition.',
        link: `/property-duediligence/${requisition.propertyId}`,
        readAt: null,
      },
    ]);
  });

  it('is one event and one notice per agency that replied', async () => {
    const requisition = await insertRequisition(server, {
      propertyRefNo: 'PCN-2026-000101',
      agencies: [
        ['URA', 'URA'],
        ['LTA', 'RTS'],
      ],
    });
    const before = await eventCount();
    server.clock.advance(server.config.agencyReplyDelayMs);
    expect((await server.post('/api/checkStatus', { loginId: 'lawyer1', lfControlNo: [requisition.lfcontrolNo] }, lawyer1)).status).toBe(200);
    const events = (await eventsOf('requisition.replied', requisition.propertyId)).slice(0, 2);
    expect(events.map((event) => event.summary).sort()).toEqual(['LTA - RTS replied to the requisition.', 'URA replied to the requisition.']);
    expect(await eventCount()).toBe(before + 2);
    expect(await noticesOfEvents(events.map((event) => event.id))).toHaveLength(2);
  });

  it('is not brought in by a refused request: nothing recorded, the request still Processing', async () => {
    const requisition = await insertRequisition(server, { propertyRefNo: 'PCN-2026-000101', agencies: [['BCA', 'BCA']] });
    server.clock.advance(server.config.agencyReplyDelayMs);
    const before = await eventCount();
    expect((await server.post('/api/checkStatusIntreq', { lf_control_no: 42 }, lawyer1)).status).toBe(400);
    expect(await eventCount()).toBe(before);
    expect(await agencyRequest(server, requisition.rpControlNos[0] ?? '')).toMatchObject({ status: 'Processing' });
  });
});

let parcelKeys = 0;
async function requestParcelLand(propAcNo = ''): Promise<void> {
  const body = {
    action: 'Send',
    loginId: 'lawyer1',
    parcelNo: 'P7788',
    lotDetail: { landLotDetails: [{ landLotFormat: 'N', landLotMkTsId: 'MK', landLotMkTsNo: '18', landLotNo: '1234X' }] },
    applicantDetail: {
      referenceNo: 'TL/NOTIFY/1',
      propAcNo,
      emailAddress: 'conveyancing@tanlim.com.sg',
      reqDate: toWireDate(todayBy(server.clock)),
      applicantSolicitor: 'Tan Wei Ming',
      sellSolTel: '62201234',
      purposeReq: '002',
      applicantAddress: '',
    },
    agenciesDetail: [{ ...PARCEL_LAND_AGENCY_DETAIL }],
  };
  const response = await postWithKey(server, '/api/lr-parcel-land', body, lawyer1, `notify-parcel-${(parcelKeys += 1)}`);
  expect(response.status).toBe(200);
}

describe("the tax desk's reply to an other-service request", () => {
  it('on no case is recorded without a case, linking to the listing, and whoever asked is told', async () => {
    await requestParcelLand();
    server.clock.advance(server.config.agencyReplyDelayMs);
    const listing = await server.post('/api/iras-listing', { loginId: 'lawyer1', pageNo: 1, pageSize: 5 }, lawyer1);
    expect(listing.status).toBe(200);

    const [event] = await server.db
      .select()
      .from(historyEvents)
      .where(eq(historyEvents.kind, 'service.replied'))
      .orderBy(desc(historyEvents.id))
      .limit(1);
    expect(event).toMatchObject({
      firmId: tanLim,
      actorUserId: null,
      propertyId: null,
      summary: 'IRAS replied to the parcel land information request.',
      link: '/othersvc-listing',
      changes: [],
      stage: null,
    });
    expect(await noticesOfEvents([event?.id ?? 0])).toMatchObject([
      {
        userId: lawyer1Pk,
        propertyId: null,
        kind: 'service.replied',
        title: 'IRAS replied to the parcel land information request.',
        link: '/othersvc-listing',
      },
    ]);
  });

  it('is not brought in by a refused listing', async () => {
    await requestParcelLand();
    server.clock.advance(server.config.agencyReplyDelayMs);
    const before = await eventCount();
    expect((await server.post('/api/iras-listing', { loginId: 'lawyer1', pageNo: 'one', pageSize: 5 }, lawyer1)).status).toBe(400);
    expect(await eventCount()).toBe(before);
  });
});

describe('a DSS signature coming back', () => {
  let caseId: number;
  let s65Id: number;

  beforeAll(async () => {
    caseId = await addCaseWithParties(server, lawyer1, 'TL/NOTIFY/DSS');
    s65Id = await savedDocumentId(server, lawyer1, caseId, 's65', { s65McstNo: '4321', s65McstMaName: 'THE MANAGING AGENT' });
  });

  it('is refused with the bad request that asked: nothing settled, nothing recorded', async () => {
    const signing = await server.post(
      '/api/dss/sign-with-dss',
      {
        arranger: 'Tan Wei Ming',
        signingParty: ['SELLERLAWYER'],
        documents: [{ propertyDocumentId: s65Id, fileName: 'S65.pdf' }],
        transactionId: '',
        propertyId: caseId,
        loggedInUser: 'lawyer1',
      },
      lawyer1,
    );
    expect(signing.status).toBe(200);
    server.clock.advance(server.config.dssSignDelayMs);
    const before = await eventCount();
    expect((await server.get('/api/get-property/not-a-number', lawyer1)).status).toBe(400);
    expect(await eventCount()).toBe(before);
  });

  it("is recorded per signed copy on the case, linking to its S.65, and the case's lawyer is told", async () => {
    const property = await getProperty(server, caseId, lawyer1);
    expect(property.s65SellerLawyerSigned).toBe(true);
    const [event] = await eventsOf('document.signed', caseId);
    expect(event).toMatchObject({
      actorUserId: null,
      propertyId: caseId,
      summary: "Received the S.65 notice signed by the seller's lawyer through DSS.",
      link: `/property-s65form/${caseId}`,
      changes: [],
      stage: await stageOf(caseId),
    });
    expect(await noticesOfEvents([event?.id ?? 0])).toMatchObject([
      {
        userId: await lawyerOfCase(caseId),
        kind: 'document.signed',
        title: expect.stringMatching(/^PCN-\d{4}-\d{6}: Received the S\.65 notice signed by the seller's lawyer through DSS\.$/) as unknown,
      },
    ]);
  });
});

// Tagged postgres: the background sweep, which every server process on a PostgreSQL database runs.
describe('the server sweeping for arrived answers', { tags: ['postgres'] }, () => {
  it('brings in what fell due while nobody read, for every firm', async () => {
    const requisition = await insertRequisition(server, { propertyRefNo: 'PCN-2026-000101', agencies: [['PUB', 'PUB']] });
    server.clock.advance(server.config.agencyReplyDelayMs);
    expect(await collectArrivals(sweepDeps())).toBe(1);
    expect(await agencyRequest(server, requisition.rpControlNos[0] ?? '')).toMatchObject({ status: 'Replied' });
    expect((await eventsOf('requisition.replied', requisition.propertyId))[0]?.summary).toBe('PUB replied to the requisition.');
    expect(await collectArrivals(sweepDeps())).toBe(0);
  });
});
