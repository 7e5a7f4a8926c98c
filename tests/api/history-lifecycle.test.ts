import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties, users } from '../../src/server/db/schema';
import { addSaleProperty } from './support/contacts';
import { addCaseWithParties } from './support/documents';
import { json, propertyIdOf } from './support/properties';
import { eventsSince as eventsSinceOf, lastEventId as lastEventIdOf } from './support/recorded-events';
import { startTestServer, type Json, type TestServer } from './support/start-test-server';

/**
 * Issue 20 "History": the lifecycle's writes — a step confirmed or withdrawn, stamp duty saved or printed — each append
 * their event with the case's stage after the write, refusals none.
 */

let server: TestServer;
let jwt: string;
let lawyer2: string;
let actor: { firmId: number; userPk: number };

beforeAll(async () => {
  server = await startTestServer();
  [jwt, lawyer2] = await Promise.all([server.tokenFor('lawyer1'), server.tokenFor('lawyer2')]);
  const [user] = await server.db.select({ userPk: users.id, firmId: users.firmId }).from(users).where(eq(users.userId, 'lawyer1'));
  if (!user) throw new Error('no lawyer1');
  actor = user;
});
afterAll(() => server.close());

const lastEventId = () => lastEventIdOf(server);

const eventsSince = (since: number) => eventsSinceOf(server, since);

type Reply = { status: number; body: Json };
const post = async (path: string, body: unknown, token = jwt): Promise<Reply> => json<Json>(await server.post(`/api/${path}`, body, token));

/** The events a successful write recorded. */
async function recordedBy(write: () => Promise<Reply>) {
  const since = await lastEventId();
  const { status, body } = await write();
  expect([status, body.errormsg]).toEqual([200, undefined]);
  return eventsSince(since);
}

/** Refused writes answer their statuses and leave the history as it was. */
async function expectNothingRecorded(writes: ReadonlyArray<() => Promise<Reply>>, statuses: readonly number[]) {
  const since = await lastEventId();
  const answered: number[] = [];
  for (const write of writes) answered.push((await write()).status);
  expect(answered).toEqual(statuses);
  expect(await eventsSince(since)).toEqual([]);
}

const onCase = (propertyId: number) => ({
  firmId: actor.firmId,
  actorUserId: actor.userPk,
  propertyId,
  link: `/property-summary/${propertyId}`,
});

const confirm =
  (propertyId: number, stage: string, on: string, extra: Json = {}) =>
  () =>
    post('confirm-case-stage', { propertyId, stage, on, ...extra });
const withdraw = (propertyId: number, stage: string) => () => post('withdraw-case-stage', { propertyId, stage });

describe('confirm-case-stage and withdraw-case-stage', () => {
  it('records the step confirmed with its date, and the stage the case reached', async () => {
    const id = await addCaseWithParties(server, jwt, 'TL/HIST/C1');
    expect(await recordedBy(confirm(id, 'optionExercised', '2025-11-12', { signedAbroad: true }))).toMatchObject([
      {
        ...onCase(id),
        kind: 'stage.confirmed',
        summary: 'Confirmed option exercised on 12-Nov-2025 (signed outside Singapore).',
        changes: [{ field: 'Option exercised', before: null, after: '12-Nov-2025' }],
        stage: 'optionExercised',
        at: new Date(server.clock.nowMs()),
      },
    ]);
    expect(await recordedBy(confirm(id, 'stampDutyPaid', '2025-11-14'))).toMatchObject([
      { ...onCase(id), kind: 'stage.confirmed', summary: 'Confirmed stamp duty paid on 14-Nov-2025.', stage: 'stampDutyPaid' },
    ]);
  });

  it('records a confirmation withdrawn, with the stage the case fell back to', async () => {
    const id = await addCaseWithParties(server, jwt, 'TL/HIST/C2');
    await confirm(id, 'optionExercised', '2025-11-12')();
    expect(await recordedBy(withdraw(id, 'optionExercised'))).toMatchObject([
      {
        ...onCase(id),
        kind: 'stage.withdrawn',
        summary: 'Withdrew the confirmation of option exercised of 12-Nov-2025.',
        changes: [{ field: 'Option exercised', before: '12-Nov-2025', after: null }],
        stage: 'partiesInPlace',
      },
    ]);
  });

  it('records the case closed, as closed', async () => {
    const id = await addCaseWithParties(server, jwt, 'TL/HIST/C3');
    await confirm(id, 'completed', '2025-12-01')();
    expect(await recordedBy(confirm(id, 'closed', '2025-12-02'))).toMatchObject([
      { ...onCase(id), kind: 'stage.confirmed', summary: 'Confirmed the case closed on 02-Dec-2025.', stage: 'closed' },
    ]);
  });

  it('records nothing for a refused confirmation or withdrawal', async () => {
    const id = await addCaseWithParties(server, jwt, 'TL/HIST/C4');
    await confirm(id, 'optionExercised', '2025-11-12')();
    await confirm(id, 'stampDutyPaid', '2025-11-14')();
    await expectNothingRecorded(
      [
        confirm(id, 'completed', '2999-01-01'),
        confirm(id, 'completed', '2025-11-01'),
        confirm(id, 'stampDutyPaid', '2025-11-15'),
        confirm(id, 'closed', '2025-11-15'),
        confirm(id, 'someday', '2025-11-15'),
        withdraw(id, 'optionExercised'),
        withdraw(id, 'completed'),
        () => post('confirm-case-stage', { propertyId: id, stage: 'completed', on: '2025-12-01' }, lawyer2),
        () => post('withdraw-case-stage', { propertyId: id, stage: 'stampDutyPaid' }, lawyer2),
      ],
      [400, 400, 409, 409, 400, 409, 409, 404, 404],
    );
  });
});

