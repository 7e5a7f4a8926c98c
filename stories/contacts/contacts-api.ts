import type { Client, ClientInput, ClientListRow, ClientSortBy, CompanyRecord } from '../../src/api/contacts';
import type { AddressSearchResult } from '../../src/api/property-lookups';
import { messages } from '../../src/domain/messages';
import { demoApi, json, mockApi, neverAnswers, type MockHandler, type MockRequest, type MockRoutes } from '../support/mock-api';
import { listRow, listSearchText } from './contact-fixtures';

/**
 * The contact part of the server, in memory, for stories and screen tests: the listing (paging, sorting,
 * search), get / add / update / delete with the assigned-client refusal, and the two sandbox registers the
 * form looks things up in.
 */
export interface ContactServerOptions {
  clients: Client[];
  /** Company register records; a UEN search answers the records with that UEN. */
  companies?: CompanyRecord[];
  /** Address-search hits by postal code; a code not listed has none. */
  addresses?: Record<string, AddressSearchResult[]>;
  /** Answer the listing only after this long (ms); 'never' keeps it pending; 'fail' answers 500. */
  listing?: number | 'never' | 'fail';
}

export interface ContactServer {
  routes: MockRoutes;
  /** The clients as they are now (adds, updates and deletes change them). */
  clients: () => readonly Client[];
  /** Answers a sandbox register search (the mock's routes see no query string, so these answer from the URL). */
  sandbox: (url: URL) => Response | null;
}

export function company(uen: string, entityName: string): CompanyRecord {
  return { uen, entity_name: entityName, entity_type_desc: 'Local Company', uen_status_desc: 'Registered', reg_street_name: '', reg_postal_code: '' };
}

export function addressHit(POSTAL: string, BLK_NO: string, ROAD_NAME: string, BUILDING: string): AddressSearchResult {
  const ADDRESS = `${BLK_NO} ${ROAD_NAME} ${BUILDING === 'NIL' ? '' : `${BUILDING} `}SINGAPORE ${POSTAL}`;
  return { SEARCHVAL: BUILDING, BLK_NO, ROAD_NAME, BUILDING, ADDRESS, POSTAL, X: '0', Y: '0', LATITUDE: '1.3', LONGITUDE: '103.8' };
}

/** The register records the stories look up: one company, two under one UEN (branches), and none for the rest. */
export const STORY_COMPANIES: CompanyRecord[] = [
  company('200612345N', 'ORCHID REALTY PTE. LTD.'),
  company('T08LL1234A', 'CHEN & PARTNERS LLP'),
  company('T08LL1234A', 'CHEN & PARTNERS LLP (TAMPINES BRANCH)'),
];

export const STORY_ADDRESSES: Record<string, AddressSearchResult[]> = {
  '310480': [addressHit('310480', '480', 'LORONG 6 TOA PAYOH', 'HDB HUB')],
  '018956': [
    addressHit('018956', '10', 'BAYFRONT AVENUE', 'MARINA BAY SANDS'),
    addressHit('018956', '10', 'BAYFRONT AVENUE', 'MARINA BAY SANDS HOTEL'),
  ],
};

interface ListBody {
  pageNo?: number;
  pageSize?: number;
  sortBy?: ClientSortBy;
  sortOrder?: 'asc' | 'desc';
  searchText?: string;
}

const bodyOf = <T extends object>(request: MockRequest): Partial<T> =>
  typeof request.body === 'object' && request.body !== null ? request.body : {};

const SORT_FIELDS: Record<ClientSortBy, (row: ClientListRow) => string> = {
  name: (row) => row.name,
  address: (row) => row.address,
  contactNumber: (row) => row.contactNumber,
  clientCategory: (row) => row.clientCategory,
  createdDate: (row) => String(row.clientInfoId),
};

function matches(client: Client, text: string): boolean {
  return listSearchText(client).includes(text.trim().toLowerCase());
}

/** A stored client from what the form sent: ids for it and its persons, its properties kept on update. */
function stored(input: ClientInput, id: number, previous: Client | undefined): Client {
  return {
    ...input,
    id,
    clientInfoId: id,
    propertyInfo: previous?.propertyInfo ?? [],
    clientContacts: input.clientContacts.map((person, index) => ({ ...person, id: person.id ?? id * 100 + index + 1 })),
  };
}

