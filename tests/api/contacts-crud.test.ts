import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/messages';
import { clientContacts, clients } from '../../src/server/db/schema';
import { addClient, addSaleProperty, clientIdOf, companyPayload, individualPayload } from './support/contacts';
import { json, propertyIdOf } from './support/properties';
import { startTestServer, type Json, type TestServer } from './support/start-test-server';

let server: TestServer;
let tanLim: string;
let leeOng: string;
beforeAll(async () => {
  server = await startTestServer();
  [tanLim, leeOng] = await Promise.all([server.tokenFor('lawyer1'), server.tokenFor('lawyer2')]);
});
afterAll(() => server.close());

type Client = Json & { id: number; clientContacts: Array<Json & { id: number }> };

const getClient = async (id: number, jwt = tanLim) => json<Client>(await server.get(`/api/get-client/${id}`, jwt));
const clientCount = async () => (await server.db.select({ value: count() }).from(clients))[0]?.value;
const personCount = async () => (await server.db.select({ value: count() }).from(clientContacts))[0]?.value;

describe('POST /api/add-client', () => {
  it('stores a company with its persons, capitals where the seed keeps them, and answers it as get-client does', async () => {
    const added = (await addClient(server, tanLim, companyPayload())) as Client;
    expect(added).toMatchObject({
      clientInfoId: added.id,
      clientCategory: '0',
      compName: 'Straits Advisory LLP',
      uenNo: 'T16LL0456H',
      roadName: 'RAFFLES PLACE',
      isAgent: '0',
      loginUserId: 'lawyer1',
      propertyInfo: [],
      propId: null,
      clientContacts: [
        { sequenceKey: 1, individualName: 'Chen Wei Jie', identificationNo: 'S7712345A', contactType: '1', isPrimary: '0' },
        { sequenceKey: 2, individualName: 'Nora Lim', contactType: '0', isPrimary: '1' },
      ],
    });
    expect((await getClient(added.id)).body).toEqual(added);
  });

  it("lists an individual under the person's name", async () => {
    const added = await addClient(server, tanLim, individualPayload());
    expect(added).toMatchObject({ clientCategory: '1', compName: 'Siti Nurhaliza binte Ahmad' });
  });

  it('keeps the property the client was created from', async () => {
    const propId = await propertyIdOf(server, 'PCN-2026-000102');
    expect(await addClient(server, tanLim, companyPayload({ compName: 'From A Property Pte Ltd', propId }))).toMatchObject({ propId });
  });

  it('forgets the property it was created from when that property is deleted', async () => {
    const propId = await addSaleProperty(server, tanLim, { lawfirmRefNo: 'TL/FROM/1' });
    const added = await addClient(server, tanLim, companyPayload({ compName: 'Orphan Pte Ltd', propId }));
    expect((await server.post('/api/delete-property/', { id: propId }, tanLim)).status).toBe(200);
    expect((await getClient(added.id)).body.propId).toBeNull();
  });

  it("answers 404 for another firm's property as propId, storing nothing", async () => {
    const before = await clientCount();
    const propId = await propertyIdOf(server, 'PCN-2026-000201');
    expect((await server.post('/api/add-client', companyPayload({ propId }), tanLim)).status).toBe(404);
    expect(await clientCount()).toBe(before);
  });

  it.each<[string, Json, string[]]>([
    ['an empty company name', { compName: ' ' }, [messages.companyNameEmpty]],
    ['a UEN in no known format', { uenNo: 'T16ZZ0456H' }, [messages.enterValidUen]],
    ['a contact no. of 7 digits', { contactNo: '6333123' }, [messages.contactNoInvalid]],
    ['no block or road', { blkNo: '', roadName: '' }, [messages.blockHouseNoEmpty, messages.roadNameEmpty]],
    ['a unit without storey', { storeyNo: '' }, [messages.unitNoNeedsStorey]],
    [
      'a person without NRIC and a bad e-mail',
      { clientContacts: [{ individualName: 'Chen Wei Jie', identificationNo: '', email: 'chen@', isPrimary: '0' }] },
      [messages.identificationNoEmpty, messages.contactEmailInvalid],
    ],
    [
      'two primary persons',
      {
        clientContacts: [
          { individualName: 'A', identificationNo: 'S1', isPrimary: '0' },
          { individualName: 'B', identificationNo: 'S2', isPrimary: '0' },
        ],
      },
      [messages.onlyOnePrimaryContact],
    ],
  ])('answers 400 with the seed messages for %s and stores nothing', async (_name, change, errors) => {
    const [clientsBefore, personsBefore] = [await clientCount(), await personCount()];
    const { status, body } = await json(await server.post('/api/add-client', companyPayload(change), tanLim));
    expect(status).toBe(400);
    expect(body).toEqual({ errormsg: messages.badRequest, errors });
    expect([await clientCount(), await personCount()]).toEqual([clientsBefore, personsBefore]);
  });

  it('answers 400 for an individual without block and road on the person', async () => {
    const payload = individualPayload();
    const [person] = payload.clientContacts as Json[];
    const { body } = await json(
      await server.post('/api/add-client', { ...payload, clientContacts: [{ ...person, blkNo: '', roadName: '' }] }, tanLim),
    );
    expect(body).toMatchObject({ errors: [messages.blockHouseNoEmpty, messages.roadNameEmpty] });
  });

  it.each<[string, unknown]>([
    ['not JSON', '{'],
    ['an array', []],
    ['no category', { ...companyPayload(), clientCategory: undefined }],
    ['an unknown category', companyPayload({ clientCategory: '7' })],
    ['persons that are not a list', companyPayload({ clientContacts: 'none' })],
    ['a NUL in a name', companyPayload({ compName: 'A\u0000B' })],
    ['a 400-character name', companyPayload({ compName: 'N'.repeat(400) })],
  ])('answers 400 for %s', async (_name, body) => {
    expect((await server.post('/api/add-client', body, tanLim)).status).toBe(400);
  });

  it('reads a NUL agentFlag or checkPropAssigned as empty instead of refusing it', async () => {
    const response = await server.post(
      '/api/add-client',
      companyPayload({ compName: 'Nul Flags Pte Ltd', agentFlag: '\u0000', checkPropAssigned: '\u0000' }),
      tanLim,
    );
    expect(response.status).toBe(200);
  });

  it('answers 401 without a token', async () => {
    expect((await server.post('/api/add-client', companyPayload())).status).toBe(401);
  });
});

