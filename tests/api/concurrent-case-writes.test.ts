// @module-tag postgres
// Runs on PostgreSQL only (docs/testing.md): writes on one case at once, with the reply collector running beside them.
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/messages';
import { SUBMIT_MIN_INTERVAL_MS } from '../../src/domain/requisitions/submit-pace';
import { refreshCaseProgress } from '../../src/server/case/case-progress-store';
import { IN_MEMORY } from '../../src/server/config';
import { createDatabase } from '../../src/server/db/create-database';
import type { Database } from '../../src/server/db/database';
import type { FirmId } from '../../src/server/db/firm-scope';
import {
  caseProgressSummaries,
  dueDiligences,
  historyEvents,
  notifications,
  properties,
  propertyDocuments,
  requisitionAgencyRequests,
  users,
} from '../../src/server/db/schema';
import { retryingWhole } from '../../src/server/db/transaction-retry';
import { silentLogger } from '../../src/server/logger';
import { collectArrivals } from '../../src/server/notifications/arrivals-sweep';
import { addSaleProperty } from './support/contacts';
import { makeActive, pdfOf, postUpload, uploadForm, type DocumentItem } from './support/document-centre';
import { propertyIdOf } from './support/properties';
import { agencySimulatorOf, fileStoreOf, firmIdOfUser, IRAS, postWithKey, requisitionBody } from './support/requisitions';
import { startTestServer, type TestServer } from './support/start-test-server';

/**
 * Several people of one firm working on one case at the same moment: drafting and submitting requisitions,
 * uploading documents, while the server brings in the agencies' replies. PostgreSQL runs them side by side, and
 * every one must be answered as if it had been alone (a 200, or the submit pace's 429), never with a 500, and the
 * case must add up afterwards: every answered write stored once with its history, nothing half-written.
 */

/** Users of Tan & Lim LLP; their set-up steps are marked done, so each may write on the firm's cases. */
const WRITERS = ['lawyer1', 'newlawyer', 'nouen', 'expired1'] as const;
/** Rounds of each mix: enough that today's lock orders met a deadlock in every run, a few seconds in all. */
const ROUNDS = 12;

type WriteKind = 'draft' | 'submit' | 'upload';
interface Answer {
  kind: WriteKind;
  status: number;
  body: { lfcontrolNo?: string; errormsg?: string; documents?: DocumentItem[] };
}

let server: TestServer;
let tokens: string[];
let firmId: FirmId;
let caseId: number;
let caseRef: string;
let pdf: Uint8Array<ArrayBuffer>;
const answers: Answer[] = [];

beforeAll(async () => {
  // Replies fall due the moment a request is sent, so the collector claims them while the next writes run.
  server = await startTestServer({ AGENCY_REPLY_DELAY_MS: '0' });
  await server.db
    .update(users)
    .set({ disclaimerAccepted: true, uenUpdated: true, passwordState: 'ok' })
    .where(inArray(users.userId, [...WRITERS]));
  tokens = await Promise.all(WRITERS.map((userId) => server.tokenFor(userId)));
  firmId = await firmIdOfUser(server, 'lawyer1');
  caseId = await addSaleProperty(server, tokens[0] ?? '', { lawfirmRefNo: 'TL/CONCURRENT/0001' });
  caseRef = await makeActive(server, caseId);
  pdf = await pdfOf('concurrent');
  // The demo's long-due replies are brought in first: the collector below then works on this case's alone.
  await collectArrivals(sweepDeps([]));
});
afterAll(() => server.close());

function sweepDeps(errors: unknown[]) {
  const logger = { ...silentLogger, error: (_message: string, error?: unknown) => errors.push(error) };
  return {
    db: server.db,
    files: fileStoreOf(server),
    clock: server.clock,
    config: server.config,
    agencies: agencySimulatorOf(server),
    signing: undefined,
    logger,
  };
}

/** One write by the writer `writer` (an index into WRITERS), answered and kept for the checks. */
async function write(kind: WriteKind, writer: number): Promise<Answer> {
  const jwt = tokens[writer] ?? '';
  const response =
    kind === 'upload'
      ? await postUpload(server, jwt, uploadForm([{ bytes: pdf, name: `scan by ${WRITERS[writer]}.pdf`, propControlNo: caseRef }]))
      : await postWithKey(
          server,
          kind === 'draft' ? '/api/draftDD' : '/api/submitDD',
          requisitionBody(caseId, [IRAS], { loginId: WRITERS[writer] }),
          jwt,
        );
  const answer: Answer = { kind, status: response.status, body: (await response.json()) as Answer['body'] };
  answers.push(answer);
  return answer;
}

