import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema';
import { addSaleProperty, clientIdOf, newLawyer } from './support/contacts';
import { addCaseWithParties } from './support/documents';
import { json, propertyIdOf } from './support/properties';
import { eventsSince as eventsSinceOf, lastEventId as lastEventIdOf } from './support/recorded-events';
import { startTestServer, type Json, type TestServer } from './support/start-test-server';

/**
 * Issue 20 "History": assigning and removing a case's parties and secondary stakeholders each append their event
 * (who, in which role, who held it before), refusals none.
 */

let server: TestServer;
let jwt: string;
let actor: { firmId: number; userPk: number };
let locked: number;
let otherFirms: number;

beforeAll(async () => {
  server = await startTestServer();
  jwt = await server.tokenFor('lawyer1');
  const [user] = await server.db.select({ userPk: users.id, firmId: users.firmId }).from(users).where(eq(users.userId, 'lawyer1'));
  if (!user) throw new Error('no lawyer1');
  actor = user;
  locked = await propertyIdOf(server, 'PCN-2026-000104');
  otherFirms = await propertyIdOf(server, 'PCN-2026-000201');
});
afterAll(() => server.close());

const lastEventId = () => lastEventIdOf(server);

const eventsSince = (since: number) => eventsSinceOf(server, since);

type Reply = { status: number; body: Json };
const post = async (path: string, body: unknown): Promise<Reply> => json<Json>(await server.post(`/api/${path}`, body, jwt));

