import { and, asc, count, eq, ilike, like, notInArray, or, type SQL } from 'drizzle-orm';
import type { Database } from '../database';
import { inFirm, type FirmId } from '../firm-scope';
import { clients, type Client } from '../schema';
import { containing } from './like-pattern';
import { pageIds, readPage } from './paged-listing';

/** How many clients an assignment search returns: it feeds a pick list, not a report. */
export const ASSIGNMENT_SEARCH_LIMIT = 50;

export interface AssignmentSearch {
  text: string;
  /** Clients already on the property, left out of the answer. */
  exclude: readonly number[];
}

/**
 * The first 50 matches by name, paged like the listings (paged-listing.ts): the matches are counted first and,
 * when few, sorted among themselves. Walking the name index instead, the plan a LIMIT invites, read most of the
 * book for a common surname, whose matches sit together in name order.
 */
async function search(db: Database, firmId: FirmId, condition: SQL | undefined, exclude: readonly number[]): Promise<Client[]> {
  const where = inFirm(clients, firmId, condition, exclude.length > 0 ? notInArray(clients.id, [...exclude]) : undefined);
  const order = [asc(clients.compName), asc(clients.id)];
  const page = (sortMatches: boolean) => {
    const found = pageIds(db, clients, clients.id, { where, order, limit: ASSIGNMENT_SEARCH_LIMIT, offset: 0 }, sortMatches);
    return db
      .select({ client: clients, matches: found.matches })
      .from(found)
      .innerJoin(clients, eq(clients.id, found.id))
      .orderBy(...order);
  };
  const total = db.select({ value: count() }).from(clients).where(where);
  const { rows } = await readPage({ page, total, filtered: true, pageNo: 1 });
  return rows.map((row) => row.client);
}

/** The firm's ordinary contacts of a category whose name, address, phone or persons' names contain the text. */
export function searchClientsForAssignment(db: Database, firmId: FirmId, category: '0' | '1', query: AssignmentSearch) {
  const condition = and(
    eq(clients.isAgent, '0'),
    eq(clients.clientCategory, category),
    like(clients.searchText, containing(query.text.toLowerCase())),
  );
  return search(db, firmId, condition, query.exclude);
}

/** The firm's estate agencies matching by name, persons' names, UEN or CEA licence. */
export function searchAgentsForAssignment(db: Database, firmId: FirmId, query: AssignmentSearch) {
  const pattern = containing(query.text);
  const condition = and(
    eq(clients.isAgent, '1'),
    or(
      like(clients.searchText, containing(query.text.toLowerCase())),
      ilike(clients.uenNo, pattern),
      ilike(clients.estateAgentCeaLicenceNo, pattern),
    ),
  );
  return search(db, firmId, condition, query.exclude);
}
