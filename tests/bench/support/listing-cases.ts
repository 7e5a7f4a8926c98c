import { asc, eq } from 'drizzle-orm';
import { listOwnClients, type ClientListCriteria } from '../../../src/server/db/queries/client-list';
import { contactsOf } from '../../../src/server/db/queries/client-read';
import { searchClientsForAssignment } from '../../../src/server/db/queries/client-search';
import { listOwnProperties, type PropertyFilter, type PropertyListCriteria } from '../../../src/server/db/queries/property-list';
import { loadOwnProperty } from '../../../src/server/db/queries/property-read';
import { properties } from '../../../src/server/db/schema';
import { matchedParties } from '../../../src/server/property/matched-parties';
import type { HttpAnswer, HttpTestServer } from './http-test-server';
import type { ListingData } from './listing-data';
import type { PairedCase } from './paired-samples';

/*
 * The cases each listing benchmark times, as the screens ask them: every sort column both ways on the first,
 * middle and last page, and the searches a user types. The SQL side is exactly the database code the request runs,
 * in the same order: the bearer check's session read, then the route's own queries (for a listing: its page and
 * its count). The API side is the route over HTTP; what it adds is HTTP, the token's signature, validation and JSON.
 */

export const PAGE_SIZE = 10;
export const LOGIN = 'lawyer1';

interface Paged {
  recordCount: number;
  records: unknown[];
}

/** A page as one number, count and rows, so the API's answer can be checked against the SQL's. */
export const pageAnswer = (recordCount: number, rows: number) => recordCount * 1_000 + rows;

export function pagedAnswer({ status, body }: HttpAnswer): number {
  if (status !== 200) throw new Error(`status ${status}: ${JSON.stringify(body)}`);
  const { recordCount, records } = body as Paged;
  return pageAnswer(recordCount, records.length);
}

const positions = (total: number) => {
  const last = Math.max(1, Math.ceil(total / PAGE_SIZE));
  return [
    ['first', 1],
    ['middle', Math.max(1, Math.ceil(last / 2))],
    ['last', last],
  ] as const;
};

const PROPERTY_SORTS = ['createdDate', 'lawfirmRefNo', 'propertyRefNo', 'propAddress', 'transactionTypeName', 'completionDate', 'status'] as const;
const CLIENT_SORTS = ['name', 'address', 'contactNumber', 'clientCategory', 'createdDate'] as const;
const ORDERS = ['asc', 'desc'] as const;

function propertyCase(
  http: HttpTestServer,
  data: ListingData,
  group: string,
  label: string,
  criteria: PropertyListCriteria,
  path: string,
  extra: object,
): PairedCase {
  const { db } = http.server;
  return {
    group,
    label,
    api: async () =>
      pagedAnswer(
        await http.post(path, {
          loginId: LOGIN,
          pageNo: criteria.pageNo,
          pageSize: criteria.pageSize,
          sortBy: criteria.sortBy,
          sortOrder: criteria.sortOrder,
          ...extra,
        }),
      ),
    sql: async () => {
      await http.readSession();
      const { rows, recordCount } = await listOwnProperties(db, data.firmId, criteria);
      // A text search names the party each listed case was found by, from the page's rows alone.
      if (criteria.filter.text) await matchedParties(db, rows, criteria.filter.text);
      return pageAnswer(recordCount, rows.length);
    },
  };
}

/** get-all-property: each sort column, asc and desc, first, middle and last page. */
export function propertyListingCases(http: HttpTestServer, data: ListingData): PairedCase[] {
  return PROPERTY_SORTS.flatMap((sortBy) =>
    ORDERS.flatMap((sortOrder) =>
      positions(data.ownCases).map(([position, pageNo]) =>
        propertyCase(
          http,
          data,
          'property listing',
          `${sortBy} ${sortOrder}, ${position} page`,
          { filter: {}, sortBy, sortOrder, pageNo, pageSize: PAGE_SIZE },
          '/api/get-all-property',
          {},
        ),
      ),
    ),
  );
}

/** The first, middle and last page of `total` matches, each page once. */
export const uniquePages = (total: number) =>
  positions(total).filter(([, pageNo], index, all) => all.findIndex(([, other]) => other === pageNo) === index);

/**
 * The property searches: search-property-text for a street (one case in eight, spread over the whole list), a
 * transaction type (a third), one firm reference, a run of control numbers and the parties' names, e-mails and IDs; search-property-by-date for
 * three months of completions; get-properties-by-cl (a quarter of the cases). First, middle and last page of
 * their matches.
 */
