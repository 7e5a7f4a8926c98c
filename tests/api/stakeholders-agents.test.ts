import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/messages';
import { clients } from '../../src/server/db/schema';
import { addSaleProperty, clientIdOf } from './support/contacts';
import { json, propertyIdOf } from './support/properties';
import { startTestServer, type Json, type TestServer } from './support/start-test-server';

let server: TestServer;
let tanLim: string;
beforeAll(async () => {
  server = await startTestServer();
  tanLim = await server.tokenFor('lawyer1');
});
afterAll(() => server.close());

type Property = Json & { buyerAgent: Json | null; sellerAgent: Json | null; status: string };

const searchAgent = async (text: string, propertyId: number) =>
  json<Array<Json & { compName: string }>>(await server.get(`/api/search-agent/${encodeURIComponent(text)}/${propertyId}`, tanLim));
const link = async (propertyId: number, clientId: number, flag: string, jwt = tanLim) =>
  json<Property>(await server.post(`/api/link-agent-to-property/${propertyId}/${clientId}/${flag}`, {}, jwt));
const addAgent = async (propertyId: number, flag: string, body: unknown) =>
  json<Property>(await server.post(`/api/add-agent-to-property/${propertyId}/${flag}`, body, tanLim));
const clientCount = async () => (await server.db.select({ value: count() }).from(clients))[0]?.value;

/** A salesperson picked from the salesperson register (seed 000 §3), as the agent modal sends it. */
const hutton = {
  compName: 'HUTTONS ASIA PTE. LTD.',
  uenNo: '',
  address: '3 Bishan Place, #05-01 CPF Bishan Building, Singapore 579838',
  estateAgentCEALicenceNo: 'L3008899K',
  clientCategory: '0',
  isAgent: '1',
  clientContacts: [{ individualName: 'LEE JUN WEI', agentCEANo: 'R089012H', contactNo: '91119999', email: 'junwei.lee@huttons.com', isPrimary: '0' }],
};

