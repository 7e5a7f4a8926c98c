import { asc, count, desc, eq, like, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../database';
import { inFirm, type FirmId } from '../firm-scope';
import { clients } from '../schema';
import { isAssignedSql } from './client-read';
import { containing } from './like-pattern';

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
 * with the count over all pages. The search is a contains over the stored lower-cased search text.
 */
export async function listOwnClients(db: Database, firmId: FirmId, criteria: ClientListCriteria) {
  const text = criteria.searchText.trim().toLowerCase();
  const conditions: SQL[] = [eq(clients.isAgent, '0')];
  if (text !== '') conditions.push(like(clients.searchText, containing(text)));
  const where = inFirm(clients, firmId, ...conditions);
  const order = criteria.sortOrder === 'desc' ? desc : asc;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: clients.id,
        compName: clients.compName,
        listAddress: clients.listAddress,
        listContactNo: clients.listContactNo,
        clientCategory: clients.clientCategory,
        assigned: isAssignedSql(clients.id),
      })
      .from(clients)
      .where(where)
      .orderBy(order(CLIENT_SORT_COLUMNS[criteria.sortBy]), order(clients.id))
      .limit(criteria.pageSize)
      .offset((criteria.pageNo - 1) * criteria.pageSize),
    db.select({ value: count() }).from(clients).where(where),
  ]);
  return { rows, recordCount: total?.value ?? 0 };
}

export type ClientListRowData = Awaited<ReturnType<typeof listOwnClients>>['rows'][number];
