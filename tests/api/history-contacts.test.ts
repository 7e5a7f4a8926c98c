import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema';
import { addClient, clientIdOf, companyPayload, individualPayload } from './support/contacts';
import { json } from './support/properties';
import { eventsSince as eventsSinceOf, lastEventId as lastEventIdOf } from './support/recorded-events';
import { startTestServer, type Json, type TestServer } from './support/start-test-server';

/** Issue 20 "History": the contact book's add, update and delete each append their event, refusals none. */

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

const eventsSince = (since: number) => eventsSinceOf(server, since);

type Client = Json & { id: number; clientContacts: Array<Json & { id: number }> };
const post = async (path: string, body: unknown) => json<Json>(await server.post(`/api/${path}`, body, jwt));

/** What every contact event carries: the firm and the user, and no case. */
const byLawyer1 = () => ({ firmId: actor.firmId, actorUserId: actor.userPk, propertyId: null, stage: null });

describe('add-client', () => {
  it('records the contact added with the fields set, ID and phone numbers masked, linking to its details', async () => {
    const since = await lastEventId();
    const added = (await addClient(server, jwt, companyPayload())) as Client;
    const [event, ...more] = await eventsSince(since);
    expect(more).toEqual([]);
    expect(event).toMatchObject({
      ...byLawyer1(),
      kind: 'contact.added',
      summary: 'Added the contact Straits Advisory LLP.',
      link: `/client-details/${added.id}`,
      at: new Date(server.clock.nowMs()),
    });
    expect(event?.changes).toContainEqual({ field: 'Company Name', before: null, after: 'Straits Advisory LLP' });
    expect(event?.changes).toContainEqual({ field: 'Road Name', before: null, after: 'RAFFLES PLACE' });
    expect(event?.changes).toContainEqual({ field: 'Contact No.', before: null, after: '*****234' });
    expect(event?.changes).toContainEqual({ field: 'Contact person 1: NRIC/Passport No.', before: null, after: '******45A' });
    expect(event?.changes).toContainEqual({ field: 'Contact person 2: Contact No.', before: null, after: '*****001' });
    expect(event?.changes).toContainEqual({ field: 'Contact person 2: Primary', before: null, after: 'No' });
  });

  it('names an individual by its person', async () => {
    const since = await lastEventId();
    await addClient(server, jwt, individualPayload());
    expect(await eventsSince(since)).toMatchObject([{ kind: 'contact.added', summary: 'Added the contact Siti Nurhaliza binte Ahmad.' }]);
  });

  it('records nothing for a refused add', async () => {
    const since = await lastEventId();
    expect((await post('add-client', companyPayload({ compName: '' }))).status).toBe(400);
    expect((await post('add-client', companyPayload({ compName: 'Nowhere Pte Ltd', propId: 999_999 }))).status).toBe(404);
    expect(await eventsSince(since)).toEqual([]);
  });
});

describe('update-client/', () => {
  it('records the fields that changed, before and after, masked as the summary masks them', async () => {
    const added = (await addClient(server, jwt, companyPayload({ compName: 'Change Me Pte Ltd' }))) as Client;
    const [chen, nora] = added.clientContacts;
    const since = await lastEventId();
    const persons = [
      { ...chen, isPrimary: '1' },
      { ...nora, isPrimary: '0', contactNo: '99990000' },
    ];
    expect((await post('update-client/', { ...added, email: 'new@changeme.sg', clientContacts: persons })).status).toBe(200);
    expect(await eventsSince(since)).toMatchObject([
      {
        ...byLawyer1(),
        kind: 'contact.updated',
        summary: 'Changed the contact Change Me Pte Ltd.',
        link: `/client-details/${added.id}`,
        changes: [
          { field: 'Email', before: 'office@straitsadvisory.sg', after: 'new@changeme.sg' },
          { field: 'Contact person 1: Primary', before: 'Yes', after: 'No' },
          { field: 'Contact person 2: Contact No.', before: '*****001', after: '*****000' },
          { field: 'Contact person 2: Primary', before: 'No', after: 'Yes' },
        ],
      },
    ]);
  });

  it('records nothing for a save that changed nothing, nor for a refused update', async () => {
    const added = (await addClient(server, jwt, companyPayload({ compName: 'Keep Me Pte Ltd' }))) as Client;
    const assigned = await clientIdOf(server, 'Marina Bay Holdings Pte. Ltd.');
    const current = (await json<Client>(await server.get(`/api/get-client/${assigned}`, jwt))).body;
    const since = await lastEventId();
    expect((await post('update-client/', added)).status).toBe(200);
    expect((await post('update-client/', { ...added, compName: '' })).status).toBe(400);
    expect((await post('update-client/', { ...current, clientContacts: current.clientContacts.slice(0, 1) })).status).toBe(409);
    expect((await post('update-client/', { ...added, id: 999_999 })).status).toBe(404);
    expect(await eventsSince(since)).toEqual([]);
  });
});

describe('delete-client/', () => {
  it('records the contact deleted, naming it, with no link', async () => {
    const added = await addClient(server, jwt, companyPayload({ compName: 'Delete Me Pte Ltd' }));
    const since = await lastEventId();
    expect((await post('delete-client/', { id: added.id })).body).toBe(true);
    expect(await eventsSince(since)).toMatchObject([
      { ...byLawyer1(), kind: 'contact.deleted', summary: 'Deleted the contact Delete Me Pte Ltd.', link: null, changes: [] },
    ]);
  });

  it('records nothing for a refused delete', async () => {
    const since = await lastEventId();
    expect((await post('delete-client/', { id: await clientIdOf(server, 'Goh Siew Ling') })).status).toBe(409);
    expect((await post('delete-client/', { id: await clientIdOf(server, 'Sunrise Property Investments Pte. Ltd.') })).status).toBe(404);
    expect(await eventsSince(since)).toEqual([]);
  });
});