describe('GET /api/get-client/{id}', () => {
  it('names the properties a client is on', async () => {
    const { status, body } = await getClient(await clientIdOf(server, 'Marina Bay Holdings Pte. Ltd.'));
    expect(status).toBe(200);
    expect(body.propertyInfo).toEqual([{ id: await propertyIdOf(server, 'PCN-2026-000101'), propertyRefNo: 'PCN-2026-000101' }]);
  });

  it("answers 404 for another firm's client and for a missing one, 400 for a non-id", async () => {
    expect((await getClient(await clientIdOf(server, 'Keppel Bay Ventures Pte. Ltd.'))).status).toBe(404);
    expect((await getClient(2_000_000_000)).status).toBe(404);
    expect((await server.get('/api/get-client/abc', tanLim)).status).toBe(400);
  });
});

describe('POST /api/update-client/', () => {
  it('rewrites the client, keeping the ids of the persons it names and moving the primary flag', async () => {
    const added = (await addClient(server, tanLim, companyPayload({ compName: 'Update Me Pte Ltd' }))) as Client;
    const [chen, nora] = added.clientContacts;
    const { status, body } = await json<Client>(
      await server.post(
        '/api/update-client/',
        {
          ...added,
          email: 'new@updateme.sg',
          agentFlag: null,
          clientContacts: [
            { ...chen, isPrimary: '1' },
            { ...nora, isPrimary: '0', contactNo: '99990000' },
          ],
        },
        tanLim,
      ),
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({
      email: 'new@updateme.sg',
      clientContacts: [
        { id: chen?.id, isPrimary: '1' },
        { id: nora?.id, isPrimary: '0', contactNo: '99990000' },
      ],
    });
  });

  it('adds and removes persons of a client that is on no property', async () => {
    const added = (await addClient(server, tanLim, companyPayload({ compName: 'Persons Change Pte Ltd' }))) as Client;
    const [chen] = added.clientContacts;
    const newPerson = { individualName: 'Lee Ah Seng', identificationNo: 'S6611111A', contactType: '1', isPrimary: '1' };
    const { body } = await json<Client>(await server.post('/api/update-client/', { ...added, clientContacts: [chen, newPerson] }, tanLim));
    expect(body.clientContacts.map((p) => p.individualName)).toEqual(['Chen Wei Jie', 'Lee Ah Seng']);
  });

  it('refuses to add or remove persons of a client on a property (409), but lets them be edited', async () => {
    const id = await clientIdOf(server, 'Marina Bay Holdings Pte. Ltd.');
    const current = (await getClient(id)).body;
    const [lim] = current.clientContacts;
    const removal = await json(await server.post('/api/update-client/', { ...current, clientContacts: [lim] }, tanLim));
    expect(removal).toEqual({ status: 409, body: { errormsg: messages.contactPersonsFixedWhileAssigned } });
    const edited = current.clientContacts.map((person) => ({ ...person, email: `x.${String(person.id)}@marinabayholdings.com.sg` }));
    expect((await server.post('/api/update-client/', { ...current, clientContacts: edited }, tanLim)).status).toBe(200);
  });

  it("answers 400 for a person id that is not this client's, and 404 for another firm's client", async () => {
    const added = (await addClient(server, tanLim, companyPayload({ compName: 'Wrong Person Pte Ltd' }))) as Client;
    const stranger = { ...(added.clientContacts[0] ?? {}), id: 2_000_000 };
    expect((await server.post('/api/update-client/', { ...added, clientContacts: [stranger] }, tanLim)).status).toBe(400);
    const keppel = (await getClient(await clientIdOf(server, 'Keppel Bay Ventures Pte. Ltd.'), leeOng)).body;
    expect((await server.post('/api/update-client/', { ...keppel, compName: 'Hijacked' }, tanLim)).status).toBe(404);
    expect((await getClient(keppel.id, leeOng)).body.compName).toBe('Keppel Bay Ventures Pte. Ltd.');
  });

  it('answers 400 with the messages and leaves the client as it was', async () => {
    const added = (await addClient(server, tanLim, companyPayload({ compName: 'Stay As I Am Pte Ltd' }))) as Client;
    const { status, body } = await json(await server.post('/api/update-client/', { ...added, compName: '' }, tanLim));
    expect(status).toBe(400);
    expect(body).toMatchObject({ errors: [messages.companyNameEmpty] });
    expect((await getClient(added.id)).body.compName).toBe('Stay As I Am Pte Ltd');
  });

  it('answers 400 without an id', async () => {
    expect((await server.post('/api/update-client/', companyPayload(), tanLim)).status).toBe(400);
  });
});

describe('POST /api/delete-client/', () => {
  it('deletes a client on no property, with its persons', async () => {
    const added = await addClient(server, tanLim, companyPayload({ compName: 'Delete Me Pte Ltd' }));
    const { status, body } = await json(await server.post('/api/delete-client/', { id: added.id }, tanLim));
    expect([status, body]).toEqual([200, true]);
    expect((await getClient(added.id)).status).toBe(404);
    expect(await server.db.select().from(clientContacts).where(eq(clientContacts.clientId, added.id))).toEqual([]);
  });

  it('refuses a client assigned to a property (409, the seed message) and keeps it', async () => {
    const id = await clientIdOf(server, 'Goh Siew Ling');
    expect(await json(await server.post('/api/delete-client/', { id }, tanLim))).toEqual({
      status: 409,
      body: { errormsg: messages.deleteClientAssigned },
    });
    expect((await getClient(id)).status).toBe(200);
  });

  it('refuses a client that is only an agent on a property', async () => {
    expect((await server.post('/api/delete-client/', { id: await clientIdOf(server, 'Orchid Realty Pte. Ltd.') }, tanLim)).status).toBe(409);
  });

  it('becomes possible once the client is unassigned', async () => {
    const propertyId = await addSaleProperty(server, tanLim, { lawfirmRefNo: 'TL/DEL/CLIENT' });
    const added = await addClient(server, tanLim, companyPayload({ compName: 'Briefly Assigned Pte Ltd' }));
    const assign = { propertyInfoId: propertyId, clientFlag: 'S', clientInfoId: added.id, buyersellerFlag: 'S' };
    expect((await server.post('/api/add-client-to-property', assign, tanLim)).status).toBe(200);
    expect((await server.post('/api/delete-client/', { id: added.id }, tanLim)).status).toBe(409);
    expect((await server.post('/api/remove-assigned-client', { propertyInfoId: propertyId, agentFlag: '', clientFlag: 'S' }, tanLim)).status).toBe(
      200,
    );
    expect((await server.post('/api/delete-client/', { id: added.id }, tanLim)).status).toBe(200);
  });

  it("answers 404 for another firm's client and leaves it", async () => {
    const id = await clientIdOf(server, 'Sunrise Property Investments Pte. Ltd.');
    expect((await server.post('/api/delete-client/', { id }, tanLim)).status).toBe(404);
    expect((await getClient(id, leeOng)).status).toBe(200);
  });

  it('answers 400 for a body without a record id', async () => {
    for (const body of [{}, { id: 'x' }, { id: 0 }, '{']) expect((await server.post('/api/delete-client/', body, tanLim)).status).toBe(400);
  });
});
