import { count, eq, gte, ilike, inArray, isNotNull, like, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../database';
import { inFirm, type FirmId } from '../firm-scope';
import { properties, transactionTypes } from '../schema';
import { containing } from './like-pattern';

export const PROPERTY_SORT_COLUMNS = {
  createdDate: properties.createdAt,
  lawfirmRefNo: properties.lawfirmRefNo,
  propertyRefNo: properties.propertyRefNo,
  propAddress: properties.propAddress,
  transactionTypeName: transactionTypes.name,
  completionDate: properties.completionDate,
  status: properties.status,
} satisfies Record<string, AnyPgColumn>;

export type PropertySortBy = keyof typeof PROPERTY_SORT_COLUMNS;

/** Columns that may be empty; the rest are NOT NULL, so their plain order matches the firm indexes. */
const NULLABLE_SORTS: ReadonlySet<PropertySortBy> = new Set(['completionDate', 'transactionTypeName']);

/** Which of the firm's properties a listing call wants; every listing call is one of these. */
export interface PropertyFilter {
  /** Contains, case-insensitive, over reference no, control no, address, transaction type and status. */
  text?: string;
  /** Inclusive completion-date bounds (yyyy-mm-dd); either may be absent. */
  fromDate?: string;
  toDate?: string;
  /** Only properties the checklist partner knows (get-properties-by-cl). */
  withChecklist?: boolean;
}

export interface PropertyListCriteria {
  filter: PropertyFilter;
  sortBy: PropertySortBy;
  sortOrder: 'asc' | 'desc';
  pageNo: number;
  pageSize: number;
}

function conditions(db: Database, filter: PropertyFilter): SQL[] {
  const where: SQL[] = [];
  const text = filter.text?.trim() ?? '';
  if (text !== '') {
    // Reference no., control no., address and status sit lower-cased in search_text; the few transaction
    // types are matched once, not per row.
    const typesNamed = db.select({ id: transactionTypes.id }).from(transactionTypes).where(ilike(transactionTypes.name, containing(text)));
    const anyColumn = or(like(properties.searchText, containing(text.toLowerCase())), inArray(properties.transactionTypeId, typesNamed));
    if (anyColumn) where.push(anyColumn);
  }
  if (filter.fromDate) where.push(gte(properties.completionDate, filter.fromDate));
  if (filter.toDate) where.push(lte(properties.completionDate, filter.toDate));
  if (filter.withChecklist) where.push(isNotNull(properties.checkListId));
  return where;
}

/**
 * The one query behind get-all-property, search-property-text, search-property-by-date and
 * get-properties-by-cl: the firm's rows matching the filter, sorted by the chosen column and then id (so
 * equal values keep a stable order across pages; empty dates and types last either way), one page of them,
 * and the count over all pages. Exposed as builders so the benchmark runs exactly this SQL.
 */
export function propertyListQueries(db: Database, firmId: FirmId, criteria: PropertyListCriteria) {
  const where = inFirm(properties, firmId, ...conditions(db, criteria.filter));
  const descending = criteria.sortOrder === 'desc';
  const direction = sql.raw(descending ? 'desc' : 'asc');
  // Ascending already puts nulls last; descending would put them first.
  const nulls = sql.raw(descending && NULLABLE_SORTS.has(criteria.sortBy) ? ' nulls last' : '');
  const sortColumn = PROPERTY_SORT_COLUMNS[criteria.sortBy];
  const page = db
    .select({
      id: properties.id,
      propertyRefNo: properties.propertyRefNo,
      lawfirmRefNo: properties.lawfirmRefNo,
      createdAt: properties.createdAt,
      propAddress: properties.propAddress,
      transactionTypeName: transactionTypes.name,
      completionDate: properties.completionDate,
      status: properties.status,
      taskStage: properties.taskStage,
      locked: properties.locked,
      checkListId: properties.checkListId,
      clientFlag: properties.clientFlag,
    })
    .from(properties)
    .leftJoin(transactionTypes, eq(properties.transactionTypeId, transactionTypes.id))
    .where(where)
    .orderBy(sql`${sortColumn} ${direction}${nulls}`, sql`${properties.id} ${direction}`)
    .limit(criteria.pageSize)
    .offset((criteria.pageNo - 1) * criteria.pageSize);
  const total = db
    .select({ value: count() })
    .from(properties)
    .leftJoin(transactionTypes, eq(properties.transactionTypeId, transactionTypes.id))
    .where(where);
  return { page, total };
}

export type PropertyListRowData = Awaited<ReturnType<typeof propertyListQueries>['page']>[number];

export async function listOwnProperties(db: Database, firmId: FirmId, criteria: PropertyListCriteria) {
  const { page, total } = propertyListQueries(db, firmId, criteria);
  const [rows, [counted]] = await Promise.all([page, total]);
  return { rows, recordCount: counted?.value ?? 0 };
}