/** A Singapore citizen's second home at S$1.5 million, documents dated 15 Jan 2026: BSD 44,600, ABSD 20 %. */
const BUYER = { price: 1_500_000, use: 'RESIDENTIAL', buyer: 'SC', propertiesOwned: 1, documentDate: '2026-01-15' } as const;
const SELLER = { price: 1_500_000, use: 'RESIDENTIAL', acquiredOn: '2025-07-04', disposedOn: '2026-01-15' } as const;

describe('save-case-stamp-duty', () => {
  it('records the stamp duty saved: its total and parts, then what a new calculation changed', async () => {
    const id = await addSaleProperty(server, jwt, { lawfirmRefNo: 'TL/HIST/SD1' });
    expect(await recordedBy(() => post('save-case-stamp-duty', { propertyId: id, kind: 'buyer', request: BUYER }))).toMatchObject([
      {
        ...onCase(id),
        kind: 'stamp-duty.saved',
        summary: 'Saved the buyer’s stamp duty of S$344,600.',
        stage: 'opened',
        changes: [
          { field: 'Buyer’s stamp duty (BSD)', before: null, after: 'S$44,600' },
          { field: 'Additional buyer’s stamp duty (ABSD)', before: null, after: 'S$300,000 at 20%' },
          { field: 'Total', before: null, after: 'S$344,600' },
        ],
      },
    ]);
    const firstHome = { ...BUYER, price: 2_000_000, propertiesOwned: 0 };
    expect(await recordedBy(() => post('save-case-stamp-duty', { propertyId: id, kind: 'buyer', request: firstHome }))).toMatchObject([
      {
        kind: 'stamp-duty.saved',
        summary: 'Saved the buyer’s stamp duty of S$69,600.',
        changes: [
          { field: 'Buyer’s stamp duty (BSD)', before: 'S$44,600', after: 'S$69,600' },
          { field: 'Additional buyer’s stamp duty (ABSD)', before: 'S$300,000 at 20%', after: 'S$0 at 0%' },
          { field: 'Total', before: 'S$344,600', after: 'S$69,600' },
        ],
      },
    ]);
    expect(await recordedBy(() => post('save-case-stamp-duty', { propertyId: id, kind: 'seller', request: SELLER }))).toMatchObject([
      {
        kind: 'stamp-duty.saved',
        summary: 'Saved the seller’s stamp duty of S$240,000.',
        changes: [
          { field: 'Seller’s stamp duty rate', before: null, after: '16%' },
          { field: 'Seller’s stamp duty (SSD)', before: null, after: 'S$240,000' },
        ],
      },
    ]);
  });

  it('records nothing for a refused save', async () => {
    const id = await addSaleProperty(server, jwt, { lawfirmRefNo: 'TL/HIST/SD2' });
    const [mortgage] = await server.db.select({ id: properties.id }).from(properties).where(eq(properties.lawfirmRefNo, 'TL/MTG/2026/0188'));
    const closed = await propertyIdOf(server, 'PCN-2026-000104');
    await expectNothingRecorded(
      [
        () => post('save-case-stamp-duty', { propertyId: id, kind: 'buyer', request: { ...BUYER, price: -1 } }),
        () => post('save-case-stamp-duty', { propertyId: closed, kind: 'buyer', request: BUYER }),
        () => post('save-case-stamp-duty', { propertyId: mortgage?.id ?? 0, kind: 'buyer', request: BUYER }),
        () => post('save-case-stamp-duty', { propertyId: id, kind: 'buyer', request: BUYER }, lawyer2),
      ],
      [400, 409, 409, 404],
    );
  });
});

describe('print-case-stamp-duty', () => {
  it('records the stamp duty printed', async () => {
    const id = await addSaleProperty(server, jwt, { lawfirmRefNo: 'TL/HIST/SD3' });
    await post('save-case-stamp-duty', { propertyId: id, kind: 'seller', request: SELLER });
    expect(await recordedBy(() => post('print-case-stamp-duty', { propertyId: id, kind: 'seller' }))).toMatchObject([
      { ...onCase(id), kind: 'stamp-duty.printed', summary: 'Printed the seller’s stamp duty.', changes: [], stage: 'opened' },
    ]);
  });

  it('records nothing when there is nothing to print', async () => {
    const id = await addSaleProperty(server, jwt, { lawfirmRefNo: 'TL/HIST/SD4' });
    await post('save-case-stamp-duty', { propertyId: id, kind: 'buyer', request: BUYER });
    await expectNothingRecorded(
      [
        () => post('print-case-stamp-duty', { propertyId: id, kind: 'seller' }),
        () => post('print-case-stamp-duty', { propertyId: id, kind: 'mortgage' }),
        () => post('print-case-stamp-duty', { propertyId: id, kind: 'buyer' }, lawyer2),
      ],
      [404, 400, 404],
    );
  });
});
