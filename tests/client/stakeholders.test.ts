import { describe, expect, it } from 'vitest';
import { createApiClient, isApiError } from '../../src/api/client';
import { createLoaderStore } from '../../src/api/loader';
import {
  addAgentToProperty,
  addClientToProperty,
  addLawyerToProperty,
  fetchUsersByLawFirmName,
  linkAgentToProperty,
  removeAssignedClient,
  removeAssignedLawyer,
  retrieveLawFirmUser,
  searchAgent,
  searchClient,
  searchSalespersonRegister,
  type AgentInput,
} from '../../src/api/stakeholders';
import { messages } from '../../src/domain/messages';
import { baseUrl, fakeFetch, json, type Responder } from './fake-fetch';

const PROPERTY = {
  id: 101,
  propertyRefNo: 'PCN-2026-000101',
  propAddress: '2 MARINA BOULEVARD',
  status: 'Pending',
  locked: false,
  createdDate: '2026-03-01T10:00:00+08:00',
  lawfirmRefNo: 'TL/CONV/0101',
  propType: 'BUILDING',
  streetName: 'MARINA BOULEVARD',
};

function setup(respond: Responder = () => json(PROPERTY)) {
  const net = fakeFetch(respond);
  const client = createApiClient({ baseUrl, getToken: () => 'jwt-1', fetch: net.fetch, loader: createLoaderStore() });
  const only = () => {
    expect(net.requests).toHaveLength(1);
    const [request] = net.requests;
    if (!request) throw new Error('no request');
    return request;
  };
  return { client, only };
}

const pathOf = (request: Request) => new URL(request.url).pathname;