/**
 * ROUNDS rounds of the mix, each round's writes sent at once, with the server's reply collector (collectArrivals,
 * as the background work runs it) looking for replies all the while. Answers what each write answered and what the
 * collector logged as failed.
 */
async function runMix(mix: ReadonlyArray<readonly [WriteKind, number]>): Promise<{ answered: Answer[]; collectorErrors: unknown[] }> {
  const collectorErrors: unknown[] = [];
  let writing = true;
  const collector = (async () => {
    while (writing) {
      await collectArrivals(sweepDeps(collectorErrors));
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  })();
  const answered: Answer[] = [];
  try {
    for (let round = 0; round < ROUNDS; round += 1) {
      // Each writer may submit once a round: the pace counts from the writer's previous submission.
      server.clock.advance(SUBMIT_MIN_INTERVAL_MS);
      answered.push(...(await Promise.all(mix.map(([kind, writer]) => write(kind, writer)))));
    }
  } finally {
    writing = false;
    await collector;
  }
  return { answered, collectorErrors };
}

/** 200, or for a second submission of one writer the pace's refusal: never a 500, never a 503. */
function expectAnsweredAsAlone(answered: readonly Answer[]): void {
  const unexpected = answered.filter((answer) => answer.status !== 200 && !(answer.kind === 'submit' && answer.status === 429));
  expect(unexpected.map((answer) => `${answer.kind}: ${answer.status} ${answer.body.errormsg ?? ''}`)).toEqual([]);
  for (const answer of answered.filter((one) => one.status === 429)) expect(answer.body.errormsg).toBe(messages.requisitionSubmitTooFast);
}

const fileNames = async (folder: string) => {
  const names: string[] = [];
  for await (const file of fileStoreOf(server).list()) if (file.path.startsWith(`${folder}/`)) names.push(file.path);
  return names;
};

/**
 * The case as every answer so far says it is, after one last collection: each answered requisition stored once
 * (drafts in the cart, submissions replied to, with their reply files), each answered upload's document and file,
 * one history event per write and per reply, one notice per reply, and the case's progress row as its records say.
 */
async function expectCaseConsistent(): Promise<void> {
  const errors: unknown[] = [];
  await collectArrivals(sweepDeps(errors));
  expect(errors).toEqual([]);
  const ok = (kind: WriteKind) => answers.filter((answer) => answer.kind === kind && answer.status === 200);

  const requisitions = await server.db.select().from(dueDiligences).where(eq(dueDiligences.propertyId, caseId));
  const stored = (drafted: 'Y' | 'N') => requisitions.filter((row) => row.drafted === drafted).map((row) => row.lfControlNo);
  expect(stored('Y').toSorted()).toEqual(
    ok('draft')
      .map((answer) => answer.body.lfcontrolNo)
      .toSorted(),
  );
  expect(stored('N').toSorted()).toEqual(
    ok('submit')
      .map((answer) => answer.body.lfcontrolNo)
      .toSorted(),
  );

  const requests = await server.db
    .select()
    .from(requisitionAgencyRequests)
    .where(
      inArray(
        requisitionAgencyRequests.dueDiligenceId,
        requisitions.map((row) => row.id),
      ),
    );
  expect(requests).toHaveLength(requisitions.length);
  const replied = requests.filter((request) => request.status === 'Replied');
  expect(requests.filter((request) => request.status === 'Draft')).toHaveLength(ok('draft').length);
  expect(replied).toHaveLength(ok('submit').length);
  const replies = await fileNames('replies');
  for (const request of replied) expect(replies).toContain(request.replyFilePath);
  const caseReplies = replies.filter((name) => requests.some((request) => name.startsWith(`replies/${request.rpControlNo}-`)));
  expect(caseReplies.toSorted()).toEqual(replied.map((request) => request.replyFilePath).toSorted());

  const documents = await server.db.select().from(propertyDocuments).where(eq(propertyDocuments.propertyId, caseId));
  const uploaded = ok('upload').flatMap((answer) => answer.body.documents ?? []);
  expect(documents.map((document) => document.id).toSorted()).toEqual(uploaded.map((document) => document.id).toSorted());
  const uploads = await fileNames('uploads');
  expect(uploads.filter((name) => name.startsWith(`uploads/${caseRef}-`)).toSorted()).toEqual(
    documents.map((document) => document.filePath).toSorted(),
  );
  expect((await fileNames('uploads')).filter((name) => name.includes('/.'))).toEqual([]);

  const events = await server.db.select({ kind: historyEvents.kind }).from(historyEvents).where(eq(historyEvents.propertyId, caseId));
  const eventCount = (kind: string) => events.filter((event) => event.kind === kind).length;
  expect({
    drafted: eventCount('requisition.drafted'),
    submitted: eventCount('requisition.submitted'),
    uploaded: eventCount('document.uploaded'),
    replied: eventCount('requisition.replied'),
  }).toEqual({ drafted: ok('draft').length, submitted: ok('submit').length, uploaded: ok('upload').length, replied: replied.length });
  const notices = await server.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.propertyId, caseId), eq(notifications.kind, 'requisition.replied')));
  expect(notices).toHaveLength(replied.length);

  const progressRow = async () => {
    const [row] = await server.db.select().from(caseProgressSummaries).where(eq(caseProgressSummaries.propertyId, caseId));
    return { ...row, updatedAt: undefined };
  };
  const kept = await progressRow();
  await server.db.transaction((tx) => refreshCaseProgress(tx, firmId, caseId, new Date(server.clock.nowMs())));
  expect(kept).toEqual(await progressRow());
}

