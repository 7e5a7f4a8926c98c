import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { historyEvents, properties, users } from '../../src/server/db/schema';
import { json, landLotNo, propertyIdOf, sailPayload } from './support/properties';
import { eventsSince as eventsSinceOf, lastEventId as lastEventIdOf } from './support/recorded-events';
import { startTestServer, type Json, type TestServer } from './support/start-test-server';

/** Issue 20 "History": a case's own writes (add, duplicate, update, delete) each append their event, refusals none. */

let server: TestServer;
let jwt: string;
let actor: { firmId: number; userPk: number };

beforeAll(async () => {
  server = await startTestServer();
  jwt = await server.tokenFor('lawyer1');
  const [user] = await server.db.select({ userPk: users.id, firmId: users.firmId }).from(users).where(eq(users.userId, 'lawyer1'));
  if (!user) throw new Error('no lawyer1');
  actor = user;
});
afterAll(() => server.close());

const lastEventId = () => lastEventIdOf(server);

/** What the writes since `since` recorded, oldest first. */
const eventsSince = (since: number) => eventsSinceOf(server, since);

const getProperty = async (id: number) => (await json(await server.get(`/api/get-property/${id}`, jwt))).body;
const add = (payload: Json, key?: string) =>
  server.app.request('/api/add-property', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${jwt}`, ...(key ? { 'Idempotency-Key': key } : {}) },
    body: JSON.stringify(payload),
  });

async function addSail(lawfirmRefNo: string): Promise<Json & { id: number; propertyRefNo: string }> {
  const { status, body } = await json<Json & { id: number; propertyRefNo: string }>(await add(sailPayload(server, { lawfirmRefNo })));
  expect(status).toBe(200);
  return body;
}

describe('add-property', () => {
  it('records the case created: by whom, the fields set, a link to its details, the stage it opened at', async () => {
    const since = await lastEventId();
    const added = await addSail('TL/HIST/0001');
    const [event, ...more] = await eventsSince(since);
    expect(more).toEqual([]);
    expect(event).toMatchObject({
      firmId: actor.firmId,
      actorUserId: actor.userPk,
      kind: 'case.created',
      summary: `Created case ${added.propertyRefNo} (TL/HIST/0001).`,
      propertyId: added.id,
      link: `/property-details/${added.id}`,
      stage: 'opened',
      at: new Date(server.clock.nowMs()),
    });
    expect(event?.changes).toContainEqual({ field: 'Reference No.', before: null, after: 'TL/HIST/0001' });
    expect(event?.changes).toContainEqual({ field: 'Street Name', before: null, after: 'MARINA BOULEVARD' });
    expect(event?.changes).toContainEqual({ field: 'Lot 1: MK/TS No.', before: null, after: '30' });
    expect(event?.changes).toContainEqual({ field: 'MCST 1: MCST No.', before: null, after: '2978' });
    expect(event?.changes).toContainEqual({ field: 'Contact No', before: null, after: '*****234' });
  });

  it('records a duplicate as a case created of its own', async () => {
    const original = await addSail('TL/HIST/0002');
    const since = await lastEventId();
    const { id: _id, propertyRefNo: _no, ...copy } = await getProperty(original.id);
    const { status, body } = await json<{ id: number; propertyRefNo: string }>(await add(copy));
    expect(status).toBe(200);
    expect(await eventsSince(since)).toMatchObject([
      { kind: 'case.created', propertyId: body.id, summary: `Created case ${body.propertyRefNo} (TL/HIST/0002).` },
    ]);
  });

  it('records nothing for a refused add, nor for a retry the first request already answered', async () => {
    const since = await lastEventId();
    expect((await add(sailPayload(server, { lawfirmRefNo: '', streetName: '' }))).status).toBe(400);
    expect(await eventsSince(since)).toEqual([]);

    const first = await json<{ id: number }>(await add(sailPayload(server, { lawfirmRefNo: 'TL/HIST/RETRY' }), 'hist-retry-0001'));
    const retry = await json<{ id: number }>(await add(sailPayload(server, { lawfirmRefNo: 'TL/HIST/RETRY' }), 'hist-retry-0001'));
    expect(retry.body.id).toBe(first.body.id);
    expect((await eventsSince(since)).map((event) => event.kind)).toEqual(['case.created']);
  });
});

describe('update-property', () => {
  it('records the fields that changed, before and after, lots and MCST details labelled as the form labels them', async () => {
    const added = await addSail('TL/HIST/0003');
    const since = await lastEventId();
    server.clock.advance(60_000);
    const lots = [
      ...(added.lotInfos as Json[]),
      { mktsId: 'TS', mktsNo: '30', landLotFormat: 'N', landLotNo: landLotNo('TS', '30', '513'), partIndicator: 'Y', irasPLPTNo: '' },
    ];
    const mcstDetails = (added.mcstDetails as Json[]).map((detail) => ({ ...detail, maName: 'ORANGETEE PROPERTY MANAGEMENT PTE LTD' }));
    const { status, body } = await json(await server.post('/api/update-property', { ...added, unitNo: '07', lotInfos: lots, mcstDetails }, jwt));
    expect([status, body.errors]).toEqual([200, undefined]);
    const [event, ...more] = await eventsSince(since);
    expect(more).toEqual([]);
    expect(event).toMatchObject({
      firmId: actor.firmId,
      actorUserId: actor.userPk,
      kind: 'case.updated',
      summary: `Changed the details of case ${added.propertyRefNo} (TL/HIST/0003).`,
      propertyId: added.id,
      link: `/property-details/${added.id}`,
      stage: 'opened',
      at: new Date(server.clock.nowMs()),
    });
    expect(event?.changes).toEqual([
      { field: 'Unit No.', before: '05', after: '07' },
      { field: 'Lot 2: MK/TS', before: null, after: 'TS' },
      { field: 'Lot 2: MK/TS No.', before: null, after: '30' },
      { field: 'Lot 2: Format', before: null, after: 'N (New)' },
      { field: 'Lot 2: Lot No.', before: null, after: landLotNo('TS', '30', '513') },
      { field: 'Lot 2: Part Indicator', before: null, after: 'Y' },
      { field: 'MCST 1: Managing Agent', before: 'SAVILLS PROPERTY MANAGEMENT PTE LTD', after: 'ORANGETEE PROPERTY MANAGEMENT PTE LTD' },
    ]);
  });

  it('records nothing for a save that changed nothing, an invalid update or a locked case', async () => {
    const added = await addSail('TL/HIST/0004');
    const since = await lastEventId();
    expect((await server.post('/api/update-property', added, jwt)).status).toBe(200);
    expect((await server.post('/api/update-property', { ...added, lawfirmRefNo: '' }, jwt)).status).toBe(400);
    const locked = await getProperty(await propertyIdOf(server, 'PCN-2026-000104'));
    expect((await server.post('/api/update-property', { ...locked, lawfirmRefNo: 'CHANGED' }, jwt)).status).toBe(409);
    expect(await eventsSince(since)).toEqual([]);
  });
});

describe('delete-property', () => {
  it('records the case deleted, naming it by control number and reference, with no link', async () => {
    const added = await addSail('TL/HIST/0005');
    const since = await lastEventId();
    expect((await json(await server.post('/api/delete-property/', { id: added.id }, jwt))).body).toBe(true);
    expect(await eventsSince(since)).toMatchObject([
      {
        firmId: actor.firmId,
        actorUserId: actor.userPk,
        kind: 'case.deleted',
        summary: `Deleted case ${added.propertyRefNo} (TL/HIST/0005).`,
        propertyId: added.id,
        link: null,
        changes: [],
      },
    ]);
    // The case is gone; its history stays.
    expect(await server.db.select().from(properties).where(eq(properties.id, added.id))).toEqual([]);
    expect(await server.db.select().from(historyEvents).where(eq(historyEvents.propertyId, added.id))).toHaveLength(2);
  });

  it('records nothing for a refused delete', async () => {
    const since = await lastEventId();
    expect((await server.post('/api/delete-property/', { id: await propertyIdOf(server, 'PCN-2026-000103') }, jwt)).status).toBe(409);
    expect((await server.post('/api/delete-property/', { id: await propertyIdOf(server, 'PCN-2026-000104') }, jwt)).status).toBe(409);
    expect((await server.post('/api/delete-property/', { id: await propertyIdOf(server, 'PCN-2026-000201') }, jwt)).status).toBe(404);
    expect(await eventsSince(since)).toEqual([]);
  });
});
