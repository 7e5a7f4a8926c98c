import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { findAgencyFee } from '../../../src/domain/requisitions/agencies';
import { lfControlNumber } from '../../../src/domain/requisitions/control-numbers';
import { chargeLineFor } from '../../../src/domain/requisitions/fees';
import { SUBMIT_MIN_INTERVAL_MS } from '../../../src/domain/requisitions/submit-pace';
import { todayBy } from '../../../src/server/clock';
import { verifiedFirmId, type FirmId } from '../../../src/server/db/firm-scope';
import { dueDiligences, requisitionAgencyRequests, users, type RequisitionAgencyRequest } from '../../../src/server/db/schema';
import { agencyRequestRows } from '../../../src/server/requisitions/agency-rows';
import type { AgencyGateway } from '../../../src/server/services/agency/agency-gateway';
import { createAgencySimulator } from '../../../src/server/services/agency/agency-simulator';
import { createFileStore, type FileStore } from '../../../src/server/services/files/file-store';
import { propertyIdOf } from './properties';
import { startTestServer, type TestServer } from './start-test-server';

export interface RequisitionServer {
  server: TestServer;
  /** lawyer1's token: Tan & Lim LLP, whose cases the tests raise requisitions on. */
  tanLim: string;
  /** lawyer2's token: Lee & Ong Law Corporation, to whom everything of Tan & Lim's is a 404. */
  leeOng: string;
}

/**
 * The hooks of a file calling the requisition routes: a test server with a token of each demo firm, handed to
 * `started` for the file's own variables and closed after the file. Before each test the clock moves past the
 * submit pace (SUBMIT_MIN_INTERVAL_MS), so no test is refused as too fast because of the test before it.
 */
export function withRequisitionServer(started: (running: RequisitionServer) => void): void {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer();
    const [tanLim, leeOng] = await Promise.all([server.tokenFor('lawyer1'), server.tokenFor('lawyer2')]);
    started({ server, tanLim, leeOng });
  });
  afterAll(() => server?.close());
  beforeEach(() => server?.clock.advance(SUBMIT_MIN_INTERVAL_MS));
}

/** Agency lines as [agencyCode, deptCode], in the order chosen. */
export type AgencyLines = ReadonlyArray<readonly [agencyCode: string, deptCode: string]>;

/** The lines the submit and draft tests raise most. */
export const IRAS = ['IRAS', 'IRAS'] as const;
export const URA = ['URA', 'URA'] as const;

/** The firm of a demo user, as a verified session would give it. */
export async function firmIdOfUser(server: TestServer, userId: string): Promise<FirmId> {
  const [user] = await server.db.select({ firmId: users.firmId }).from(users).where(eq(users.userId, userId));
  if (!user) throw new Error(`no user ${userId}`);
  return verifiedFirmId(user.firmId);
}

/** The server's own file store (the directory the test server was given). */
export const fileStoreOf = (server: TestServer): FileStore => createFileStore(server.config.filesDir);

/**
 * An agency simulator over the test server's database, files and clock: the same replies the server's own
 * would make, for tests that collect directly or inject a failing file store.
 */
export function agencySimulatorOf(server: TestServer, files: FileStore = fileStoreOf(server)): AgencyGateway {
  return createAgencySimulator({ db: server.db, files, clock: server.clock, config: server.config });
}

export interface RequisitionFixture {
  propertyRefNo: string;
  agencies: AgencyLines;
  /** Who raised it; lawyer1 unless named. */
  userId?: string;
  /** A draft in the cart instead of a submitted requisition. */
  drafted?: boolean;
  /** ACRA parties, '||'-joined as stored. */
  acra?: { ppr?: string; bpr?: string; ebpr?: string };
}

export interface InsertedRequisition {
  id: number;
  lfcontrolNo: string;
  propertyId: number;
  /** One per agency line, in the order given. */
  rpControlNos: string[];
}

let sequence = 90_000;

