import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInColleagues } from './support/colleagues';
import { addClient, addSaleProperty, companyPayload } from './support/contacts';
import { json } from './support/properties';
import { startTestServer, type Json, type TestServer } from './support/start-test-server';

/**
 * Two people assign the buyer of one case from pages that showed no buyer: the second assignment is refused instead
 * of replacing the first one's buyer, and assigning a party leaves an open case-details form valid.
 */
let server: TestServer;
let lawyer: string;
let colleague: string;
beforeAll(async () => {
  server = await startTestServer();
  ({ lawyer, colleague } = await signInColleagues(server));
});
afterAll(() => server.close());

const read = async (id: number) => (await json(await server.get(`/api/get-property/${id}`, lawyer))).body;
const assignBuyer = async (propertyId: number, clientId: number, jwt: string, seen: unknown) =>
  json(
    await server.post(
      '/api/add-client-to-property',
      { propertyInfoId: propertyId, clientFlag: 'S', clientInfoId: clientId, buyersellerFlag: 'B' },
      jwt,
      { 'If-Match': `"${String(seen)}"` },
    ),
  );

describe("a case's parties changed by two people", () => {
  it('refuses the stale assignment naming who changed the parties, and keeps their buyer', async () => {
    const propertyId = await addSaleProperty(server, lawyer, { lawfirmRefNo: 'TL/VER/PARTY' });
    const [first, second] = await Promise.all([
      addClient(server, lawyer, companyPayload({ compName: 'First Buyer Pte Ltd' })),
      addClient(server, lawyer, companyPayload({ compName: 'Second Buyer Pte Ltd' })),
    ]);
    const opened: Json = await read(propertyId);
    expect(opened.partiesVersion).toEqual(expect.any(Number));

    const assigned = await assignBuyer(propertyId, first.id, lawyer, opened.partiesVersion);
    expect(assigned.status).toBe(200);
    expect(assigned.body.partiesVersion).toBe(Number(opened.partiesVersion) + 1);
    // The parties have a version of their own: the case's details were not edited.
    expect(assigned.body.version).toBe(opened.version);

    const stale = await assignBuyer(propertyId, second.id, colleague, opened.partiesVersion);
    expect(stale.status).toBe(409);
    expect(stale.body.errormsg).toMatch(/^Tan Wei Ming changed this case's parties at /);
    expect((await read(propertyId)).buyer).toMatchObject({ id: first.id });

    const fresh = await assignBuyer(propertyId, second.id, colleague, assigned.body.partiesVersion);
    expect(fresh.status).toBe(200);
    expect(fresh.body.buyer).toMatchObject({ id: second.id });
  });
});
