import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/messages';
import { lawyers } from '../../src/server/db/schema';
import { addSaleProperty, clientIdOf, newLawyer } from './support/contacts';
import { json, propertyIdOf } from './support/properties';
import { startTestServer, type Json, type TestServer } from './support/start-test-server';

let server: TestServer;
let tanLim: string;
beforeAll(async () => {
  server = await startTestServer();
  tanLim = await server.tokenFor('lawyer1');
});
afterAll(() => server.close());

type Property = Json & {
  status: string;
  taskStage: string;
  buyer: Json | null;
  seller: Json | null;
  buyerLawyer: Json | null;
  sellerLawyer: Json | null;
};

const call = async (path: string, body: unknown, jwt = tanLim) => json<Property>(await server.post(`/api/${path}`, body, jwt));
const assignClient = (propertyInfoId: number, clientInfoId: number, side: 'B' | 'S', jwt = tanLim) =>
  call('add-client-to-property', { propertyInfoId, clientFlag: 'S', clientInfoId, buyersellerFlag: side }, jwt);
const assignLawyer = (propertyInfoId: number, lawyer: Json, side: 'B' | 'S', jwt = tanLim) =>
  call('add-lawyer-to-property', { propertyInfoId, lawyer, lawyerFlag: side }, jwt);
const removeClient = (propertyInfoId: number, clientFlag: string, agentFlag = '') =>
  call('remove-assigned-client', { propertyInfoId, agentFlag, clientFlag });
const removeLawyer = (propertyInfoId: number, lawyerFlag: 'B' | 'S') => call('remove-assigned-lawyer', { propertyInfoId, lawyerFlag });
const getProperty = async (id: number) => (await json<Property>(await server.get(`/api/get-property/${id}`, tanLim))).body;
const lawyerCount = async () => (await server.db.select({ value: count() }).from(lawyers))[0]?.value;

describe('assigning the four primary stakeholders', () => {
  it('turns the property Active once buyer, seller and both lawyers are on it, and Pending again when one goes', async () => {
    const id = await addSaleProperty(server, tanLim, { lawfirmRefNo: 'TL/JOURNEY/1' });
    const lionCity = await clientIdOf(server, 'Lion City Trading Pte Ltd');
    const tanAhKow = await clientIdOf(server, 'Tan Ah Kow');

    const seller = await assignClient(id, tanAhKow, 'S');
    expect(seller.status).toBe(200);
    expect(seller.body).toMatchObject({ seller: { compName: 'Tan Ah Kow', clientContacts: [{ identificationNo: 'S4812345Z' }] }, status: 'Pending' });
    expect((await assignClient(id, lionCity, 'B')).body).toMatchObject({
      buyer: { compName: 'Lion City Trading Pte Ltd' },
      taskStage: 'Stakeholder Profiles',
    });

    const picked = await assignLawyer(id, { userId: 'lawyer1', referenceNumber: 'TL/TWM/9' }, 'S');
    expect(picked.body.sellerLawyer).toMatchObject({
      userId: 'lawyer1',
      firstName: 'Wei Ming',
      lastName: 'Tan',
      lawfirmName: 'Tan & Lim LLP',
      referenceNumber: 'TL/TWM/9',
      address1: '80 Robinson Road',
      address2: '#17-02',
    });
    expect(picked.body.status).toBe('Pending');

    const created = await assignLawyer(id, newLawyer(), 'B');
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      status: 'Active',
      taskStage: 'Documents',
      buyerLawyer: {
        firstName: 'Hui Min',
        lastName: 'Yeo',
        lawfirmName: 'Yeo Law Chambers',
        userId: '',
        address: '1 Coleman Street, #07-01 The Adelphi, Singapore 179803',
      },
    });

    expect(await removeClient(id, 'B')).toEqual({ status: 409, body: { errormsg: messages.removeBothLawyersFirst } });
    expect((await removeLawyer(id, 'B')).body).toMatchObject({ status: 'Pending', buyerLawyer: null });
    expect((await removeClient(id, 'B')).status).toBe(409);
    expect((await removeLawyer(id, 'S')).body).toMatchObject({ sellerLawyer: null });
    expect((await removeClient(id, 'B')).body).toMatchObject({ buyer: null, seller: { compName: 'Tan Ah Kow' } });
    expect((await removeClient(id, 'S')).body).toMatchObject({ buyer: null, seller: null, status: 'Pending', taskStage: 'Stakeholder Profiles' });
  });

  it('reuses the firm’s lawyer row for the same firm user and reference, and keeps other cases’ references', async () => {
    const id = await addSaleProperty(server, tanLim, { lawfirmRefNo: 'TL/REUSE/1' });
    await assignClient(id, await clientIdOf(server, 'Tan Ah Kow'), 'S');
    const before = await lawyerCount();
    // The demo lawyer row of lawyer1 carries reference TL/TWM.
    expect((await assignLawyer(id, { userId: 'LAWYER1', referenceNumber: 'TL/TWM' }, 'S')).status).toBe(200);
    expect(await lawyerCount()).toBe(before);
    expect((await assignLawyer(id, { userId: 'lawyer1', referenceNumber: 'TL/TWM/77' }, 'S')).body.sellerLawyer).toMatchObject({
      referenceNumber: 'TL/TWM/77',
    });
    expect(await lawyerCount()).toBe((before ?? 0) + 1);
    const sail = await getProperty(await propertyIdOf(server, 'PCN-2026-000101'));
    expect(sail.sellerLawyer).toMatchObject({ userId: 'lawyer1', referenceNumber: 'TL/TWM' });
  });
});

