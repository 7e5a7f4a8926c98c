import { PAGE_SIZES } from '../../../domain/constants';

export type ListingPageSize = (typeof PAGE_SIZES)[number];

/** What a searched, paged listing asks the server for: which text (empty for all), which page. */
export interface SearchedListing {
  searchText: string;
  pageNo: number;
  pageSize: ListingPageSize;
}

export type SearchedListingChange =
  { type: 'search'; searchText: string } | { type: 'page'; pageNo: number } | { type: 'pageSize'; pageSize: number };

export function isListingPageSize(value: number): value is ListingPageSize {
  return (PAGE_SIZES as readonly number[]).includes(value);
}

/** A new search or page size starts at page 1, as every listing does; a size outside seed §9's choices is ignored. */
export function changeSearchedListing<S extends SearchedListing>(state: S, change: SearchedListingChange): S {
  switch (change.type) {
    case 'search':
      return { ...state, searchText: change.searchText, pageNo: 1 };
    case 'page':
      return { ...state, pageNo: change.pageNo };
    case 'pageSize':
      return isListingPageSize(change.pageSize) ? { ...state, pageSize: change.pageSize, pageNo: 1 } : state;
  }
}