export async function propertySearchCases(http: HttpTestServer, data: ListingData): Promise<PairedCase[]> {
  const texts: Array<[string, PropertyListCriteria['sortBy']]> = [
    ['marina', 'createdDate'],
    ['purchase', 'completionDate'],
    [`bench/${Math.floor(data.ownCases / 3)}`, 'createdDate'],
    ['pcn-2099-0012', 'propAddress'],
    // The parties (issue 20): a common full name, a surname that is also in street names, an e-mail, an NRIC's last four.
    ['chua kai wen', 'propAddress'],
    ['tan', 'createdDate'],
    ['ong.mei.ling.0', 'completionDate'],
    ['242h', 'createdDate'],
  ];
  const searches: Array<{ name: string; path: string; filter: PropertyFilter; body: object; sortBy: PropertyListCriteria['sortBy'] }> = [
    ...texts.map(([text, sortBy]) => ({
      name: `"${text}"`,
      path: '/api/search-property-text',
      filter: { text },
      body: { searchText: text },
      sortBy,
    })),
    {
      name: 'completing Mar–May 2027',
      path: '/api/search-property-by-date',
      filter: { fromDate: '2027-03-01', toDate: '2027-05-31' },
      body: { fromDate: '2027-03-01', toDate: '2027-05-31' },
      sortBy: 'createdDate',
    },
    { name: 'on the checklist', path: '/api/get-properties-by-cl', filter: { withChecklist: true }, body: {}, sortBy: 'createdDate' },
  ];
  const cases: PairedCase[] = [];
  for (const search of searches) {
    const criteria = (pageNo: number): PropertyListCriteria => ({
      filter: search.filter,
      sortBy: search.sortBy,
      sortOrder: 'asc',
      pageNo,
      pageSize: PAGE_SIZE,
    });
    const { recordCount } = await listOwnProperties(http.server.db, data.firmId, criteria(1));
    for (const [position, pageNo] of uniquePages(recordCount)) {
      cases.push(
        propertyCase(
          http,
          data,
          'property search',
          `${search.name} by ${search.sortBy}, ${position} page`,
          criteria(pageNo),
          search.path,
          search.body,
        ),
      );
    }
  }
  return cases;
}

function contactCase(http: HttpTestServer, data: ListingData, group: string, label: string, criteria: ClientListCriteria): PairedCase {
  const { db } = http.server;
  return {
    group,
    label,
    api: async () => pagedAnswer(await http.post('/api/get-all-primary', { loginId: LOGIN, ...criteria })),
    sql: async () => {
      await http.readSession();
      const { rows, recordCount } = await listOwnClients(db, data.firmId, criteria);
      return pageAnswer(recordCount, rows.length);
    },
  };
}

/** get-all-primary: each sort column, asc and desc, first, middle and last page. */
export function contactListingCases(http: HttpTestServer, data: ListingData): PairedCase[] {
  return CLIENT_SORTS.flatMap((sortBy) =>
    ORDERS.flatMap((sortOrder) =>
      positions(data.ownContacts).map(([position, pageNo]) =>
        contactCase(http, data, 'contact listing', `${sortBy} ${sortOrder}, ${position} page`, {
          searchText: '',
          sortBy,
          sortOrder,
          pageNo,
          pageSize: PAGE_SIZE,
        }),
      ),
    ),
  );
}

/** The firm's demo property the assignment searches run from (its buyer and seller are left out). */
async function searchProperty(http: HttpTestServer, data: ListingData): Promise<number> {
  const [row] = await http.server.db
    .select({ id: properties.id })
    .from(properties)
    .where(eq(properties.propertyRefNo, 'PCN-2026-000101'))
    .orderBy(asc(properties.id))
    .limit(1);
  if (!row) throw new Error(`no demo property in firm ${data.firmId}`);
  return row.id;
}

/**
 * The contact searches: search-client (the assignment pick list: property, matches, their persons) for a
 * common surname, a rare full name and a street; and the contact listing's own search box.
 */
export async function contactSearchCases(http: HttpTestServer, data: ListingData): Promise<PairedCase[]> {
  const { db } = http.server;
  const propertyId = await searchProperty(http, data);
  const assignment = (category: '0' | '1', text: string): PairedCase => ({
    group: 'contact search',
    label: `search-client ${category} "${text}"`,
    api: async () => {
      const { status, body } = await http.get(`/api/search-client/${category}/${encodeURIComponent(text)}/${propertyId}`);
      if (status !== 200 || !Array.isArray(body)) throw new Error(`status ${status}`);
      return body.length;
    },
    sql: async () => {
      await http.readSession();
      const property = await loadOwnProperty(db, data.firmId, propertyId);
      const exclude = [property?.property.buyerId, property?.property.sellerId].filter((id): id is number => typeof id === 'number');
      const found = await searchClientsForAssignment(db, data.firmId, category, { text, exclude });
      await contactsOf(
        db,
        found.map((client) => client.id),
      );
      return found.length;
    },
  });
  const listed = async (text: string): Promise<PairedCase[]> => {
    const criteria = (pageNo: number): ClientListCriteria => ({ searchText: text, sortBy: 'name', sortOrder: 'asc', pageNo, pageSize: PAGE_SIZE });
    const { recordCount } = await listOwnClients(db, data.firmId, criteria(1));
    return uniquePages(recordCount).map(([position, pageNo]) =>
      contactCase(http, data, 'contact search', `get-all-primary "${text}", ${position} page`, criteria(pageNo)),
    );
  };
  return [
    assignment('1', 'tan'),
    assignment('1', 'wei ming 0471'),
    assignment('0', 'holdings'),
    assignment('1', 'cantonment'),
    ...(await listed('tan')),
    ...(await listed('lee jun jie')),
  ];
}