describe('assignment order rules', () => {
  it("refuses a lawyer until the client side's party is set (409) and stores no lawyer", async () => {
    const id = await addSaleProperty(server, tanLim, { lawfirmRefNo: 'TL/ORDER/1' });
    const before = await lawyerCount();
    expect(await assignLawyer(id, newLawyer(), 'B')).toEqual({ status: 409, body: { errormsg: messages.assignClientFirst } });
    // A Sale: the seller is the client, so a buyer alone is not enough.
    await assignClient(id, await clientIdOf(server, 'Lion City Trading Pte Ltd'), 'B');
    expect((await assignLawyer(id, { userId: 'lawyer1' }, 'S')).status).toBe(409);
    expect(await lawyerCount()).toBe(before);
    expect((await getProperty(id)).sellerLawyer).toBeNull();
  });

  it('answers 400 with the lawyer-create messages and stores nothing', async () => {
    const id = await addSaleProperty(server, tanLim, { lawfirmRefNo: 'TL/ORDER/2' });
    await assignClient(id, await clientIdOf(server, 'Tan Ah Kow'), 'S');
    const before = await lawyerCount();
    const empty = newLawyer({ lawfirmName: '', firstName: '', lastName: '', email: 'x@y', contact: '123', address1: '', postalCode: '12' });
    expect(await assignLawyer(id, empty, 'S')).toEqual({
      status: 400,
      body: {
        errormsg: messages.badRequest,
        errors: [
          messages.lawFirmNameEmpty,
          messages.firstNameEmpty,
          messages.lastNameEmpty,
          messages.lawyerEmailInvalid,
          messages.lawyerContactInvalid,
          messages.addressEmpty,
          messages.postalCodeNotSixDigits,
        ],
      },
    });
    expect((await assignLawyer(id, { userId: 'nobody-here' }, 'S')).body).toMatchObject({ errormsg: messages.selectLawyerFromTable });
    expect(await lawyerCount()).toBe(before);
    expect((await getProperty(id)).sellerLawyer).toBeNull();
  });

  it('refuses the same contact as buyer and seller, an agent as a client, and a new buyer while lawyers are on', async () => {
    const id = await addSaleProperty(server, tanLim, { lawfirmRefNo: 'TL/ORDER/3' });
    const tanAhKow = await clientIdOf(server, 'Tan Ah Kow');
    await assignClient(id, tanAhKow, 'S');
    expect(await assignClient(id, tanAhKow, 'B')).toEqual({ status: 409, body: { errormsg: messages.clientAlreadyOnProperty } });
    expect((await assignClient(id, await clientIdOf(server, 'Orchid Realty Pte. Ltd.'), 'B')).body).toMatchObject({
      errormsg: messages.clientIsAnAgent,
    });
    await assignLawyer(id, { userId: 'lawyer1' }, 'S');
    expect(await assignClient(id, await clientIdOf(server, 'Chen Li Hua'), 'S')).toEqual({
      status: 409,
      body: { errormsg: messages.removeBothLawyersFirst },
    });
    expect((await assignClient(id, tanAhKow, 'S')).status).toBe(200);
  });
});

describe('client search for assignment', () => {
  const search = async (category: string, text: string, propertyId: number) =>
    json<Array<Json & { compName: string }>>(await server.get(`/api/search-client/${category}/${encodeURIComponent(text)}/${propertyId}`, tanLim));

  it('finds contacts of the category by name or person, leaving out those already on the property', async () => {
    const id = await addSaleProperty(server, tanLim, { lawfirmRefNo: 'TL/SEARCH/1' });
    expect((await search('0', 'lion', id)).body.map((c) => c.compName)).toEqual(['Lion City Trading Pte Ltd']);
    expect((await search('0', 'bee lian', id)).body.map((c) => c.compName)).toEqual(['Lion City Trading Pte Ltd']);
    expect((await search('1', 'lion', id)).body).toEqual([]);
    expect((await search('1', 'tan ah', id)).body[0]).toMatchObject({ compName: 'Tan Ah Kow', clientContacts: [{ individualName: 'Tan Ah Kow' }] });
    await assignClient(id, await clientIdOf(server, 'Tan Ah Kow'), 'S');
    expect((await search('1', 'tan ah', id)).body).toEqual([]);
    expect((await search('0', 'orchid', id)).body).toEqual([]);
  });

  it("answers 400 'Enter min 3 characters' below three characters and 400 for an unknown category", async () => {
    const id = await propertyIdOf(server, 'PCN-2026-000102');
    expect(await search('0', 'li', id)).toEqual({
      status: 400,
      body: { errormsg: messages.enterMinThreeCharacters, errors: [messages.enterMinThreeCharacters] },
    });
    expect((await search('0', '  li  ', id)).status).toBe(400);
    expect((await search('2', 'lion', id)).status).toBe(400);
    expect((await search('0', 'lion', 0)).status).toBe(400);
  });

  it("answers 404 for another firm's property", async () => {
    expect((await search('0', 'keppel', await propertyIdOf(server, 'PCN-2026-000201'))).status).toBe(404);
  });
});

