import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../src/api/client';
import { ApiError } from '../../src/api/errors';
import { createLoaderStore } from '../../src/api/loader';
import {
  deleteProperty,
  getAllProperty,
  getChecklistFrameUrl,
  getDueDiligence,
  getPropertiesByCl,
  searchPropertyByDate,
  searchPropertyText,
  withChecklistToken,
  type PropertyPage,
} from '../../src/api/properties';
import {
  checklistFrameQueryOptions,
  checklistPropertiesQueryOptions,
  propertiesQueryKey,
  propertyListQueryOptions,
  type ListingPaging,
} from '../../src/api/queries/properties';
import { baseUrl, fakeFetch, json, type Responder } from './fake-fetch';

const PAGE: PropertyPage = {
  records: [
    {
      id: 3,
      propertyRefNo: 'PCN-2026-000003',
      lawfirmRefNo: 'TL/2026/003',
      createdDate: '2026-01-05T09:00:00+08:00',
      propAddress: '8 ORCHARD BOULEVARD, #21-03, SINGAPORE 248646',
      transactionTypeName: 'Sale',
      completionDate: '2026-03-31',
      status: 'Active',
      taskStage: 'Documents',
      locked: false,
      checkListId: 'CL-3',
      clientFlag: 'S',
    },
  ],
  recordCount: 1,
  pageNo: 1,
  pageSize: 10,
};

const paging: ListingPaging = { pageNo: 2, pageSize: 15, sortBy: 'completionDate', sortOrder: 'asc' };

function setup(respond: Responder = () => json(PAGE)) {
  const net = fakeFetch(respond);
  const client = createApiClient({ baseUrl, getToken: () => 'jwt-1', fetch: net.fetch, loader: createLoaderStore() });
  const last = async () => {
    const request = net.requests.at(-1);
    if (!request) throw new Error('no request made');
    const text = await request.clone().text();
    return { method: request.method, path: new URL(request.url).pathname, body: text ? (JSON.parse(text) as unknown) : undefined };
  };
  return { client, net, last };
}

describe('listing calls', () => {
  it('getAllProperty posts the login id with the page, size and sort', async () => {
    const { client, last } = setup();
    await expect(getAllProperty(client, { loginId: 'lawyer1', ...paging })).resolves.toEqual(PAGE);
    expect(await last()).toEqual({ method: 'POST', path: '/api/get-all-property', body: { loginId: 'lawyer1', ...paging } });
  });

  it('searchPropertyText adds the search text', async () => {
    const { client, last } = setup();
    await searchPropertyText(client, { loginId: 'lawyer1', ...paging, searchText: 'orchard' });
    expect(await last()).toMatchObject({ path: '/api/search-property-text', body: { loginId: 'lawyer1', searchText: 'orchard', pageNo: 2 } });
  });

  it('searchPropertyByDate sends both sides of the range, an open side as empty', async () => {
    const { client, last } = setup();
    await searchPropertyByDate(client, { loginId: 'lawyer1', ...paging, fromDate: '2026-03-01', toDate: '' });
    expect(await last()).toMatchObject({ path: '/api/search-property-by-date', body: { fromDate: '2026-03-01', toDate: '' } });
  });

  it('getPropertiesByCl posts the same paged request', async () => {
    const { client, last } = setup();
    await getPropertiesByCl(client, { loginId: 'lawyer1', ...paging });
    expect(await last()).toEqual({ method: 'POST', path: '/api/get-properties-by-cl', body: { loginId: 'lawyer1', ...paging } });
  });

  it("a 400 (e.g. From after To) is thrown as ApiError with the server's message", async () => {
    const { client } = setup(() => json({ errormsg: 'From after To', errors: ['fromDate: x'] }, 400));
    const failure = searchPropertyByDate(client, { loginId: 'lawyer1', ...paging, fromDate: '2026-05-01', toDate: '2026-04-01' });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 400, message: 'From after To', errors: ['fromDate: x'] });
  });
});

