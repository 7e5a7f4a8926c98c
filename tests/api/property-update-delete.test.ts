import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/messages';
import { properties, propertyLotInfos } from '../../src/server/db/schema';
import { daysFromToday, json, propertyIdOf, sailPayload } from './support/properties';
import { startTestServer, type Json, type TestServer } from './support/start-test-server';

let server: TestServer;
let jwt: string;
beforeAll(async () => {
  server = await startTestServer();
  jwt = await server.tokenFor('lawyer1');
});
afterAll(() => server.close());

const getProperty = async (id: number) => (await json(await server.get(`/api/get-property/${id}`, jwt))).body;
const update = (body: unknown, token = jwt) => server.post('/api/update-property', body, token);
const remove = (body: unknown, token = jwt) => server.post('/api/delete-property/', body, token);

async function addSail(lawfirmRefNo: string): Promise<Json> {
  const { status, body } = await json(await server.post('/api/add-property', sailPayload(server, { lawfirmRefNo }), jwt));
  expect(status).toBe(200);
  return body;
}

describe('POST /api/update-property', () => {
  it('rewrites the fields, lots and MCST details, deriving as on add', async () => {
    const added = await addSail('TL/UPD/0001');
    const { status, body } = await json(
      await update({
        ...added,
        streetName: 'marina boulevard',
        storeyNo: '12',
        unitNo: '07',
        road2: 'tower b',
        mcstNo: '',
        mcstDetails: [],
        completionDate: '',
      }),
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: added.id,
      propertyRefNo: added.propertyRefNo,
      propAddress: '2 MARINA BOULEVARD, #12-07, SINGAPORE 018987',
      road2: 'TOWER B',
      mcstNo: '',
      mcstDetails: [],
      completionDate: null,
      status: 'Pending',
    });
    expect(await getProperty(added.id as number)).toEqual(body);
  });

  it('resets the strata lot and house no. when the property becomes LAND', async () => {
    const added = await addSail('TL/UPD/0002');
    const { status, body } = await json(await update({ ...added, propType: 'LAND' }));
    expect(status).toBe(200);
    expect(body).toMatchObject({
      propType: 'LAND',
      propDesc: 'VACANT LAND',
      hseNo: '',
      lotType: '',
      mktsId: 'MK',
      mktsNo: '',
      strataLotFormat: 'N',
      strataLotNo: '',
      storeyNo: '',
      unitNo: '',
      propAddress: 'MARINA BOULEVARD, SINGAPORE 018987',
    });
  });

  it('keeps the parties, checklist and Active status of an assigned case', async () => {
    const id = await propertyIdOf(server, 'PCN-2026-000101');
    const before = await getProperty(id);
    const { status, body } = await json(
      await update({
        ...before,
        lawfirmRefNo: 'TL/CONV/2026/0141A',
        completionDate: daysFromToday(server, 30),
        buyer: null,
        checkListId: 'HACKED',
        locked: true,
      }),
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({
      lawfirmRefNo: 'TL/CONV/2026/0141A',
      status: 'Active',
      taskStage: 'Documents',
      checkListId: 'LA-000101',
      locked: false,
    });
    expect(body.buyer).toEqual(before.buyer);
    expect(body.sellerLawyer).toEqual(before.sellerLawyer);
  });

  it('refuses a locked property with 409 and changes nothing', async () => {
    const id = await propertyIdOf(server, 'PCN-2026-000104');
    const before = await getProperty(id);
    const { status, body } = await json(await update({ ...before, lawfirmRefNo: 'CHANGED', completionDate: daysFromToday(server, 30) }));
    expect(status).toBe(409);
    expect(body).toEqual({ errormsg: messages.propertyLockedNotice });
    expect(await getProperty(id)).toEqual(before);
  });

  it('answers an invalid update with 400 and the messages, leaving the property as it was', async () => {
    const added = await addSail('TL/UPD/0003');
    const { status, body } = await json<{ errors: string[] }>(await update({ ...added, lawfirmRefNo: '', streetName: '' }));
    expect(status).toBe(400);
    expect(body.errors).toEqual([messages.referenceNoEmpty, messages.streetNameEmpty]);
    expect(await getProperty(added.id as number)).toEqual(added);
  });

  it('answers 404 for an unknown id or another firm’s property, 400 without a usable id', async () => {
    const added = await addSail('TL/UPD/0004');
    expect((await update({ ...added, id: 999_999 })).status).toBe(404);
    expect((await update({ ...added, id: await propertyIdOf(server, 'PCN-2026-000201') })).status).toBe(404);
    const { id: _id, ...withoutId } = added;
    expect((await update(withoutId)).status).toBe(400);
    expect((await update({ ...added, id: 'abc' })).status).toBe(400);
    expect((await update({ ...added, id: 1.5 })).status).toBe(400);
    expect((await update({ ...added, id: 99_999_999_999 })).status).toBe(400);
  });
});

describe('POST /api/delete-property/', () => {
  it('deletes a Pending case with nothing attached, its lots with it', async () => {
    const id = await propertyIdOf(server, 'PCN-2026-000105');
    const { status, body } = await json(await remove({ id }));
    expect([status, body]).toEqual([200, true]);
    expect((await server.get(`/api/get-property/${id}`, jwt)).status).toBe(404);
    expect(await server.db.select().from(propertyLotInfos).where(eq(propertyLotInfos.propertyId, id))).toEqual([]);
  });

  it('refuses a case with legal requisitions, in the seed’s words', async () => {
    const { status, body } = await json(await remove({ id: await propertyIdOf(server, 'PCN-2026-000103') }));
    expect(status).toBe(409);
    expect(body).toEqual({
      errormsg:
        'Delete Failed: Property with the Reference No TL/CONV/2026/0167 and Property Control No PCN-2026-000103 has already been attached with Legal Requisition(s)',
    });
  });

  it('refuses a case whose client-side lawyer is assigned, in the seed’s words', async () => {
    const id = await propertyIdOf(server, 'PCN-2026-000106');
    const { status, body } = await json(await remove({ id }));
    expect(status).toBe(409);
    expect(body).toEqual({
      errormsg: 'Property with Reference No: TL/CONV/2026/0203 and Property Control No: PCN-2026-000106 has been assigned and activated!',
    });
    expect((await server.get(`/api/get-property/${id}`, jwt)).status).toBe(200);
  });

  it('refuses a locked case', async () => {
    const { status, body } = await json(await remove({ id: await propertyIdOf(server, 'PCN-2026-000104') }));
    expect([status, body]).toEqual([409, { errormsg: messages.propertyLockedNotice }]);
  });

  it('deletes a case the user just added', async () => {
    const added = await addSail('TL/DEL/0001');
    expect((await json(await remove({ id: added.id }))).body).toBe(true);
    expect(
      await server.db
        .select()
        .from(properties)
        .where(eq(properties.id, added.id as number)),
    ).toEqual([]);
  });

  it('answers 404 for another firm’s or an unknown id and 400 for a malformed one', async () => {
    const other = await propertyIdOf(server, 'PCN-2026-000201');
    expect((await remove({ id: other })).status).toBe(404);
    expect((await remove({ id: 999_999 })).status).toBe(404);
    expect((await remove({ id: String(other) })).status).toBe(400);
    expect((await remove({})).status).toBe(400);
    expect((await remove('not json')).status).toBe(400);
    const leeOng = await server.tokenFor('lawyer2');
    expect((await server.get(`/api/get-property/${other}`, leeOng)).status).toBe(200);
  });
});
