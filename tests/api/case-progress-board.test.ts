import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBMIT_MIN_INTERVAL_MS } from '../../src/domain/requisitions/submit-pace';
import { fillMissingCaseProgress } from '../../src/server/case/fill-case-progress';
import { todayBy } from '../../src/server/clock';
import { caseProgressSummaries, properties, users, type CaseProgressSummaryRow } from '../../src/server/db/schema';
import { clientIdOf } from './support/contacts';
import {
  addCaseWithParties,
  documentForm,
  dssSignRequest,
  getProperty,
  otpRequest,
  postForm,
  savedDocumentId,
  signedScan,
  type DocumentJson,
} from './support/documents';
import { daysFromToday, json, sailPayload } from './support/properties';
import { postWithKey, requisitionBody, IRAS } from './support/requisitions';
import { startTestServer, type Json, type TestServer } from './support/start-test-server';

/*
 * The deadlines board's summary row (case_progress) follows every kind of write that changes what a case's stage,
 * next deadline or own lawyer is read from, in the write's own transaction: each test makes the write through the
 * API and reads the row straight from the database.
 */

let server: TestServer;
let lawyer1: string;
let lawyer1Pk: number;
let pdf: Uint8Array<ArrayBuffer>;

beforeAll(async () => {
  server = await startTestServer();
  [lawyer1, pdf] = await Promise.all([server.tokenFor('lawyer1'), signedScan()]);
  const [user] = await server.db.select({ id: users.id }).from(users).where(eq(users.userId, 'lawyer1'));
  lawyer1Pk = user?.id ?? 0;
});
afterAll(() => server.close());

async function rowOf(propertyId: number): Promise<CaseProgressSummaryRow | undefined> {
  const [row] = await server.db.select().from(caseProgressSummaries).where(eq(caseProgressSummaries.propertyId, propertyId));
  return row;
}

async function post(path: string, body: unknown): Promise<Json> {
  const { status, body: reply } = await json(await server.post(`/api/${path}`, body, lawyer1));
  if (status !== 200) throw new Error(`${path} answered ${status}: ${JSON.stringify(reply)}`);
  return reply;
}

/** A day's deadline falls due at the last moment of that day in Singapore. */
const endOf = (date: string) => new Date(`${date}T23:59:59.999+08:00`);
const at4pm = (date: string) => new Date(`${date}T16:00:00+08:00`);

describe('the board row follows the case’s property writes', () => {
  it('gives a new case its row at once: opened, its completion date next, no lawyer yet', async () => {
    const added = await post('add-property', sailPayload(server, { lawfirmRefNo: 'TL/BOARD/ADD' }));
    expect(await rowOf(Number(added.id))).toMatchObject({
      stage: 'opened',
      nextKind: 'completion',
      nextLabel: 'Completion',
      nextDueAt: endOf(daysFromToday(server, 60)),
      lawyerId: null,
      lawyerUserId: null,
      closed: false,
    });
  });

  it('moves the deadline with an updated completion date, and drops it when the date is cleared', async () => {
    const added = await post('add-property', sailPayload(server, { lawfirmRefNo: 'TL/BOARD/UPDATE' }));
    const id = Number(added.id);
    await post('update-property', { ...added, completionDate: daysFromToday(server, 9) });
    expect((await rowOf(id))?.nextDueAt).toEqual(endOf(daysFromToday(server, 9)));
    // Without MCST details the completion date may be left empty.
    await post('update-property', { ...added, version: 2, completionDate: '', mcstNo: '', mcstDetails: [] });
    expect(await rowOf(id)).toMatchObject({ nextKind: null, nextLabel: null, nextDueAt: null });
  });

  it('takes the row away with a deleted case', async () => {
    const added = await post('add-property', sailPayload(server, { lawfirmRefNo: 'TL/BOARD/DELETE' }));
    await post('delete-property/', { id: added.id });
    expect(await rowOf(Number(added.id))).toBeUndefined();
  });
});