describe('delete calls', () => {
  it('getDueDiligence asks for the property by id in the path', async () => {
    const records = [{ lfcontrolNo: 'LF-1', createdDate: '2026-01-01T00:00:00+08:00', drafted: 'N', requested: 2, received: 1, agencies: [] }];
    const { client, last } = setup(() => json(records));
    await expect(getDueDiligence(client, 42)).resolves.toEqual(records);
    expect(await last()).toEqual({ method: 'GET', path: '/api/get-duedeligence/42', body: undefined });
  });

  it('deleteProperty posts { id } and resolves true', async () => {
    const { client, last, net } = setup(() => json(true));
    await expect(deleteProperty(client, 42)).resolves.toBe(true);
    expect(await last()).toEqual({ method: 'POST', path: '/api/delete-property/', body: { id: 42 } });
    expect(net.requests.at(-1)?.headers.get('Authorization')).toBe('Bearer jwt-1');
  });

  it("a 409 refusal is thrown as ApiError carrying the server's errormsg", async () => {
    const refusal = 'Property with Reference No: TL/1 and Property Control No: PCN-1 has been assigned and activated!';
    const { client } = setup(() => json({ errormsg: refusal }, 409));
    await expect(deleteProperty(client, 42)).rejects.toMatchObject({ name: 'ApiError', status: 409, message: refusal });
  });

  it("no answer at all is ApiError status 0 'Network Error.'", async () => {
    const { client } = setup(() => Promise.reject(new TypeError('fetch failed')));
    await expect(deleteProperty(client, 42)).rejects.toMatchObject({ status: 0, message: 'Network Error.' });
  });
});

describe('checklist calls', () => {
  function checklistServer(url: string): Responder {
    return (request) => {
      const path = new URL(request.url).pathname;
      if (path === '/api/get-legalassiz-token') return json({ token: 'tok en/1' });
      if (path === '/api/get-checklist-url/CL%201') return json({ url });
      return json({ errormsg: 'Record not found.' }, 404);
    };
  }

  it('the frame address is the checklist URL with the token as a query parameter', async () => {
    const { client } = setup(checklistServer('https://checklist.example/cl/1'));
    await expect(getChecklistFrameUrl(client, 'CL 1')).resolves.toBe('https://checklist.example/cl/1?token=tok+en%2F1');
  });

  it('an unknown checklist id fails with 404', async () => {
    const { client } = setup(checklistServer('https://checklist.example/cl/1'));
    await expect(getChecklistFrameUrl(client, 'CL-2')).rejects.toMatchObject({ status: 404 });
  });

  it.each([
    ['/api/sandbox/checklist/1', '/api/sandbox/checklist/1?token=t'],
    ['/c?lang=en', '/c?lang=en&token=t'],
    ['/c?lang=en#top', '/c?lang=en&token=t#top'],
    ['/api/sandbox/checklist/1?token=old', '/api/sandbox/checklist/1?token=t'],
    ['//partner.example/c', '//partner.example/c?token=t'],
  ])('withChecklistToken(%s) → %s', (url, expected) => {
    expect(withChecklistToken(url, 't')).toBe(expected);
  });
});

describe('listing queries', () => {
  const ask = (options: ReturnType<typeof propertyListQueryOptions>) => new QueryClient().fetchQuery(options);

  it.each([
    [{ kind: 'all' } as const, '/api/get-all-property', {}],
    [{ kind: 'text', searchText: 'TL/2026' } as const, '/api/search-property-text', { searchText: 'TL/2026' }],
    [
      { kind: 'date', fromDate: '2026-01-01', toDate: '2026-12-31' } as const,
      '/api/search-property-by-date',
      { fromDate: '2026-01-01', toDate: '2026-12-31' },
    ],
  ])('a %o search goes to its own call with the paging', async (search, path, extra) => {
    const { client, last } = setup();
    await ask(propertyListQueryOptions(client, { loginId: 'lawyer1', search, paging }));
    expect(await last()).toEqual({ method: 'POST', path, body: { loginId: 'lawyer1', ...paging, ...extra } });
  });

  it("every property query key starts with 'properties', so saving a property refreshes them all", () => {
    const { client } = setup();
    const keys = [
      propertyListQueryOptions(client, { loginId: 'lawyer1', search: { kind: 'all' }, paging }).queryKey,
      checklistPropertiesQueryOptions(client, 'lawyer1', paging).queryKey,
      checklistFrameQueryOptions(client, 'CL-1').queryKey,
    ];
    for (const key of keys) expect(key[0]).toBe(propertiesQueryKey[0]);
  });

  it('a different page or search is a different query', () => {
    const { client } = setup();
    const key = (pageNo: number, searchText: string) =>
      JSON.stringify(
        propertyListQueryOptions(client, { loginId: 'u', search: { kind: 'text', searchText }, paging: { ...paging, pageNo } }).queryKey,
      );
    expect(key(1, 'a')).not.toBe(key(2, 'a'));
    expect(key(1, 'a')).not.toBe(key(1, 'b'));
  });
});