describe('agents', () => {
  it("finds the firm's estate agencies by name, salesperson, or CEA licence, leaving out those on the property", async () => {
    const id = await addSaleProperty(server, tanLim, { lawfirmRefNo: 'TL/AGENT/1' });
    expect((await searchAgent('orchid', id)).body.map((a) => a.compName)).toEqual(['Orchid Realty Pte. Ltd.']);
    const [orchid] = (await searchAgent('ng wei', id)).body;
    expect(orchid).toMatchObject({ compName: 'Orchid Realty Pte. Ltd.', isAgent: '1', estateAgentCEALicenceNo: 'L3010123C' });
    expect(orchid?.clientContacts).toEqual([
      expect.objectContaining({ agentCEANo: 'R033445M' }),
      expect.objectContaining({ agentCEANo: 'R044556N' }),
    ]);
    expect((await searchAgent('L3008022J', id)).body.map((a) => a.compName)).toEqual(['PropNex Realty Pte. Ltd.']);
    expect((await searchAgent('lion city', id)).body).toEqual([]);
    await link(id, await clientIdOf(server, 'Orchid Realty Pte. Ltd.'), '1');
    expect((await searchAgent('orchid', id)).body).toEqual([]);
    expect((await searchAgent('or', id)).body).toMatchObject({ errormsg: messages.enterMinThreeCharacters });
  });

  it("links an agency as buyer's ('0') or seller's ('1') agent without touching the status, and unassigns it", async () => {
    const id = await addSaleProperty(server, tanLim, { lawfirmRefNo: 'TL/AGENT/2' });
    const orchid = await clientIdOf(server, 'Orchid Realty Pte. Ltd.');
    expect((await link(id, orchid, '0')).body).toMatchObject({
      buyerAgent: { compName: 'Orchid Realty Pte. Ltd.' },
      sellerAgent: null,
      status: 'Pending',
    });
    expect((await link(id, await clientIdOf(server, 'PropNex Realty Pte. Ltd.'), '1')).body).toMatchObject({
      sellerAgent: { compName: 'PropNex Realty Pte. Ltd.' },
    });
    const removed = await json<Property>(
      await server.post('/api/remove-assigned-client', { propertyInfoId: id, agentFlag: '0', clientFlag: 'S' }, tanLim),
    );
    expect(removed.body).toMatchObject({ buyerAgent: null, sellerAgent: { compName: 'PropNex Realty Pte. Ltd.' } });
  });

  it('removes an agent even while lawyers are on the property', async () => {
    const id = await propertyIdOf(server, 'PCN-2026-000101');
    const removed = await json<Property>(
      await server.post('/api/remove-assigned-client', { propertyInfoId: id, agentFlag: '1', clientFlag: '' }, tanLim),
    );
    expect(removed.body).toMatchObject({ sellerAgent: null, status: 'Active' });
  });

  it('refuses an ordinary contact as an agent (400) and answers 404 for unknown or other firms’ ids', async () => {
    const id = await addSaleProperty(server, tanLim, { lawfirmRefNo: 'TL/AGENT/3' });
    expect((await link(id, await clientIdOf(server, 'Tan Ah Kow'), '0')).body).toMatchObject({ errormsg: messages.agentNotAnAgent });
    expect((await link(id, await clientIdOf(server, 'ERA Realty Network Pte Ltd'), '0')).status).toBe(404);
    expect((await link(await propertyIdOf(server, 'PCN-2026-000201'), await clientIdOf(server, 'Orchid Realty Pte. Ltd.'), '0')).status).toBe(404);
    expect((await searchAgent('orchid', await propertyIdOf(server, 'PCN-2026-000201'))).status).toBe(404);
    const before = await clientCount();
    expect((await addAgent(await propertyIdOf(server, 'PCN-2026-000201'), '0', hutton)).status).toBe(404);
    expect(await clientCount()).toBe(before);
    expect((await link(id, await clientIdOf(server, 'Orchid Realty Pte. Ltd.'), '2')).status).toBe(400);
    expect((await link(id, 0, '0')).status).toBe(400);
  });

  it('creates an agency with its salesperson and assigns it in one go', async () => {
    const id = await addSaleProperty(server, tanLim, { lawfirmRefNo: 'TL/AGENT/4' });
    const { status, body } = await addAgent(id, '1', hutton);
    expect(status).toBe(200);
    expect(body.sellerAgent).toMatchObject({
      compName: 'HUTTONS ASIA PTE. LTD.',
      isAgent: '1',
      estateAgentCEALicenceNo: 'L3008899K',
      clientContacts: [{ individualName: 'LEE JUN WEI', agentCEANo: 'R089012H', isPrimary: '0' }],
    });
    expect((await searchAgent('huttons', await addSaleProperty(server, tanLim, { lawfirmRefNo: 'TL/AGENT/5' }))).body).toHaveLength(1);
  });

  it('answers 400 with the agent messages and creates nothing', async () => {
    const id = await addSaleProperty(server, tanLim, { lawfirmRefNo: 'TL/AGENT/6' });
    const before = await clientCount();
    const bad = { ...hutton, compName: '', clientContacts: [{ individualName: '', agentCEANo: '' }] };
    expect(await addAgent(id, '0', bad)).toEqual({
      status: 400,
      body: { errormsg: messages.badRequest, errors: [messages.agencyNameEmpty, messages.agentNameEmpty, messages.agentCeaNoEmpty] },
    });
    expect((await addAgent(id, '0', { ...hutton, isAgent: '0' })).status).toBe(400);
    expect((await addAgent(id, '0', { ...hutton, clientContacts: undefined })).status).toBe(400);
    expect(await clientCount()).toBe(before);
  });

  it('refuses agent changes on a locked property', async () => {
    const locked = await propertyIdOf(server, 'PCN-2026-000104');
    const before = await clientCount();
    expect((await link(locked, await clientIdOf(server, 'Orchid Realty Pte. Ltd.'), '0')).body).toEqual({
      errormsg: messages.propertyLockedAssignment,
    });
    expect((await addAgent(locked, '0', hutton)).status).toBe(409);
    expect(await clientCount()).toBe(before);
  });
});
