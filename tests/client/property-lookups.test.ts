import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../src/api/client';
import { createLoaderStore } from '../../src/api/loader';
import { checkIrasTaxableByPostalCode, getTransactionTypes, searchAddress, searchMcstNo } from '../../src/api/property-lookups';
import { baseUrl, fakeFetch, json, type Responder } from './fake-fetch';

function setup(respond: Responder) {
  const net = fakeFetch(respond);
  const client = createApiClient({ baseUrl, getToken: () => 'jwt-1', fetch: net.fetch, loader: createLoaderStore() });
  const only = () => {
    expect(net.requests).toHaveLength(1);
    return net.requests[0]!;
  };
  return { client, only };
}

describe('property lookup calls', () => {
  it('getTransactionTypes asks GET /get-transtype-list with the bearer token', async () => {
    const types = [
      { id: 1, name: 'Sale' },
      { id: 2, name: 'Purchase' },
    ];
    const { client, only } = setup(() => json(types));
    await expect(getTransactionTypes(client)).resolves.toEqual(types);
    const request = only();
    expect(request.method).toBe('GET');
    expect(new URL(request.url).pathname).toBe('/api/get-transtype-list');
    expect(request.headers.get('Authorization')).toBe('Bearer jwt-1');
  });

  it('searchMcstNo posts {mcstno} and passes an empty answer through', async () => {
    const { client, only } = setup(() => json([]));
    await expect(searchMcstNo(client, '3456')).resolves.toEqual([]);
    const request = only();
    expect(new URL(request.url).pathname).toBe('/api/searchMcstNo');
    expect(await request.json()).toEqual({ mcstno: '3456' });
    expect(request.headers.get('Authorization')).toBe('Bearer jwt-1');
  });

  it("checkIrasTaxableByPostalCode posts criteria '2' and the postal code", async () => {
    const answer = { irasTaxibleResponseData: [], returnCode: '20' };
    const { client, only } = setup(() => json(answer));
    await expect(checkIrasTaxableByPostalCode(client, '238801')).resolves.toEqual(answer);
    const request = only();
    expect(new URL(request.url).pathname).toBe('/api/check-IRAS-Taxable-By-PostalCode');
    expect(await request.json()).toEqual({ criteria: '2', postalCode: '238801' });
  });

  it('searchAddress asks the address sandbox with the seed parameters and without the bearer token', async () => {
    const answer = { found: 0, totalNumPages: 0, pageNum: 1, results: [] };
    const { client, only } = setup(() => json(answer));
    await expect(searchAddress(client, '238801')).resolves.toEqual(answer);
    const request = only();
    const url = new URL(request.url);
    expect(url.pathname).toBe('/api/sandbox/onemap/search');
    expect(Object.fromEntries(url.searchParams)).toEqual({ searchVal: '238801', returnGeom: 'N', getAddrDetails: 'Y', pageNum: '1' });
    expect(request.headers.has('Authorization')).toBe(false);
  });
});