/** The events a successful write recorded. */
async function recordedBy(write: () => Promise<Reply>) {
  const since = await lastEventId();
  const { status, body } = await write();
  expect([status, body.errormsg, body.errors]).toEqual([200, undefined, undefined]);
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

/** What every event of these writes carries: the firm, the user, the case and its summary page. */
const onCase = (propertyId: number) => ({ firmId: actor.firmId, actorUserId: actor.userPk, propertyId, link: `/property-summary/${propertyId}` });

const assignClient = (propertyInfoId: number, clientInfoId: number, side: 'B' | 'S') => () =>
  post('add-client-to-property', { propertyInfoId, clientInfoId, buyersellerFlag: side, clientFlag: 'S' });
const removeClient =
  (propertyInfoId: number, clientFlag: string, agentFlag = '') =>
  () =>
    post('remove-assigned-client', { propertyInfoId, clientFlag, agentFlag });
const assignLawyer = (propertyInfoId: number, lawyer: Json, side: 'B' | 'S') => () =>
  post('add-lawyer-to-property', { propertyInfoId, lawyer, lawyerFlag: side });
const removeLawyer = (propertyInfoId: number, side: 'B' | 'S') => () => post('remove-assigned-lawyer', { propertyInfoId, lawyerFlag: side });

describe('buyer and seller', () => {
  it('records who was assigned in which role, and who held the role before', async () => {
    const id = await addSaleProperty(server, jwt, { lawfirmRefNo: 'TL/HIST/P1' });
    expect(await recordedBy(assignClient(id, await clientIdOf(server, 'Tan Ah Kow'), 'S'))).toMatchObject([
      {
        ...onCase(id),
        kind: 'party.assigned',
        summary: 'Assigned Tan Ah Kow as seller.',
        changes: [{ field: 'Seller', before: null, after: 'Tan Ah Kow' }],
        stage: 'opened',
        at: new Date(server.clock.nowMs()),
      },
    ]);
    expect(await recordedBy(assignClient(id, await clientIdOf(server, 'Chen Li Hua'), 'S'))).toMatchObject([
      {
        ...onCase(id),
        kind: 'party.assigned',
        summary: 'Assigned Chen Li Hua as seller.',
        changes: [{ field: 'Seller', before: 'Tan Ah Kow', after: 'Chen Li Hua' }],
      },
    ]);
    // The same client again changes nothing, and records nothing.
    expect(await recordedBy(assignClient(id, await clientIdOf(server, 'Chen Li Hua'), 'S'))).toEqual([]);
  });

  it('records the client removed', async () => {
    const id = await addCaseWithParties(server, jwt, 'TL/HIST/P2', false);
    expect(await recordedBy(removeClient(id, 'S'))).toMatchObject([
      {
        ...onCase(id),
        kind: 'party.unassigned',
        summary: 'Removed Tan Ah Kow as seller.',
        changes: [{ field: 'Seller', before: 'Tan Ah Kow', after: null }],
      },
    ]);
  });

  it('records nothing for a refused assignment or removal', async () => {
    const id = await addCaseWithParties(server, jwt, 'TL/HIST/P3');
    const tanAhKow = await clientIdOf(server, 'Tan Ah Kow');
    await expectNothingRecorded(
      [
        assignClient(id, tanAhKow, 'B'),
        assignClient(id, await clientIdOf(server, 'Orchid Realty Pte. Ltd.'), 'B'),
        assignClient(id, await clientIdOf(server, 'Chen Li Hua'), 'S'),
        removeClient(id, 'S'),
        assignClient(locked, tanAhKow, 'B'),
        assignClient(otherFirms, tanAhKow, 'B'),
      ],
      [409, 400, 409, 409, 409, 404],
    );
  });
});

describe('lawyers', () => {
  it('records the lawyer assigned by name and firm, with the stage the case reached', async () => {
    const id = await addCaseWithParties(server, jwt, 'TL/HIST/L1', false);
    await assignClient(id, await clientIdOf(server, 'Lion City Trading Pte Ltd'), 'B')();
    const seller = await recordedBy(assignLawyer(id, { userId: 'lawyer1', referenceNumber: 'TL/HIST' }, 'S'));
    expect(seller).toMatchObject([{ ...onCase(id), kind: 'party.assigned', stage: 'opened' }]);
    expect(seller[0]?.summary).toMatch(/^Assigned .+ \(.+\) as seller's lawyer\.$/);
    expect(await recordedBy(assignLawyer(id, newLawyer(), 'B'))).toMatchObject([
      {
        ...onCase(id),
        kind: 'party.assigned',
        summary: "Assigned Hui Min Yeo (Yeo Law Chambers) as buyer's lawyer.",
        changes: [{ field: "Buyer's Lawyer", before: null, after: 'Hui Min Yeo (Yeo Law Chambers)' }],
        // Buyer, seller and both lawyers: the parties are in place once this assignment is made.
        stage: 'partiesInPlace',
      },
    ]);
  });

  it('records the lawyer removed', async () => {
    const id = await addCaseWithParties(server, jwt, 'TL/HIST/L2');
    expect(await recordedBy(removeLawyer(id, 'B'))).toMatchObject([
      {
        ...onCase(id),
        kind: 'party.unassigned',
        summary: "Removed Hui Min Yeo (Yeo Law Chambers) as buyer's lawyer.",
        changes: [{ field: "Buyer's Lawyer", before: 'Hui Min Yeo (Yeo Law Chambers)', after: null }],
        stage: 'opened',
      },
    ]);
  });

  it('records nothing for a refused lawyer assignment or removal', async () => {
    const fresh = await addSaleProperty(server, jwt, { lawfirmRefNo: 'TL/HIST/L3' });
    const withSeller = await addCaseWithParties(server, jwt, 'TL/HIST/L4', false);
    await expectNothingRecorded(
      [
        assignLawyer(fresh, newLawyer(), 'B'),
        assignLawyer(withSeller, newLawyer({ firstName: '', email: 'not an e-mail' }), 'S'),
        assignLawyer(withSeller, { userId: 'nobody-here' }, 'S'),
        removeLawyer(locked, 'B'),
        removeLawyer(otherFirms, 'B'),
      ],
      [409, 400, 400, 409, 404],
    );
  });
});

/** A salesperson picked from the salesperson register, as the agent modal sends it. */
const huttons = {
  compName: 'HUTTONS ASIA PTE. LTD.',
  uenNo: '',
  address: '3 Bishan Place, #05-01 CPF Bishan Building, Singapore 579838',
  estateAgentCEALicenceNo: 'L3008899K',
  clientCategory: '0',
  isAgent: '1',
  clientContacts: [{ individualName: 'LEE JUN WEI', agentCEANo: 'R089012H', contactNo: '91119999', email: 'junwei.lee@huttons.com', isPrimary: '0' }],
};

describe('agents', () => {
  it('records an agency linked, an agency added and an agent removed', async () => {
    const id = await addSaleProperty(server, jwt, { lawfirmRefNo: 'TL/HIST/A1' });
    const orchid = await clientIdOf(server, 'Orchid Realty Pte. Ltd.');
    expect(await recordedBy(() => post(`link-agent-to-property/${id}/${orchid}/0`, {}))).toMatchObject([
      {
        ...onCase(id),
        kind: 'party.assigned',
        summary: "Assigned Orchid Realty Pte. Ltd. as buyer's agent.",
        changes: [{ field: "Buyer's Agent", before: null, after: 'Orchid Realty Pte. Ltd.' }],
      },
    ]);
    expect(await recordedBy(() => post(`add-agent-to-property/${id}/1`, huttons))).toMatchObject([
      {
        ...onCase(id),
        kind: 'party.assigned',
        summary: "Assigned HUTTONS ASIA PTE. LTD. as seller's agent.",
        changes: [{ field: "Seller's Agent", before: null, after: 'HUTTONS ASIA PTE. LTD.' }],
      },
    ]);
    expect(await recordedBy(removeClient(id, 'S', '0'))).toMatchObject([
      {
        ...onCase(id),
        kind: 'party.unassigned',
        summary: "Removed Orchid Realty Pte. Ltd. as buyer's agent.",
        changes: [{ field: "Buyer's Agent", before: 'Orchid Realty Pte. Ltd.', after: null }],
      },
    ]);
  });

  it('records nothing for a refused agent', async () => {
    const id = await addSaleProperty(server, jwt, { lawfirmRefNo: 'TL/HIST/A2' });
    const [orchid, tanAhKow] = [await clientIdOf(server, 'Orchid Realty Pte. Ltd.'), await clientIdOf(server, 'Tan Ah Kow')];
    await expectNothingRecorded(
      [
        () => post(`link-agent-to-property/${id}/999999/0`, {}),
        () => post(`link-agent-to-property/${id}/${tanAhKow}/0`, {}),
        () => post(`add-agent-to-property/${id}/0`, { ...huttons, compName: '' }),
        () => post(`add-agent-to-property/${locked}/0`, huttons),
        () => post(`link-agent-to-property/${otherFirms}/${orchid}/0`, {}),
      ],
      [404, 400, 400, 409, 404],
    );
  });
});

const tenant = {
  tenantName: 'Blue Harbour Cafe Pte Ltd',
  addressLine1: '2 Marina Boulevard',
  addressLine2: '#01-05',
  postalCode: '018987',
  tenantReference: 'LEASE/2025/77',
  tenantOfficeInCharge: 'Mr Goh',
  tenantFaxNumber: '',
};

describe('secondary stakeholders', () => {
  it('records a stakeholder saved with its fields, replaced with what changed, and removed', async () => {
    const id = await addCaseWithParties(server, jwt, 'TL/HIST/S1');
    expect(await recordedBy(() => post('assign-2nd-stakeholder', { propertyInfoId: id, kind: 'tenant', info: tenant }))).toMatchObject([
      {
        ...onCase(id),
        kind: 'secondary.saved',
        summary: 'Saved the Tenant, Blue Harbour Cafe Pte Ltd.',
        stage: 'partiesInPlace',
        changes: [
          { field: 'Tenant Name', before: null, after: 'Blue Harbour Cafe Pte Ltd' },
          { field: 'Address Line 1', before: null, after: '2 Marina Boulevard' },
          { field: 'Address Line 2', before: null, after: '#01-05' },
          { field: 'Postal Code', before: null, after: '018987' },
          { field: 'Reference No.', before: null, after: 'LEASE/2025/77' },
          { field: 'Officer In Charge', before: null, after: 'Mr Goh' },
        ],
      },
    ]);
    const renamed = { ...tenant, tenantName: 'Green Leaf Florist' };
    expect(await recordedBy(() => post('assign-2nd-stakeholder', { propertyInfoId: id, kind: 'tenant', info: renamed }))).toMatchObject([
      {
        kind: 'secondary.saved',
        summary: 'Saved the Tenant, Green Leaf Florist.',
        changes: [{ field: 'Tenant Name', before: 'Blue Harbour Cafe Pte Ltd', after: 'Green Leaf Florist' }],
      },
    ]);
    // Saved again as it is: nothing changed, nothing recorded.
    expect(await recordedBy(() => post('assign-2nd-stakeholder', { propertyInfoId: id, kind: 'tenant', info: renamed }))).toEqual([]);
    const [removed, ...more] = await recordedBy(() => post('remove-assigned-2nd-stakeholder', { propertyInfoId: id, kind: 'propertyTenantInfo' }));
    expect(more).toEqual([]);
    expect(removed).toMatchObject({ ...onCase(id), kind: 'secondary.removed', summary: 'Removed the Tenant, Green Leaf Florist.' });
    expect(removed?.changes).toContainEqual({ field: 'Tenant Name', before: 'Green Leaf Florist', after: null });
  });

  it('records nothing for a refused stakeholder', async () => {
    const pending = await addSaleProperty(server, jwt, { lawfirmRefNo: 'TL/HIST/S2' });
    const active = await addCaseWithParties(server, jwt, 'TL/HIST/S3');
    await expectNothingRecorded(
      [
        () => post('assign-2nd-stakeholder', { propertyInfoId: pending, kind: 'tenant', info: tenant }),
        () => post('assign-2nd-stakeholder', { propertyInfoId: active, kind: 'tenant', info: { tenantName: ' ' } }),
        () => post('assign-2nd-stakeholder', { propertyInfoId: locked, kind: 'tenant', info: tenant }),
        () => post('remove-assigned-2nd-stakeholder', { propertyInfoId: active, kind: 'propertyUnknownInfo' }),
        () => post('remove-assigned-2nd-stakeholder', { propertyInfoId: otherFirms, kind: 'propertyTenantInfo' }),
      ],
      [409, 400, 409, 400, 404],
    );
  });
});
