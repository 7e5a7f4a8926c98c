import type { components } from '../../../../api/schema.gen';
import { DOCUMENT_PAGE_SIZE } from '../../../../domain/documents/centre/limits';
import type { ListingPageSize, SearchedListing } from '../../common/searched-listing';

type DocumentListRequest = components['schemas']['DocumentListRequest'];
export type DocumentPageSize = ListingPageSize;

/** What the document listing or the activity log asks the server for: which text (empty for all), which page. */
export type DocumentListingState = SearchedListing;

/** Seed 002 §9: both pages open on the newest five. */
export const initialDocumentListing: DocumentListingState = { searchText: '', pageNo: 1, pageSize: DOCUMENT_PAGE_SIZE };

/**
 * The request body. Seed 002 §5: the term is upper-cased; the server compares case-insensitively, so this only
 * keeps the request as the seed sends it.
 */
export function documentListRequest(loginId: string, isActivityLog: boolean, state: DocumentListingState): DocumentListRequest {
  const base = { loginId, isActivityLog, pageNo: state.pageNo, pageSize: state.pageSize };
  return state.searchText ? { ...base, searchText: state.searchText.toUpperCase() } : base;
}
