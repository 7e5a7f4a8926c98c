import { count, eq, gte, ilike, isNotNull, like, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../database';
import { inFirm, type FirmId } from '../firm-scope';
import { properties } from '../schema';
import { containing } from './like-pattern';
import { pageIds, pageSlice, readPage, type PageRows } from './paged-listing';

/** Each served by an index on (firm_id, column, id) (tables/properties.ts); the type name is copied into the row for it. */
export const PROPERTY_SORT_COLUMNS = {
  createdDate: properties.createdAt,
  lawfirmRefNo: properties.lawfirmRefNo,
  propertyRefNo: properties.propertyRefNo,
  propAddress: properties.propAddress,
  transactionTypeName: properties.transactionTypeName,
  completionDate: properties.completionDate,
  status: properties.status,
} satisfies Record<string, AnyPgColumn>;

export type PropertySortBy = keyof typeof PROPERTY_SORT_COLUMNS;

/** Columns that may be empty; the rest are NOT NULL, so their plain order matches the firm indexes. */
const NULLABLE_SORTS: ReadonlySet<PropertySortBy> = new Set(['completionDate', 'transactionTypeName']);

/** Which of the firm's properties a listing call wants; every listing call is one of these. */
export interface PropertyFilter {
  /** Contains, case-insensitive, over reference no, control no, address, transaction type, status and the parties (party_text). */
  text?: string;
  /** Inclusive completion-date bounds (yyyy-mm-dd); either may be absent. */
  fromDate?: string;
  toDate?: string;
  /** Only properties the checklist partner knows (get-properties-by-cl). */
  withChecklist?: boolean;
  /** Contains, case-insensitive, over control no, reference no and address only (get-properties-by-cl's search). */
  caseText?: string;
}

export interface PropertyListCriteria {
  filter: PropertyFilter;
  sortBy: PropertySortBy;
  sortOrder: 'asc' | 'desc';
  pageNo: number;
  pageSize: number;
}

function conditions(filter: PropertyFilter): SQL[] {
  const where: SQL[] = [];
  const text = filter.text?.trim() ?? '';
  if (text !== '') {
    // Reference no., control no., address, status and transaction type sit lower-cased in search_text, the parties in
    // party_text (issue 20); each has its trigram index, which the planner ORs.
    const pattern = containing(text.toLowerCase());
    where.push(or(like(properties.searchText, pattern), like(properties.partyText, pattern)) ?? sql`false`);
  }
  if (filter.fromDate) where.push(gte(properties.completionDate, filter.fromDate));
  if (filter.toDate) where.push(lte(properties.completionDate, filter.toDate));
  if (filter.withChecklist) where.push(isNotNull(properties.checkListId));
  const caseText = filter.caseText?.trim() ?? '';
  if (caseText !== '') {
    // The trigram index on search_text finds the candidates; the three columns then drop a match in the status or type.
    const pattern = containing(caseText.toLowerCase());
    where.push(like(properties.searchText, pattern));
    where.push(
      or(ilike(properties.propertyRefNo, pattern), ilike(properties.lawfirmRefNo, pattern), ilike(properties.propAddress, pattern)) ?? sql`false`,
    );
  }
  return where;
}

/** ORDER BY the sort column and then id, both one way; empty values last either way. */
function ordering(criteria: PropertyListCriteria): SQL[] {
  const descending = criteria.sortOrder === 'desc';
  const direction = sql.raw(descending ? 'desc' : 'asc');
  // Ascending already puts nulls last; descending would put them first.
  const nulls = sql.raw(descending && NULLABLE_SORTS.has(criteria.sortBy) ? ' nulls last' : '');
  return [sql`${PROPERTY_SORT_COLUMNS[criteria.sortBy]} ${direction}${nulls}`, sql`${properties.id} ${direction}`];
}

/**
 * The one query behind get-all-property, search-property-text, search-property-by-date and
 * get-properties-by-cl: the firm's rows matching the filter, sorted by the chosen column and then id (so
 * equal values keep a stable order across pages; empty dates and types last either way), one page of them,
 * and the count over all pages (paged-listing.ts: how a filtered listing's count shapes its page). Exposed as builders
 * so tests can read their plans.
 * The page is found as ids first (pageIds), then only its rows are read whole.
 */
export function propertyListQueries(db: Database, firmId: FirmId, criteria: PropertyListCriteria) {
  const filters = conditions(criteria.filter);
  const where = inFirm(properties, firmId, ...filters);
  const order = ordering(criteria);
  const page = (sortMatches: boolean) => {
    const ids = pageIds(db, properties, properties.id, { where, order, ...pageSlice(criteria) }, sortMatches);
    return db
      .select({
        id: properties.id,
        propertyRefNo: properties.propertyRefNo,
        lawfirmRefNo: properties.lawfirmRefNo,
        createdAt: properties.createdAt,
        propAddress: properties.propAddress,
        transactionTypeName: properties.transactionTypeName,
        completionDate: properties.completionDate,
        status: properties.status,
        taskStage: properties.taskStage,
        locked: properties.locked,
        checkListId: properties.checkListId,
        clientFlag: properties.clientFlag,
        // A text search tells which party it found a case by (matched-parties.ts).
        buyerId: properties.buyerId,
        sellerId: properties.sellerId,
        buyerLawyerId: properties.buyerLawyerId,
        sellerLawyerId: properties.sellerLawyerId,
        buyerAgentId: properties.buyerAgentId,
        sellerAgentId: properties.sellerAgentId,
        // Selected so the window count, when there is one, is not planned away.
        matches: ids.matches,
      })
      .from(ids)
      .innerJoin(properties, eq(properties.id, ids.id))
      .orderBy(...order);
  };
  // Every filter is on the properties' own columns: nothing to join for the count.
  const total = db.select({ value: count() }).from(properties).where(where);
  return { page, total, filtered: filters.length > 0, pageNo: criteria.pageNo };
}

export type PropertyListRowData = Awaited<ReturnType<ReturnType<typeof propertyListQueries>['page']>>[number];

export function listOwnProperties(db: Database, firmId: FirmId, criteria: PropertyListCriteria): Promise<PageRows<PropertyListRowData>> {
  return readPage(propertyListQueries(db, firmId, criteria));
}
