import type { components } from '../../../../api/schema.gen';
import { PAGE_SIZES } from '../../../../domain/constants';
import { DOCUMENT_PAGE_SIZE } from '../../../../domain/documents/centre/limits';

type DocumentListRequest = components['schemas']['DocumentListRequest'];
export type DocumentPageSize = NonNullable<DocumentListRequest['pageSize']>;

/** What the document listing or the activity log asks the server for: which text (empty for all), which page. */
export interface DocumentListingState {
  searchText: string;
  pageNo: number;
  pageSize: DocumentPageSize;
}

export type DocumentListingChange =
  | { type: 'search'; searchText: string }
  | { type: 'page'; pageNo: number }
  | { type: 'pageSize'; pageSize: number };

export function isDocumentPageSize(value: number): value is DocumentPageSize {
  return (PAGE_SIZES as readonly number[]).includes(value);
}

/** Seed 002 §9: both pages open on the newest five. */
export const initialDocumentListing: DocumentListingState = { searchText: '', pageNo: 1, pageSize: DOCUMENT_PAGE_SIZE };

/** A new search or page size starts at page 1, as the other listings do. */
export function changeDocumentListing(state: DocumentListingState, change: DocumentListingChange): DocumentListingState {
  switch (change.type) {
    case 'search':
      return { ...state, searchText: change.searchText, pageNo: 1 };
    case 'page':
      return { ...state, pageNo: change.pageNo };
    case 'pageSize':
      return isDocumentPageSize(change.pageSize) ? { ...state, pageSize: change.pageSize, pageNo: 1 } : state;
  }
}

/**
 * The request body. Seed 002 §5: the term is upper-cased; the server compares case-insensitively, so this only
 * keeps the request as the seed sends it.
 */
export function documentListRequest(loginId: string, isActivityLog: boolean, state: DocumentListingState): DocumentListRequest {
  const base = { loginId, isActivityLog, pageNo: state.pageNo, pageSize: state.pageSize };
  return state.searchText ? { ...base, searchText: state.searchText.toUpperCase() } : base;
}