describe('the board row follows the assignments', () => {
  it('reaches "parties in place" with the four parties, naming the firm’s own lawyer (the seller’s on a Sale)', async () => {
    const id = await addCaseWithParties(server, lawyer1, 'TL/BOARD/PARTIES');
    const row = await rowOf(id);
    expect(row).toMatchObject({ stage: 'partiesInPlace', lawyerUserId: lawyer1Pk });
    const [property] = await server.db.select({ sellerLawyerId: properties.sellerLawyerId }).from(properties).where(eq(properties.id, id));
    expect(row?.lawyerId).toBe(property?.sellerLawyerId);

    await post('remove-assigned-lawyer', { propertyInfoId: id, lawyerFlag: 'S' });
    expect(await rowOf(id)).toMatchObject({ stage: 'opened', lawyerId: null, lawyerUserId: null });
  });

  it('names the buyer’s lawyer when the firm acts for the buyer', async () => {
    const added = await post('add-property', sailPayload(server, { lawfirmRefNo: 'TL/BOARD/BUYER', transactionTypeName: 'Purchase' }));
    const id = Number(added.id);
    await post('add-client-to-property', {
      propertyInfoId: id,
      clientFlag: 'B',
      clientInfoId: await clientIdOf(server, 'Tan Ah Kow'),
      buyersellerFlag: 'B',
    });
    await post('add-lawyer-to-property', { propertyInfoId: id, lawyer: { userId: 'newlawyer', referenceNumber: 'TL/NAR' }, lawyerFlag: 'B' });
    const [newlawyer] = await server.db.select({ id: users.id }).from(users).where(eq(users.userId, 'newlawyer'));
    expect((await rowOf(id))?.lawyerUserId).toBe(newlawyer?.id);
  });
});

describe('the board row follows the documents', () => {
  it('puts the OTP’s expiry next once saved (4 p.m. by default), and moves it when the OTP is saved again', async () => {
    const id = await addCaseWithParties(server, lawyer1, 'TL/BOARD/OTP');
    const today = todayBy(server.clock);
    const saved = await post('add-property-document', otpRequest(id, { propertyDocument: { signedOn: today, expiry: daysFromToday(server, 7) } }));
    expect(await rowOf(id)).toMatchObject({ nextKind: 'optionExpiry', nextLabel: 'Option expires', nextDueAt: at4pm(daysFromToday(server, 7)) });

    await post(
      'update-property-document',
      otpRequest(id, { version: 1, propDocId: saved.id, propertyDocument: { signedOn: today, expiry: daysFromToday(server, 3) } }),
    );
    expect((await rowOf(id))?.nextDueAt).toEqual(at4pm(daysFromToday(server, 3)));
  });

  it('moves the stage with a signed copy uploaded, and back when it is removed', async () => {
    const id = await addCaseWithParties(server, lawyer1, 'TL/BOARD/WTA');
    const response = await postForm(
      server,
      'upload-signed-document',
      documentForm({ propId: String(id), documentModule: 'wta', signedFile: { bytes: pdf } }),
      lawyer1,
    );
    const [copy] = (await response.json()) as DocumentJson[];
    expect((await rowOf(id))?.stage).toBe('warrantSigned');

    await post('remove-property-document-template', { propertyId: id, propDocId: copy?.id });
    expect((await rowOf(id))?.stage).toBe('partiesInPlace');
  });

  it('reaches "S.65 notice sent" when the notice is sent', async () => {
    const id = await addCaseWithParties(server, lawyer1, 'TL/BOARD/S65');
    const s65Id = await savedDocumentId(server, lawyer1, id, 's65', { s65McstNo: '2978', s65McstMaName: 'SAVILLS' });
    await post('send-message-to-user', {
      propertyId: id,
      templateType: 'template1',
      templateModule: 's65',
      propertyDocumentId: s65Id,
      propertyDocumentMetadata: {},
      propertyDocument: { documentType: 'TEMPLATE' },
      recipents: ['Hui Min Yeo||huimin.yeo@yeolaw.sg'],
      senderName: 'Tan Wei Ming',
    });
    expect((await rowOf(id))?.stage).toBe('noticeSent');
  });

  it('reaches "S.65 notice sent" when DSS brings back both lawyers’ signatures', async () => {
    const id = await addCaseWithParties(server, lawyer1, 'TL/BOARD/DSS');
    const s65Id = await savedDocumentId(server, lawyer1, id, 's65', { s65McstNo: '2978', s65McstMaName: 'SAVILLS' });
    await post('dss/sign-with-dss', dssSignRequest(id, s65Id));
    server.clock.advance(server.config.dssSignDelayMs);
    // Reading the property settles the signatures that are due.
    await getProperty(server, id, lawyer1);
    expect((await rowOf(id))?.stage).toBe('noticeSent');
  });
});

