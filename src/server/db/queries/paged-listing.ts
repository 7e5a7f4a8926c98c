import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../database';

/*
 * How the listings answer one page and the count over all pages (get-all-property and its searches,
 * get-all-primary). Unfiltered, the page walks the sort column's index and stops after it (every row matches,
 * so the walk drops none it did not have to) while a separate index-only count runs.
 *
 * Filtered (a search text, dates, the checklist), the page is either walked the same way or sorted out of the
 * matches alone. A walk has to pass every row before the page and, worse, matches cluster: a surname searched in
 * a list sorted by name sits in one stretch of it, and the walk the planner prefers under a LIMIT read 35,000
 * contacts for one page at 50,000. Sorting the matches costs as much as they are many, so:
 * - past the first pages, the matches are sorted: the page query carries a window count, `count(*) over ()`,
 *   which needs every match before the first row (leaving the planner no walk) and is the count as well;
 * - on the first pages the count runs first and decides: a page of many matches is met soon by the walk, a few
 *   matches are sorted.
 * Only the page's rows are read whole. A page past the last one has no window count: the count runs alone.
 */

/** Up to this many matches, a filtered page is sorted out of its matches on any page. */
export const FEW_MATCHES = 5_000;
/** Past this page, a filtered page is sorted out of its matches however many there are. */
export const WALKED_PAGES = 10;

/** The page rows' `matches` column: the window count when sorting out of the matches, else null. */
export function matchesColumn(sortMatches: boolean): SQL.Aliased<number | null> {
  const value = sortMatches ? sql<number | null>`count(*) over ()` : sql<number | null>`null::bigint`;
  // count(*) is a bigint, which the drivers hand over as text.
  return value.mapWith(Number).as('matches');
}

/** Which rows of a table make the page, and in what order: a listing's filter, its ORDER BY and its window. */
export interface PageWindow {
  where: SQL | undefined;
  order: SQL[];
  limit: number;
  offset: number;
}

/** The LIMIT and OFFSET of a 1-based page of `pageSize` rows. */
export function pageSlice(paging: { pageNo: number; pageSize: number }): Pick<PageWindow, 'limit' | 'offset'> {
  return { limit: paging.pageSize, offset: (paging.pageNo - 1) * paging.pageSize };
}

/**
 * The page as ids alone (with the window count when `sortMatches`), to be joined back to the table for the page's
 * rows: OFFSET reads and drops every row before the page, and reading only the sort index's entries (an
 * index-only scan) is what keeps a last page of 50,000 fast.
 */
export function pageIds(db: Database, table: PgTable, id: AnyPgColumn, window: PageWindow, sortMatches: boolean) {
  return db
    .select({ id, matches: matchesColumn(sortMatches) })
    .from(table)
    .where(window.where)
    .orderBy(...window.order)
    .limit(window.limit)
    .offset(window.offset)
    .as('page_ids');
}

export interface PageRows<Row> {
  rows: Row[];
  recordCount: number;
}

export interface ListingQueries<Row extends { matches: number | null }> {
  /** The page; `sortMatches` gathers the matches before ordering them (see above). */
  page: (sortMatches: boolean) => PromiseLike<Row[]>;
  total: PromiseLike<Array<{ value: number }>>;
  /** Whether any filter applies: only then can the matches be few or clustered. */
  filtered: boolean;
  pageNo: number;
}

/** Runs a listing's page and count, the page shaped as above. */
export async function readPage<Row extends { matches: number | null }>(listing: ListingQueries<Row>): Promise<PageRows<Row>> {
  const { page, total, filtered, pageNo } = listing;
  const counted = async () => (await total)[0]?.value ?? 0;
  if (!filtered) {
    const [rows, recordCount] = await Promise.all([page(false), counted()]);
    return { rows, recordCount };
  }
  if (pageNo > WALKED_PAGES) {
    const rows = await page(true);
    return { rows, recordCount: rows[0]?.matches ?? (await counted()) };
  }
  const recordCount = await counted();
  if (recordCount === 0) return { rows: [], recordCount };
  return { rows: await page(recordCount <= FEW_MATCHES), recordCount };
}
