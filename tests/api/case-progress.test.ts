import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/messages';
import { todayBy } from '../../src/server/clock';
import { caseConfirmations, properties } from '../../src/server/db/schema';
import { addSaleProperty } from './support/contacts';
import { addFiledDocument, pdfOf } from './support/document-centre';
import { startTestServer, type Json, type TestServer } from './support/start-test-server';

interface Progress {
  stage: string;
  stageName: string;
  next: { stage: string; name: string; step: string } | null;
  steps: Array<{ stage: string; done: boolean }>;
  confirmations: Array<{ stage: string; on: string; by: string }>;
  canConfirm: string[];
  canWithdraw: string[];
  deadlines: Array<{ kind: string; dueDate: string; state: string }>;
  nextDeadline: { kind: string } | null;
}

describe('a case’s progress on its lifecycle (get-case-progress, confirm-case-stage, withdraw-case-stage)', () => {
  let server: TestServer;
  let lawyer1: string;
  let lawyer2: string;
  let today: string;

  beforeAll(async () => {
    server = await startTestServer();
    [lawyer1, lawyer2] = await Promise.all([server.tokenFor('lawyer1'), server.tokenFor('lawyer2')]);
    today = todayBy(server.clock);
  });
  afterAll(() => server.close());

  const call = async (path: string, body: Json, jwt = lawyer1) => {
    const response = await server.post(path, body, jwt);
    return { status: response.status, body: (await response.json()) as Progress & { errormsg?: string } };
  };
  const progressOf = async (propertyId: number) => (await call('/api/get-case-progress', { propertyId })).body;
  const confirm = (propertyId: number, stage: string, on: string, extra: Json = {}) =>
    call('/api/confirm-case-stage', { propertyId, stage, on, ...extra });
  const daysAgo = (days: number) => new Date(Date.parse(`${today}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

  /** A new Sale with its information complete and its four primary parties taken from a demo case of the firm. */
  async function activeSale(): Promise<number> {
    const id = await addSaleProperty(server, lawyer1);
    const [demo] = await server.db.select().from(properties).where(eq(properties.propertyRefNo, 'PCN-2026-000101'));
    if (!demo) throw new Error('no demo case');
    await server.db
      .update(properties)
      .set({
        informationComplete: true,
        buyerId: demo.buyerId,
        sellerId: demo.sellerId,
        buyerLawyerId: demo.buyerLawyerId,
        sellerLawyerId: demo.sellerLawyerId,
      })
      .where(eq(properties.id, id));
    return id;
  }

  it('starts a new case at "Case opened" with the parties as its next step', async () => {
    const id = await addSaleProperty(server, lawyer1);
    const progress = await progressOf(id);
    expect(progress).toMatchObject({ stage: 'opened', stageName: 'Case opened', next: { stage: 'partiesInPlace' }, confirmations: [] });
    expect(progress.steps.map((step) => step.stage)).toHaveLength(10);
  });

  it('follows the signed copies on file, then the lawyer’s confirmations with who and when', async () => {
    const id = await activeSale();
    expect((await progressOf(id)).stage).toBe('partiesInPlace');
    await addFiledDocument(server, { propertyId: id, bytes: await pdfOf('wta'), documentModule: 'wta', uploadType: 'SIGNED' });
    await addFiledDocument(server, { propertyId: id, bytes: await pdfOf('otp'), documentModule: 'otp', uploadType: 'SIGNED' });
    expect(await progressOf(id)).toMatchObject({
      stage: 'optionGranted',
      next: { stage: 'optionExercised' },
      canConfirm: ['optionExercised', 'completed'],
    });

    const exercised = await confirm(id, 'optionExercised', daysAgo(10), { signedAbroad: true });
    expect(exercised.status).toBe(200);
    expect(exercised.body).toMatchObject({
      stage: 'optionExercised',
      confirmations: [{ stage: 'optionExercised', on: daysAgo(10), signedAbroad: true, by: 'lawyer1' }],
    });
    // Signed abroad: stamp duty falls due 30 days after the exercise, 20 days from today.
    expect(exercised.body.deadlines.find((deadline) => deadline.kind === 'stampDuty')).toMatchObject({ dueDate: daysAgo(-20), state: 'upcoming' });
    expect(exercised.body.nextDeadline).toMatchObject({ kind: 'stampDuty', dueDate: daysAgo(-20) });
    const paid = await confirm(id, 'stampDutyPaid', daysAgo(2));
    expect(paid.body.deadlines.find((deadline) => deadline.kind === 'stampDuty')?.state).toBe('done');
    expect(paid.body).toMatchObject({ stage: 'stampDutyPaid', next: { stage: 'requisitionsReplied' }, canWithdraw: ['stampDutyPaid'] });
  });

  it('refuses a date in the future, one before the step it follows, and one that does not exist, keeping nothing', async () => {
    const id = await activeSale();
    await confirm(id, 'optionExercised', daysAgo(5));
    const future = await confirm(id, 'completed', '2999-01-01');
    expect(future).toMatchObject({ status: 400, body: { errormsg: messages.caseConfirmDateInFuture } });
    const before = await confirm(id, 'stampDutyPaid', daysAgo(6));
    expect(before.status).toBe(400);
    expect(before.body.errormsg).toMatch(/^The date of 'Stamp duty paid' cannot be before 'Option exercised' \(\d{2}-[A-Z][a-z]{2}-\d{4}\)\.$/);
    expect((await confirm(id, 'completed', '2026-02-30')).status).toBe(400);
    const stored = await server.db.select().from(caseConfirmations).where(eq(caseConfirmations.propertyId, id));
    expect(stored.map((row) => row.stage)).toEqual(['optionExercised']);
  });

  it('refuses stamp duty before the exercise, a second confirmation, and closing before completion (409)', async () => {
    const id = await activeSale();
    expect(await confirm(id, 'stampDutyPaid', today)).toMatchObject({ status: 409, body: { errormsg: messages.caseConfirmNotNow('stampDutyPaid') } });
    expect((await confirm(id, 'closed', today)).status).toBe(409);
    await confirm(id, 'completed', today);
    expect((await confirm(id, 'completed', today)).status).toBe(409);
  });

  it('closes a completed case, which locks it; a closed case takes no more confirmations or withdrawals', async () => {
    const id = await activeSale();
    await confirm(id, 'completed', daysAgo(1));
    const closed = await confirm(id, 'closed', today);
    expect(closed.body).toMatchObject({ stage: 'closed', next: null, canConfirm: [], canWithdraw: [], deadlines: [] });
    const [row] = await server.db.select({ locked: properties.locked }).from(properties).where(eq(properties.id, id));
    expect(row?.locked).toBe(true);
    expect((await call('/api/withdraw-case-stage', { propertyId: id, stage: 'completed' })).status).toBe(409);
  });

  it('withdraws a mistaken confirmation, but not one a later confirmation needs', async () => {
    const id = await activeSale();
    await confirm(id, 'optionExercised', daysAgo(3));
    await confirm(id, 'stampDutyPaid', daysAgo(1));
    expect((await call('/api/withdraw-case-stage', { propertyId: id, stage: 'optionExercised' })).status).toBe(409);
    expect((await call('/api/withdraw-case-stage', { propertyId: id, stage: 'stampDutyPaid' })).body).toMatchObject({ stage: 'optionExercised' });
    expect((await call('/api/withdraw-case-stage', { propertyId: id, stage: 'optionExercised' })).body).toMatchObject({
      stage: 'partiesInPlace',
      confirmations: [],
    });
  });

  it('keeps one firm’s cases from another: 404 for another firm’s case, whatever the call', async () => {
    const id = await activeSale();
    expect((await call('/api/get-case-progress', { propertyId: id }, lawyer2)).status).toBe(404);
    expect((await call('/api/confirm-case-stage', { propertyId: id, stage: 'completed', on: today }, lawyer2)).status).toBe(404);
    expect((await call('/api/withdraw-case-stage', { propertyId: id, stage: 'completed' }, lawyer2)).status).toBe(404);
  });

  it('gives a mortgage its shorter path and refuses the steps it does not have', async () => {
    const [mortgage] = await server.db.select({ id: properties.id }).from(properties).where(eq(properties.lawfirmRefNo, 'TL/MTG/2026/0188'));
    const progress = await progressOf(mortgage?.id ?? 0);
    expect(progress.steps.map((step) => step.stage)).toEqual([
      'opened',
      'partiesInPlace',
      'warrantSigned',
      'requisitionsReplied',
      'completed',
      'closed',
    ]);
    expect((await confirm(mortgage?.id ?? 0, 'optionExercised', today)).status).toBe(409);
  });
});
