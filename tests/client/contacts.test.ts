import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../src/api/client';
import {
  addClient,
  COMPANY_REGISTER_RESOURCE_ID,
  deleteClient,
  getAllPrimary,
  getClient,
  searchCompanyRegister,
  updateClient,
  type Client,
  type ClientPage,
} from '../../src/api/contacts';
import { ApiError } from '../../src/api/errors';
import { createLoaderStore } from '../../src/api/loader';
import { clientListQueryOptions, clientQueryKey, clientQueryOptions, contactsQueryKey } from '../../src/api/queries/contacts';
import { messages } from '../../src/domain/messages';
import { baseUrl, fakeFetch, json, type Responder } from './fake-fetch';

const PAGE: ClientPage = {
  records: [
    {
      clientInfoId: 11,
      name: 'Marina Bay Holdings Pte. Ltd.',
      address: '10 MARINA BOULEVARD',
      contactNumber: '91234567',
      clientCategory: '0',
      isPropertyAssigned: '0',
    },
  ],
  recordCount: 1,
  pageNo: 1,
  pageSize: 10,
};

const CLIENT: Client = { id: 11, clientCategory: '0', compName: 'Marina Bay Holdings Pte. Ltd.', clientContacts: [] };

function setup(respond: Responder) {
  const net = fakeFetch(respond);
  const client = createApiClient({ baseUrl, getToken: () => 'jwt-1', fetch: net.fetch, loader: createLoaderStore() });
  const only = async () => {
    expect(net.requests).toHaveLength(1);
    const request = net.requests[0]!;
    const text = await request.clone().text();
    const url = new URL(request.url);
    return {
      method: request.method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: text ? (JSON.parse(text) as unknown) : undefined,
      bearer: request.headers.get('Authorization'),
    };
  };
  return { client, only };
}

describe('contact calls', () => {
  it('getAllPrimary posts the login id with the page, size, sort and search text, with the bearer token', async () => {
    const { client, only } = setup(() => json(PAGE));
    const body = { loginId: 'lawyer1', pageNo: 2, pageSize: 15, sortBy: 'name', sortOrder: 'asc', searchText: 'marina' } as const;
    await expect(getAllPrimary(client, body)).resolves.toEqual(PAGE);
    expect(await only()).toEqual({ method: 'POST', path: '/api/get-all-primary', query: {}, body, bearer: 'Bearer jwt-1' });
  });

  it('getClient asks GET /get-client/{id}', async () => {
    const { client, only } = setup(() => json(CLIENT));
    await expect(getClient(client, 11)).resolves.toEqual(CLIENT);
    expect(await only()).toMatchObject({ method: 'GET', path: '/api/get-client/11' });
  });

  it('addClient and updateClient post the client as given', async () => {
    const added = setup(() => json(CLIENT));
    await addClient(added.client, {
      clientCategory: '1',
      compName: 'Chen Li Hua',
      clientContacts: [{ individualName: 'Chen Li Hua', isPrimary: '0' }],
    });
    expect(await added.only()).toMatchObject({ path: '/api/add-client', body: { clientCategory: '1', clientContacts: [{ isPrimary: '0' }] } });
    const updated = setup(() => json(CLIENT));
    await updateClient(updated.client, { id: 11, clientCategory: '0', clientContacts: [], agentFlag: '' });
    expect(await updated.only()).toMatchObject({ path: '/api/update-client/', body: { id: 11, agentFlag: '' } });
  });

  it("deleteClient posts the id; the 409 refusal arrives as an ApiError carrying the seed's message", async () => {
    const deleted = setup(() => json(true));
    await expect(deleteClient(deleted.client, 11)).resolves.toBe(true);
    expect(await deleted.only()).toMatchObject({ path: '/api/delete-client/', body: { id: 11 } });
    const refused = setup(() => json({ errormsg: messages.deleteClientAssigned }, 409));
    const error = await deleteClient(refused.client, 12).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, message: messages.deleteClientAssigned });
  });

  it('searchCompanyRegister asks the register sandbox by resource id and UEN, without the bearer token, and keeps only company records', async () => {
    const records = [
      { uen: 'T08LL1234A', entity_name: 'CHEN & PARTNERS LLP' },
      { salesperson_name: 'Not A Company', registration_no: 'R000001A' },
    ];
    const { client, only } = setup(() => json({ success: true, result: { resource_id: COMPANY_REGISTER_RESOURCE_ID, total: 2, records } }));
    await expect(searchCompanyRegister(client, 'T08LL1234A')).resolves.toEqual([records[0]]);
    expect(await only()).toEqual({
      method: 'GET',
      path: '/api/sandbox/datagov/datastore_search',
      query: { resource_id: 'companies', q: 'T08LL1234A' },
      body: undefined,
      bearer: null,
    });
  });
});

describe('contact queries', () => {
  it('every contact query sits under one key, so a save or delete refreshes listing and details alike', () => {
    const { client } = setup(() => json(PAGE));
    const list = clientListQueryOptions(client, { loginId: 'lawyer1', pageNo: 1, pageSize: 10, sortBy: 'name', sortOrder: 'asc' });
    expect(list.queryKey.slice(0, 1)).toEqual([...contactsQueryKey]);
    expect(clientQueryOptions(client, 11).queryKey).toEqual(clientQueryKey(11));
    expect(clientQueryKey(11).slice(0, 1)).toEqual([...contactsQueryKey]);
  });
});