describe('firm scope and locked properties', () => {
  it("answers 404 for another firm's property or client and changes nothing", async () => {
    const leeOngCase = await propertyIdOf(server, 'PCN-2026-000201');
    const own = await addSaleProperty(server, tanLim, { lawfirmRefNo: 'TL/SCOPE/1' });
    const keppel = await clientIdOf(server, 'Keppel Bay Ventures Pte. Ltd.');
    expect((await assignClient(leeOngCase, await clientIdOf(server, 'Tan Ah Kow'), 'S')).status).toBe(404);
    expect((await assignClient(own, keppel, 'S')).status).toBe(404);
    expect((await assignLawyer(leeOngCase, { userId: 'lawyer1' }, 'S')).status).toBe(404);
    expect((await removeClient(leeOngCase, 'B')).status).toBe(404);
    expect((await removeLawyer(leeOngCase, 'B')).status).toBe(404);
    expect((await getProperty(own)).seller).toBeNull();
    const leeOng = await server.tokenFor('lawyer2');
    expect((await json<Property>(await server.get(`/api/get-property/${leeOngCase}`, leeOng))).body.buyer).toMatchObject({
      compName: 'Keppel Bay Ventures Pte. Ltd.',
    });
  });

  it('refuses every assignment change on a locked property (409) and keeps its parties', async () => {
    const locked = await propertyIdOf(server, 'PCN-2026-000104');
    const before = await getProperty(locked);
    const refusal = { status: 409, body: { errormsg: messages.propertyLockedAssignment } };
    expect(await assignClient(locked, await clientIdOf(server, 'Tan Ah Kow'), 'B')).toEqual(refusal);
    expect(await assignLawyer(locked, { userId: 'lawyer1' }, 'B')).toEqual(refusal);
    expect(await removeLawyer(locked, 'B')).toEqual(refusal);
    expect(await removeClient(locked, 'B')).toEqual(refusal);
    expect(await removeClient(locked, '', '0')).toEqual(refusal);
    expect(await getProperty(locked)).toEqual(before);
  });
});

describe('bad input', () => {
  it.each<[string, string, unknown]>([
    ['add-client-to-property without a side', 'add-client-to-property', { propertyInfoId: 1, clientFlag: 'S', clientInfoId: 1 }],
    ['add-client-to-property with side X', 'add-client-to-property', { propertyInfoId: 1, clientFlag: 'S', clientInfoId: 1, buyersellerFlag: 'X' }],
    [
      'add-client-to-property with a text id',
      'add-client-to-property',
      { propertyInfoId: 'one', clientFlag: 'S', clientInfoId: 1, buyersellerFlag: 'B' },
    ],
    ['add-lawyer-to-property without a lawyer', 'add-lawyer-to-property', { propertyInfoId: 1, lawyerFlag: 'B' }],
    [
      'add-lawyer-to-property with a 7-digit postal code',
      'add-lawyer-to-property',
      { propertyInfoId: 1, lawyer: newLawyer({ postalCode: '1234567' }), lawyerFlag: 'B' },
    ],
    ['remove-assigned-client naming no party', 'remove-assigned-client', { propertyInfoId: 1, agentFlag: '', clientFlag: '' }],
    ['remove-assigned-client with agent flag 2', 'remove-assigned-client', { propertyInfoId: 1, agentFlag: '2', clientFlag: '' }],
    ['remove-assigned-lawyer with side N', 'remove-assigned-lawyer', { propertyInfoId: 1, lawyerFlag: 'N' }],
    ['a body that is not JSON', 'add-client-to-property', '{'],
  ])('answers 400 for %s', async (_name, path, body) => {
    expect((await call(path, body)).status).toBe(400);
  });

  it('reads NUL flags as empty: a NUL agentFlag with clientFlag S unassigns the seller', async () => {
    const id = await addSaleProperty(server, tanLim, { lawfirmRefNo: 'TL/NUL/2' });
    await assignClient(id, await clientIdOf(server, 'Tan Ah Kow'), 'S');
    expect((await call('remove-assigned-client', { propertyInfoId: id, agentFlag: '\u0000', clientFlag: 'S' })).body).toMatchObject({ seller: null });
  });

  it('answers 401 without a token', async () => {
    expect(
      (await server.post('/api/add-client-to-property', { propertyInfoId: 1, clientFlag: 'S', clientInfoId: 1, buyersellerFlag: 'B' })).status,
    ).toBe(401);
  });
});
