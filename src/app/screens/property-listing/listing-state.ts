import type { PropertyPageSize, PropertySortBy, SortOrder } from '../../../api/properties';
import type { ListingPaging, ListingSearch } from '../../../api/queries/properties';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../../domain/constants';

/** What the listing asks the server for: which search, which page, how sorted. */
export interface ListingState {
  search: ListingSearch;
  paging: ListingPaging;
}

export type ListingChange =
  | { type: 'search'; search: ListingSearch }
  | { type: 'page'; pageNo: number }
  | { type: 'pageSize'; pageSize: PropertyPageSize }
  | { type: 'sort'; sortBy: PropertySortBy; sortOrder: SortOrder };

export function isPageSize(value: number): value is PropertyPageSize {
  return (PAGE_SIZES as readonly number[]).includes(value);
}

/** The contract's page sizes are exactly PAGE_SIZES; the check keeps the constant and the contract in step. */
const defaultPageSize: PropertyPageSize = isPageSize(DEFAULT_PAGE_SIZE) ? DEFAULT_PAGE_SIZE : 10;

/** All properties, newest first (the server's default order), on the first page. */
export const initialListing: ListingState = {
  search: { kind: 'all' },
  paging: { pageNo: 1, pageSize: defaultPageSize, sortBy: 'createdDate', sortOrder: 'desc' },
};

/**
 * Paging keeps the search and the sort. Anything that changes which rows match, how many fit a page or their
 * order starts again at page 1: the old page number would point somewhere else in the new list.
 */
export function changeListing(state: ListingState, change: ListingChange): ListingState {
  const firstPage = (paging: Partial<ListingPaging>): ListingPaging => ({ ...state.paging, ...paging, pageNo: 1 });
  switch (change.type) {
    case 'search':
      return { search: change.search, paging: firstPage({}) };
    case 'page':
      return { ...state, paging: { ...state.paging, pageNo: change.pageNo } };
    case 'pageSize':
      return { ...state, paging: firstPage({ pageSize: change.pageSize }) };
    case 'sort':
      return { ...state, paging: firstPage({ sortBy: change.sortBy, sortOrder: change.sortOrder }) };
  }
}