/**
 * A requisition stored as /draftDD would store it and, unless drafted, submitted at the clock's now through
 * the agency simulator (its requests Processing, due a reply AGENCY_REPLY_DELAY_MS later).
 */
export async function insertRequisition(server: TestServer, fixture: RequisitionFixture): Promise<InsertedRequisition> {
  const userId = fixture.userId ?? 'lawyer1';
  const firmId = await firmIdOfUser(server, userId);
  const [user] = await server.db.select({ id: users.id }).from(users).where(eq(users.userId, userId));
  const propertyId = await propertyIdOf(server, fixture.propertyRefNo);
  const now = new Date(server.clock.nowMs());
  sequence += 1;
  const lfcontrolNo = lfControlNumber(todayBy(server.clock), sequence);
  const drafted = fixture.drafted ?? false;
  const [row] = await server.db
    .insert(dueDiligences)
    .values({
      firmId,
      propertyId,
      lfControlNo: lfcontrolNo,
      drafted: drafted ? 'Y' : 'N',
      createdAt: now,
      createdBy: user?.id,
      submittedAt: drafted ? null : now,
      updatedAt: now,
    })
    .returning({ id: dueDiligences.id });
  if (!row) throw new Error('the requisition was not stored');
  const lines = fixture.agencies.map(([agencyCode, deptCode]) => {
    const fee = findAgencyFee(agencyCode, deptCode);
    if (!fee) throw new Error(`unknown agency ${agencyCode} ${deptCode}`);
    return chargeLineFor(fee, 1);
  });
  const acra = { ppr: fixture.acra?.ppr ?? '', bpr: fixture.acra?.bpr ?? '', ebpr: fixture.acra?.ebpr ?? '' };
  const requests = agencyRequestRows({ firmId, dueDiligenceId: row.id, lfcontrolNo }, lines, acra);
  await server.db.insert(requisitionAgencyRequests).values(requests);
  if (!drafted) await agencySimulatorOf(server).send(server.db, { firmId, dueDiligenceId: row.id, lfcontrolNo });
  return { id: row.id, lfcontrolNo, propertyId, rpControlNos: requests.map((request) => request.rpControlNo) };
}

/** The stored agency request with this RP control number. */
export async function agencyRequest(server: TestServer, rpControlNo: string): Promise<RequisitionAgencyRequest> {
  const [row] = await server.db.select().from(requisitionAgencyRequests).where(eq(requisitionAgencyRequests.rpControlNo, rpControlNo));
  if (!row) throw new Error(`no agency request ${rpControlNo}`);
  return row;
}

/** A RequisitionRequest for these agency lines as the screen sends it (its fees are the client's, never charged). */
export function requisitionBody(propertyId: number, agencies: AgencyLines, overrides: Record<string, unknown> = {}) {
  return {
    loginId: 'lawyer1',
    action: 'Send',
    propertyId,
    propertyDetail: { planInd: 'N' },
    agenciesDetail: agencies.map(([agencyCode, deptCode]) => ({ agencyCode, deptCode, chargeCode: 'X', applFee: 0.01, applGst: 0, usageQty: 1 })),
    ...overrides,
  };
}

/** POST with an Idempotency-Key header, as submitRequisition / draftRequisition send it. */
export async function postWithKey(server: TestServer, path: string, body: unknown, jwt: string, idempotencyKey?: string): Promise<Response> {
  return server.app.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${jwt}`, ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}) },
    body: JSON.stringify(body),
  });
}

/** The stored requisition with this LF control number and its agency requests, in RP order. */
export async function storedRequisition(server: TestServer, lfcontrolNo: string) {
  const [requisition] = await server.db.select().from(dueDiligences).where(eq(dueDiligences.lfControlNo, lfcontrolNo));
  if (!requisition) throw new Error(`no requisition ${lfcontrolNo}`);
  const requests = await server.db
    .select()
    .from(requisitionAgencyRequests)
    .where(eq(requisitionAgencyRequests.dueDiligenceId, requisition.id))
    .orderBy(requisitionAgencyRequests.rpControlNo);
  return { requisition, requests };
}
