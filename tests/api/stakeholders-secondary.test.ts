import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/messages';
import { SECONDARY_KIND_LIST, SECONDARY_KINDS } from '../../src/domain/stakeholder-secondary';
import { addSaleProperty } from './support/contacts';
import { json, propertyIdOf } from './support/properties';
import { startTestServer, type Json, type TestServer } from './support/start-test-server';

let server: TestServer;
let tanLim: string;
beforeAll(async () => {
  server = await startTestServer();
  tanLim = await server.tokenFor('lawyer1');
});
afterAll(() => server.close());

const assign = async (body: unknown, jwt = tanLim) => json<Json>(await server.post('/api/assign-2nd-stakeholder', body, jwt));
const remove = async (body: unknown, jwt = tanLim) => json<Json>(await server.post('/api/remove-assigned-2nd-stakeholder', body, jwt));
const getProperty = async (id: number) => (await json<Json>(await server.get(`/api/get-property/${id}`, tanLim))).body;

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
  it('shows the demo case’s secondary stakeholders and null for the kinds not assigned', async () => {
    const sail = await getProperty(await propertyIdOf(server, 'PCN-2026-000101'));
    expect(sail.propertyMortgageeBankInfo).toMatchObject({
      bankName: 'Oversea-Chinese Banking Corporation Limited',
      officerInCharge: 'Mr Daniel Lee',
    });
    expect(sail.propertyValuerInfo).toMatchObject({ valuerName: 'Knight Frank Pte Ltd' });
    expect(sail.propertyTenantInfo).toBeNull();
    for (const kind of SECONDARY_KIND_LIST) expect(sail).toHaveProperty(SECONDARY_KINDS[kind].infoName);
  });

  it('adds, replaces and removes one of each kind on an Active property', async () => {
    const id = await propertyIdOf(server, 'PCN-2026-000106');
    const added = await assign({ propertyInfoId: id, kind: 'tenant', info: { ...tenant, unknownField: 'dropped' } });
    expect(added.status).toBe(200);
    expect(added.body.propertyTenantInfo).toMatchObject(tenant);
    expect(Object.keys(added.body.propertyTenantInfo ?? {}).sort()).toEqual(['id', ...Object.keys(tenant)].sort());
    const replaced = await assign({ propertyInfoId: id, kind: 'tenant', info: { ...tenant, tenantName: 'Green Leaf Florist' } });
    expect(replaced.body.propertyTenantInfo).toMatchObject({ tenantName: 'Green Leaf Florist', tenantReference: 'LEASE/2025/77' });
    expect((await remove({ propertyInfoId: id, kind: 'propertyTenantInfo' })).body.propertyTenantInfo).toBeNull();
  });

  it('accepts every kind with its own fields, and the SAL form’s names', async () => {
    const id = await propertyIdOf(server, 'PCN-2026-000106');
    for (const kind of SECONDARY_KIND_LIST) {
      const info = Object.fromEntries(SECONDARY_KINDS[kind].fields.map((field) => [field, `${field} value`]));
      const { status, body } = await assign({ propertyInfoId: id, kind, info });
      expect(status, kind).toBe(200);
      expect(body[SECONDARY_KINDS[kind].infoName], kind).toMatchObject(info);
    }
    const sal = await assign({
      propertyInfoId: id,
      kind: 'sal',
      info: { salRefNo: 'SAL/2026/1', salFaxNumber: '63324388', salOfficerInCharge: 'Ms Lee' },
    });
    expect(sal.body.propertySALInfo).toMatchObject({ SALReferenceNumber: 'SAL/2026/1', SALFaxNumber: '63324388', SALOfficerInCharge: 'Ms Lee' });
  });

  it('refuses a secondary stakeholder while the property is Pending (409) and stores nothing', async () => {
    const id = await addSaleProperty(server, tanLim, { lawfirmRefNo: 'TL/2ND/1' });
    expect(await assign({ propertyInfoId: id, kind: 'tenant', info: tenant })).toEqual({
      status: 409,
      body: { errormsg: messages.secondaryStakeholdersNeedLawyers },
    });
    expect((await getProperty(id)).propertyTenantInfo).toBeNull();
  });

  it('refuses changes on a locked property and answers 404 for another firm’s', async () => {
    const locked = await propertyIdOf(server, 'PCN-2026-000104');
    expect((await assign({ propertyInfoId: locked, kind: 'tenant', info: tenant })).body).toEqual({ errormsg: messages.propertyLockedAssignment });
    expect((await remove({ propertyInfoId: locked, kind: 'propertyTenantInfo' })).status).toBe(409);
    const leeOngCase = await propertyIdOf(server, 'PCN-2026-000202');
    expect((await assign({ propertyInfoId: leeOngCase, kind: 'tenant', info: tenant })).status).toBe(404);
    expect((await remove({ propertyInfoId: leeOngCase, kind: 'propertyTenantInfo' })).status).toBe(404);
  });

  it.each<[string, unknown]>([
    ['an unknown kind', { propertyInfoId: 1, kind: 'landlord', info: tenant }],
    ['no info', { propertyInfoId: 1, kind: 'tenant' }],
    ['info that is a list', { propertyInfoId: 1, kind: 'tenant', info: [] }],
    ['a field that is a number', { propertyInfoId: 1, kind: 'tenant', info: { tenantName: 5 } }],
    ['a field over 200 characters', { propertyInfoId: 1, kind: 'tenant', info: { tenantName: 'T'.repeat(201) } }],
  ])('answers 400 for %s', async (_name, body) => {
    expect((await assign(body)).status).toBe(400);
  });

  it('answers 400 for an info object with nothing filled in, and for a removal naming a kind instead of an info object', async () => {
    const id = await propertyIdOf(server, 'PCN-2026-000106');
    expect(await assign({ propertyInfoId: id, kind: 'valuer', info: { valuerName: '  ' } })).toEqual({
      status: 400,
      body: { errormsg: messages.badRequest, errors: [messages.secondaryInfoEmpty] },
    });
    expect((await remove({ propertyInfoId: id, kind: 'valuer' })).status).toBe(400);
  });
});