describe('the board row follows the confirmations', () => {
  it('puts stamp duty next once the exercise is confirmed, steps back when it is withdrawn, and closes the case', async () => {
    const id = await addCaseWithParties(server, lawyer1, 'TL/BOARD/CONFIRM');
    const today = todayBy(server.clock);
    await post('confirm-case-stage', { propertyId: id, stage: 'optionExercised', on: today });
    expect(await rowOf(id)).toMatchObject({ stage: 'optionExercised', nextKind: 'stampDuty', nextDueAt: endOf(daysFromToday(server, 14)) });

    await post('withdraw-case-stage', { propertyId: id, stage: 'optionExercised' });
    expect(await rowOf(id)).toMatchObject({ stage: 'partiesInPlace', nextKind: 'completion' });

    await post('confirm-case-stage', { propertyId: id, stage: 'completed', on: today });
    await post('confirm-case-stage', { propertyId: id, stage: 'closed', on: today });
    expect(await rowOf(id)).toMatchObject({ stage: 'closed', closed: true, nextKind: null, nextDueAt: null });
  });
});

describe('the board row follows the requisitions', () => {
  it('expects the agency’s reply once a requisition is submitted, and meets it when the reply comes in', async () => {
    const id = await addCaseWithParties(server, lawyer1, 'TL/BOARD/SUBMIT');
    server.clock.advance(SUBMIT_MIN_INTERVAL_MS);
    const sentAt = server.clock.nowMs();
    const submitted = await postWithKey(server, '/api/submitDD', requisitionBody(id, [IRAS]), lawyer1);
    expect(submitted.status).toBe(200);
    // IRAS publishes a reply within a day.
    expect(await rowOf(id)).toMatchObject({
      nextKind: 'requisitionReply',
      nextLabel: 'IRAS reply expected',
      nextDueAt: new Date(sentAt + 86_400_000),
    });

    server.clock.advance(server.config.agencyReplyDelayMs);
    // The board collects the replies that are due, as the requisition pages do.
    await post('get-deadlines-board', { pageNo: 1, pageSize: 5 });
    expect(await rowOf(id)).toMatchObject({ stage: 'requisitionsReplied', nextKind: 'completion' });
  });

  it('expects the replies of a draft once it is submitted from the cart, not before', async () => {
    const id = await addCaseWithParties(server, lawyer1, 'TL/BOARD/DRAFT');
    server.clock.advance(SUBMIT_MIN_INTERVAL_MS);
    const drafted = (await (await postWithKey(server, '/api/draftDD', requisitionBody(id, [IRAS]), lawyer1)).json()) as { lfcontrolNo: string };
    expect((await rowOf(id))?.nextKind).toBe('completion');

    await post('submitOrDiscardDraftedDueDiligences', {
      loginId: 'lawyer1',
      lfControlNos: [drafted.lfcontrolNo],
      allLfControlNos: [drafted.lfcontrolNo],
      isSubmit: true,
    });
    expect((await rowOf(id))?.nextKind).toBe('requisitionReply');
  });
});

describe('filling the rows at start', () => {
  it('has given every case of the seeded database its row', async () => {
    const [cases] = await server.db.select({ value: count() }).from(properties);
    const [rows] = await server.db.select({ value: count() }).from(caseProgressSummaries);
    expect(rows?.value).toBe(cases?.value);
  });

  it('gives the cases without a row theirs, as they are, and leaves the rest', async () => {
    const before = await server.db.select().from(caseProgressSummaries).orderBy(caseProgressSummaries.propertyId);
    const lost = before.slice(0, 3).map((row) => row.propertyId);
    for (const propertyId of lost) await server.db.delete(caseProgressSummaries).where(eq(caseProgressSummaries.propertyId, propertyId));

    expect(await fillMissingCaseProgress(server.db, new Date(server.clock.nowMs()))).toBe(3);
    const after = await server.db.select().from(caseProgressSummaries).orderBy(caseProgressSummaries.propertyId);
    const withoutTime = (rows: CaseProgressSummaryRow[]) => rows.map(({ updatedAt: _updatedAt, ...row }) => row);
    expect(withoutTime(after)).toEqual(withoutTime(before));
    expect(await fillMissingCaseProgress(server.db, new Date(server.clock.nowMs()))).toBe(0);
  });
});
