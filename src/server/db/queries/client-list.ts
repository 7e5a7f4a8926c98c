import { asc, count, desc, eq, like, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../database';
import { inFirm, type FirmId } from '../firm-scope';
import { clients } from '../schema';
import { isAssignedSql } from './client-read';
import { containing } from './like-pattern';
import { pageIds, pageSlice, readPage, type PageRows } from './paged-listing';

/** Each served by an index on (firm_id, is_agent, column, id) (tables/clients.ts). */
export const CLIENT_SORT_COLUMNS = {
  name: clients.compName,
  address: clients.listAddress,
  contactNumber: clients.listContactNo,
  clientCategory: clients.clientCategory,
  createdDate: clients.createdAt,
} satisfies Record<string, AnyPgColumn>;

export type ClientSortBy = keyof typeof CLIENT_SORT_COLUMNS;

export interface ClientListCriteria {
  searchText: string;
  sortBy: ClientSortBy;
  sortOrder: 'asc' | 'desc';
  pageNo: number;
  pageSize: number;
}

/**
 * One page of the firm's ordinary contacts (not agents) for get-all-primary, sorted by the column and then id,
 * with the count over all pages (paged-listing.ts: how a filtered listing's count shapes its page). The search is a
 * contains over the stored lower-cased search text. Exposed as builders so tests can read their plans.
 *
 * The page is found as ids first (pageIds): "is it on a property?" is asked only for the page's rows, never for
 * the rows skipped.
 */
export function clientListQueries(db: Database, firmId: FirmId, criteria: ClientListCriteria) {
  const text = criteria.searchText.trim().toLowerCase();
  const conditions: SQL[] = [eq(clients.isAgent, '0')];
  if (text !== '') conditions.push(like(clients.searchText, containing(text)));
  const where = inFirm(clients, firmId, ...conditions);
  const direction = criteria.sortOrder === 'desc' ? desc : asc;
  const order = [direction(CLIENT_SORT_COLUMNS[criteria.sortBy]), direction(clients.id)];
  const page = (sortMatches: boolean) => {
    const ids = pageIds(db, clients, clients.id, { where, order, ...pageSlice(criteria) }, sortMatches);
    return db
      .select({
        id: clients.id,
        compName: clients.compName,
        listAddress: clients.listAddress,
        listContactNo: clients.listContactNo,
        clientCategory: clients.clientCategory,
        assigned: isAssignedSql(clients.id),
        // Selected so the window count, when there is one, is not planned away.
        matches: ids.matches,
      })
      .from(ids)
      .innerJoin(clients, eq(clients.id, ids.id))
      .orderBy(...order);
  };
  const total = db.select({ value: count() }).from(clients).where(where);
  return { page, total, filtered: text !== '', pageNo: criteria.pageNo };
}

export type ClientListRowData = Awaited<ReturnType<ReturnType<typeof clientListQueries>['page']>>[number];

export function listOwnClients(db: Database, firmId: FirmId, criteria: ClientListCriteria): Promise<PageRows<ClientListRowData>> {
  return readPage(clientListQueries(db, firmId, criteria));
}