describe('stakeholder assignment calls', () => {
  it('searchClient asks by category, text and property in the path, with the bearer token', async () => {
    const found = [{ id: 7, clientCategory: '0', compName: 'Tan Holdings Pte Ltd', clientContacts: [] }];
    const { client, only } = setup(() => json(found));
    await expect(searchClient(client, { category: '0', text: 'Tan', propertyId: 101 })).resolves.toEqual(found);
    const request = only();
    expect(request.method).toBe('GET');
    expect(pathOf(request)).toBe('/api/search-client/0/Tan/101');
    expect(request.headers.get('Authorization')).toBe('Bearer jwt-1');
  });

  it('searchClient keeps a typed space or slash inside its one path segment', async () => {
    const { client, only } = setup(() => json([]));
    await searchClient(client, { category: '1', text: 'Lim / Ong', propertyId: 101 });
    expect(pathOf(only())).toBe('/api/search-client/1/Lim%20%2F%20Ong/101');
  });

  it("a refused search surfaces the server's message", async () => {
    const { client } = setup(() => json({ errormsg: messages.enterMinThreeCharacters }, 400));
    const failure = await searchClient(client, { category: '0', text: 'Ta', propertyId: 101 }).catch((error: unknown) => error);
    expect(isApiError(failure) && failure.status).toBe(400);
    expect(isApiError(failure) && failure.message).toBe(messages.enterMinThreeCharacters);
  });

  it('addClientToProperty posts the four seed fields and answers with the property', async () => {
    const { client, only } = setup();
    const body = { propertyInfoId: 101, clientFlag: 'B', clientInfoId: 7, buyersellerFlag: 'B' } as const;
    await expect(addClientToProperty(client, body)).resolves.toEqual(PROPERTY);
    const request = only();
    expect(pathOf(request)).toBe('/api/add-client-to-property');
    expect(await request.json()).toEqual(body);
  });

  it('fetchUsersByLawFirmName posts {acctName}', async () => {
    const answer = { recordCount: 0, accountList: [] };
    const { client, only } = setup(() => json(answer));
    await expect(fetchUsersByLawFirmName(client, 'Rajah')).resolves.toEqual(answer);
    const request = only();
    expect(pathOf(request)).toBe('/api/fetchusersbylawfirmname');
    expect(await request.json()).toEqual({ acctName: 'Rajah' });
  });

  it("retrieveLawFirmUser asks for the firm's users under the app id LRI", async () => {
    const firm = { acctName: 'Rajah & Partners', lstCMSUsrInfo: [{ userid: 'rp1', firstName: 'Siti' }] };
    const { client, only } = setup(() => json(firm));
    await expect(retrieveLawFirmUser(client, 'RP0003')).resolves.toEqual(firm);
    expect(pathOf(only())).toBe('/api/retrievelawfirmuser/RP0003/LRI');
  });

  it("addLawyerToProperty posts the lawyer with the side; the 409 carries the seed's refusal", async () => {
    const { client, only } = setup(() => json({ errormsg: messages.assignClientFirst }, 409));
    const body = {
      propertyInfoId: 101,
      lawyerFlag: 'S',
      lawyer: { firstName: 'Siti', lastName: 'Rahman', lawfirmName: 'Rajah & Partners' },
    } as const;
    const failure = await addLawyerToProperty(client, body).catch((error: unknown) => error);
    expect(isApiError(failure) && [failure.status, failure.message]).toEqual([409, messages.assignClientFirst]);
    const request = only();
    expect(pathOf(request)).toBe('/api/add-lawyer-to-property');
    expect(await request.json()).toEqual(body);
  });

  it('searchAgent asks by text and property', async () => {
    const { client, only } = setup(() => json([]));
    await expect(searchAgent(client, { text: 'ERA', propertyId: 101 })).resolves.toEqual([]);
    expect(pathOf(only())).toBe('/api/search-agent/ERA/101');
  });

  it('linkAgentToProperty names property, agency and side in the path and sends no body', async () => {
    const { client, only } = setup();
    await expect(linkAgentToProperty(client, { propertyId: 101, clientInfoId: 31, agentFlag: '1' })).resolves.toEqual(PROPERTY);
    const request = only();
    expect(request.method).toBe('POST');
    expect(pathOf(request)).toBe('/api/link-agent-to-property/101/31/1');
    expect(await request.text()).toBe('');
  });

  it('addAgentToProperty posts the new agency to the property and side', async () => {
    const { client, only } = setup();
    const agency: AgentInput = {
      compName: 'ERA Realty Network Pte Ltd',
      uenNo: '199904485D',
      address: '450 Lorong 6 Toa Payoh',
      estateAgentCEALicenceNo: 'L3002382K',
      clientContacts: [{ individualName: 'Lim Ah Kow', agentCEANo: 'R012345A', isPrimary: '0' }],
      clientCategory: '0',
      isAgent: '1',
    };
    await addAgentToProperty(client, { propertyId: 101, agentFlag: '0' }, agency);
    const request = only();
    expect(pathOf(request)).toBe('/api/add-agent-to-property/101/0');
    expect(await request.json()).toEqual(agency);
  });

  it('removeAssignedClient and removeAssignedLawyer post their seed fields', async () => {
    const client = setup();
    await removeAssignedClient(client.client, { propertyInfoId: 101, agentFlag: '', clientFlag: 'B' });
    const request = client.only();
    expect(pathOf(request)).toBe('/api/remove-assigned-client');
    expect(await request.json()).toEqual({ propertyInfoId: 101, agentFlag: '', clientFlag: 'B' });

    const lawyer = setup();
    await removeAssignedLawyer(lawyer.client, { propertyInfoId: 101, lawyerFlag: 'S' });
    const lawyerRequest = lawyer.only();
    expect(pathOf(lawyerRequest)).toBe('/api/remove-assigned-lawyer');
    expect(await lawyerRequest.json()).toEqual({ propertyInfoId: 101, lawyerFlag: 'S' });
  });

  it('searchSalespersonRegister asks the register sandbox without the bearer token and keeps salesperson records', async () => {
    const salesperson = { salesperson_name: 'LIM AH KOW', registration_no: 'R012345A', estate_agent_name: 'ERA REALTY NETWORK PTE LTD' };
    const answer = { success: true, result: { resource_id: 'salespersons', total: 1, records: [salesperson] } };
    const { client, only } = setup(() => json(answer));
    await expect(searchSalespersonRegister(client, 'lim')).resolves.toEqual([salesperson]);
    const request = only();
    const url = new URL(request.url);
    expect(url.pathname).toBe('/api/sandbox/datagov/datastore_search');
    expect(Object.fromEntries(url.searchParams)).toEqual({ resource_id: 'salespersons', q: 'lim' });
    expect(request.headers.has('Authorization')).toBe(false);
  });
});