export function contactServer({
  clients: initial,
  companies = STORY_COMPANIES,
  addresses = STORY_ADDRESSES,
  listing = 0,
}: ContactServerOptions): ContactServer {
  let clients = [...initial];
  let nextId = Math.max(100, ...clients.map((client) => client.id)) + 1;
  const find = (id: unknown) => clients.find((client) => client.id === Number(id));

  const page: MockHandler =
    listing === 'never'
      ? neverAnswers
      : async (request) => {
          if (listing === 'fail') return json({ errormsg: 'Internal Server Error' }, 500);
          if (listing > 0) await new Promise((resolve) => setTimeout(resolve, listing));
          const body = bodyOf<ListBody>(request);
          const pageNo = body.pageNo ?? 1;
          const pageSize = body.pageSize ?? 10;
          const key = SORT_FIELDS[body.sortBy ?? 'name'];
          const direction = body.sortOrder === 'desc' ? -1 : 1;
          const rows = clients
            .map((client) => ({ client, row: listRow(client) }))
            .filter(({ client }) => !body.searchText || matches(client, body.searchText))
            .map(({ row }) => row)
            .sort((a, b) => (key(a).localeCompare(key(b)) || a.clientInfoId - b.clientInfoId) * direction);
          return json({ records: rows.slice((pageNo - 1) * pageSize, pageNo * pageSize), recordCount: rows.length, pageNo, pageSize });
        };

  const routes: MockRoutes = {
    'POST /get-all-primary': page,
    'GET /get-client/{id}': ({ params }) => {
      const client = find(params.id);
      return client ? json(client) : json({ errormsg: messages.notFound }, 404);
    },
    'POST /add-client': ({ body }) => {
      const client = stored(body as ClientInput, nextId++, undefined);
      clients = [...clients, client];
      return json(client);
    },
    'POST /update-client/': ({ body }) => {
      const input = body as ClientInput & { id: number };
      const previous = find(input.id);
      if (!previous) return json({ errormsg: messages.notFound }, 404);
      const client = stored(input, previous.id, previous);
      clients = clients.map((other) => (other.id === previous.id ? client : other));
      return json(client);
    },
    'POST /delete-client/': ({ body }) => {
      const client = find((body as { id?: unknown } | undefined)?.id);
      if (!client) return json({ errormsg: messages.notFound }, 404);
      if ((client.propertyInfo ?? []).length > 0) return json({ errormsg: messages.deleteClientAssigned }, 409);
      clients = clients.filter((other) => other.id !== client.id);
      return json(true);
    },
  };
  const sandbox = (url: URL): Response | null => {
    if (url.pathname === '/api/sandbox/datagov/datastore_search') {
      const q = url.searchParams.get('q')?.toUpperCase() ?? '';
      const records = companies.filter((record) => record.uen === q);
      return json({ success: true, result: { resource_id: url.searchParams.get('resource_id') ?? '', total: records.length, records } });
    }
    if (url.pathname === '/api/sandbox/onemap/search') {
      const results = addresses[url.searchParams.get('searchVal') ?? ''] ?? [];
      return json({ found: results.length, totalNumPages: results.length ? 1 : 0, pageNum: 1, results });
    }
    return null;
  };
  return { routes, clients: () => clients, sandbox };
}

export interface SandboxSearch {
  path: string;
  query: Record<string, string>;
  /** Whether the request carried our bearer token (it must not: the registers stand in for public services). */
  bearer: boolean;
}

export interface InstalledContactServer extends ContactServer {
  /** The sandbox searches made, oldest first. */
  sandboxSearches: () => readonly SandboxSearch[];
  restore: () => void;
}

/**
 * Installs the signed-in shell's calls and the contact server as the page's fetch (see mockApi), with the two
 * sandbox registers answered from their query strings in front of it. `restore` puts the old fetch back.
 */
export function installContactServer(options: ContactServerOptions, overrides: MockRoutes = {}): InstalledContactServer {
  const server = contactServer(options);
  const restoreMock = mockApi({ ...demoApi(), ...server.routes, ...overrides });
  const mocked = globalThis.fetch;
  const searches: SandboxSearch[] = [];
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request && !init ? input : new Request(input, init);
    const url = new URL(request.url);
    const answer = url.origin === window.location.origin ? server.sandbox(url) : null;
    if (!answer) return mocked(input, init);
    searches.push({
      path: url.pathname.slice('/api'.length),
      query: Object.fromEntries(url.searchParams),
      bearer: request.headers.has('Authorization'),
    });
    return answer;
  };
  return {
    ...server,
    sandboxSearches: () => searches,
    restore: () => {
      globalThis.fetch = mocked;
      restoreMock();
    },
  };
}
