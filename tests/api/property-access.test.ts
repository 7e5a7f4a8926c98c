import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, propertyIdOf } from './support/properties';
import { startTestServer, type Json, type TestServer } from './support/start-test-server';

let server: TestServer;
let tanLim: string;
let leeOng: string;
let tanLimCase: number;
let leeOngCase: number;
beforeAll(async () => {
  server = await startTestServer();
  [tanLim, leeOng] = await Promise.all([server.tokenFor('lawyer1'), server.tokenFor('lawyer2')]);
  tanLimCase = await propertyIdOf(server, 'PCN-2026-000103');
  leeOngCase = await propertyIdOf(server, 'PCN-2026-000201');
});
afterAll(() => server.close());

/** Every property route that names a property by id, as a call on that id. */
const ID_ROUTES: Array<[string, (id: number | string, jwt?: string) => Promise<Response>]> = [
  ['GET /get-property/{id}', (id, jwt) => server.get(`/api/get-property/${id}`, jwt)],
  ['GET /get-signature/{id}', (id, jwt) => server.get(`/api/get-signature/${id}`, jwt)],
  ['GET /get-duedeligence/{propertyId}', (id, jwt) => server.get(`/api/get-duedeligence/${id}`, jwt)],
  ['POST /update-property', async (id, jwt) => server.post('/api/update-property', { ...(await ownCase()), id }, jwt)],
  ['POST /delete-property/', (id, jwt) => server.post('/api/delete-property/', { id }, jwt)],
];

let ownCaseBody: Json | undefined;
async function ownCase(): Promise<Json> {
  ownCaseBody ??= (await json(await server.get(`/api/get-property/${tanLimCase}`, tanLim))).body;
  return ownCaseBody;
}

describe('property routes by id', () => {
  it.each(ID_ROUTES)("%s answers 404 for another firm's property, leaving it untouched", async (_, call) => {
    const before = (await json(await server.get(`/api/get-property/${leeOngCase}`, leeOng))).body;
    const { status, body } = await json(await call(leeOngCase, tanLim));
    expect(status).toBe(404);
    expect(body).toEqual({ errormsg: 'Record not found.' });
    expect((await json(await server.get(`/api/get-property/${leeOngCase}`, leeOng))).body).toEqual(before);
  });

  it.each(ID_ROUTES)('%s answers 404 for an id that does not exist', async (_, call) => {
    expect((await call(2_000_000_000, tanLim)).status).toBe(404);
  });

  it.each(ID_ROUTES.filter(([name]) => name.startsWith('GET')))('%s answers 400 for an id that is not a record id', async (_, call) => {
    for (const id of ['abc', '-1', '0', '1.5', '99999999999', '%00']) expect((await call(id, tanLim)).status, id).toBe(400);
  });

  it.each(ID_ROUTES)('%s answers 401 without a token', async (_, call) => {
    expect((await call(tanLimCase)).status).toBe(401);
  });
});

describe('GET /api/get-property/{id}', () => {
  it('returns the assigned parties: clients for buyer, seller and agents, lawyers for both sides', async () => {
    const { body } = await json(await server.get(`/api/get-property/${await propertyIdOf(server, 'PCN-2026-000101')}`, tanLim));
    expect(body).toMatchObject({
      status: 'Active',
      seller: {
        compName: 'Marina Bay Holdings Pte. Ltd.',
        clientCategory: '0',
        uenNo: '201812345D',
        clientContacts: [
          { individualName: 'Lim Hock Seng', contactType: '1', isPrimary: '0' },
          { individualName: 'Sharon Teo Hui Min', contactType: '0', isPrimary: '1' },
        ],
      },
      buyer: { compName: 'Muhammad Faizal bin Ismail', clientCategory: '1' },
      sellerAgent: { compName: 'Orchid Realty Pte. Ltd.', isAgent: '1' },
      buyerAgent: null,
      sellerLawyer: { firstName: 'Wei Ming', lastName: 'Tan', userId: 'lawyer1', lawfirmName: 'Tan & Lim LLP' },
      buyerLawyer: { firstName: 'Mei Ling', lastName: 'Ong', lawfirmName: 'Lee & Ong Law Corporation' },
    });
  });
});

describe('GET /api/get-duedeligence/{propertyId}', () => {
  it("lists a property's requisitions", async () => {
    const { status, body } = await json(await server.get(`/api/get-duedeligence/${tanLimCase}`, tanLim));
    expect(status).toBe(200);
    // The demo requisition's replies are long due: reading the list brings them in.
    // Newest first: the demo draft in the cart, then the submitted requisition with its replies in.
    expect(body).toEqual([
      expect.objectContaining({ lfcontrolNo: 'LF2026111600004', drafted: 'Y', requested: 2, received: 0, submittedDate: null }),
      expect.objectContaining({ lfcontrolNo: 'LF2026100300017', drafted: 'N', requested: 3, received: 3, submittedDate: '2026-10-03T05:20:00.000Z' }),
    ]);
  });

  it('is empty for a property without requisitions', async () => {
    expect((await json(await server.get(`/api/get-duedeligence/${await propertyIdOf(server, 'PCN-2026-000105')}`, tanLim))).body).toEqual([]);
  });
});

describe('GET /api/get-signature/{id}', () => {
  it('answers the S.65 signing state: nobody has signed yet', async () => {
    const { body } = await json(await server.get(`/api/get-signature/${tanLimCase}`, tanLim));
    expect(body).toEqual({ propertyId: tanLimCase, s65SellerLawyerSigned: false, s65BuyerLawyerSigned: false, signedDocuments: [] });
  });
});