describe('concurrent writes on one case, with the reply collector running', () => {
  it('drafts and submits requisitions at the same moment', async () => {
    const { answered, collectorErrors } = await runMix([
      ['draft', 0],
      ['submit', 1],
      ['draft', 2],
      ['submit', 3],
    ]);
    expectAnsweredAsAlone(answered);
    expect(collectorErrors).toEqual([]);
    await expectCaseConsistent();
  });

  it('drafts a requisition and uploads documents at the same moment', async () => {
    const { answered, collectorErrors } = await runMix([
      ['draft', 0],
      ['upload', 1],
      ['draft', 2],
      ['upload', 3],
    ]);
    expectAnsweredAsAlone(answered);
    expect(collectorErrors).toEqual([]);
    await expectCaseConsistent();
  });

  it('makes two drafts, an upload and a submission at the same moment', async () => {
    const { answered, collectorErrors } = await runMix([
      ['draft', 0],
      ['draft', 1],
      ['upload', 2],
      ['submit', 3],
      ['upload', 0],
      ['submit', 1],
    ]);
    expectAnsweredAsAlone(answered);
    expect(collectorErrors).toEqual([]);
    await expectCaseConsistent();
  });
});

// PGlite is one connection: nothing there can take two case rows in opposite order at once.
describe.skipIf(!process.env.TEST_DATABASE_URL)('a transaction PostgreSQL ends as a deadlock', () => {
  /** A handle of its own on the test server's database, whose retries are logged here. */
  async function handleLoggingTo(warnings: string[]) {
    return createDatabase(
      { dataDir: IN_MEMORY, databaseUrl: server.config.databaseUrl },
      { ...silentLogger, warn: (message) => warnings.push(message) },
    );
  }

  /**
   * Two transactions that each lock one demo case row and then, once both hold theirs, the other's: PostgreSQL ends
   * one of them as a deadlock (after deadlock_timeout, a second). Counts the transactions' runs.
   */
  async function crossLocks(db: Database, around: <T>(work: () => Promise<T>) => Promise<T> = (work) => work()): Promise<number> {
    const [a, b] = await Promise.all([propertyIdOf(server, 'PCN-2026-000101'), propertyIdOf(server, 'PCN-2026-000103')]);
    let holding = 0;
    let bothHold: () => void = () => undefined;
    const bothHolding = new Promise<void>((resolve) => (bothHold = resolve));
    let runs = 0;
    const lockInOrder = (first: number, second: number) =>
      around(() =>
        db.transaction(async (tx) => {
          runs += 1;
          await tx.select({ id: properties.id }).from(properties).where(eq(properties.id, first)).for('update');
          holding += 1;
          if (holding === 2) bothHold();
          await bothHolding;
          await tx.select({ id: properties.id }).from(properties).where(eq(properties.id, second)).for('update');
        }),
      );
    await Promise.all([lockInOrder(a, b), lockInOrder(b, a)]);
    return runs;
  }

  it('runs it again, with a warning in the log, and both transactions get through', async () => {
    const warnings: string[] = [];
    const handle = await handleLoggingTo(warnings);
    try {
      expect(await crossLocks(handle.db)).toBe(3);
    } finally {
      await handle.close();
    }
    expect(warnings).toEqual([expect.stringMatching(/deadlock \(SQLSTATE 40P01\).*attempt 2 of 3/)]);
  });

  it('runs work that writes files around its transaction again as a whole, not the transaction alone', async () => {
    const warnings: string[] = [];
    const handle = await handleLoggingTo(warnings);
    let wholeRuns = 0;
    const whole = <T>(work: () => Promise<T>) =>
      retryingWhole(handle.db, () => {
        wholeRuns += 1;
        return work();
      });
    try {
      const transactionRuns = await crossLocks(handle.db, whole);
      expect({ wholeRuns, transactionRuns }).toEqual({ wholeRuns: 3, transactionRuns: 3 });
    } finally {
      await handle.close();
    }
    expect(warnings).toHaveLength(1);
  });
});
