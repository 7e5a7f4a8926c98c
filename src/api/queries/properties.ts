import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { ensureChecklist } from '../checklist';
import type { ApiClient } from '../client';
import {
  getAllProperty,
  getChecklistFrameUrl,
  getPropertiesByCl,
  searchPropertyByDate,
  searchActiveProperties,
  searchPropertyText,
  type PropertyListRequest,
} from '../properties';

/** Everything property-shaped starts here: the add / edit form invalidates this after saving. */
export const propertiesQueryKey = ['properties'] as const;

/** Which listing call answers: all properties, a free-text search or a completion-date range. */
export type ListingSearch = { kind: 'all' } | { kind: 'text'; searchText: string } | { kind: 'date'; fromDate: string; toDate: string };

/** Page, size and sort of a listing request (the part that is the same for every listing call). */
export type ListingPaging = Omit<PropertyListRequest, 'loginId'>;

export interface PropertyListQuery {
  loginId: string;
  search: ListingSearch;
  paging: ListingPaging;
}

function fetchListingPage(client: ApiClient, { loginId, search, paging }: PropertyListQuery, signal: AbortSignal) {
  const request = { loginId, ...paging };
  switch (search.kind) {
    case 'text':
      return searchPropertyText(client, { ...request, searchText: search.searchText }, { signal });
    case 'date':
      return searchPropertyByDate(client, { ...request, fromDate: search.fromDate, toDate: search.toDate }, { signal });
    case 'all':
      return getAllProperty(client, request, { signal });
  }
}

/** One page of the listing; the previous page stays on screen while the next one loads. */
export function propertyListQueryOptions(client: ApiClient, query: PropertyListQuery) {
  return queryOptions({
    queryKey: [...propertiesQueryKey, 'list', query] as const,
    queryFn: ({ signal }) => fetchListingPage(client, query, signal),
    placeholderData: keepPreviousData,
    // The route's loader has just fetched (or refreshed) the page the listing opens on: mounting does not ask
    // again. A new search, page or sort is another key, and that always goes to the server.
    refetchOnMount: false,
  });
}

/**
 * One page of the properties that have a checklist (the checklist view's compact listing), those whose control no,
 * reference no or address contain `searchText` when it is not empty.
 */
export function checklistPropertiesQueryOptions(client: ApiClient, loginId: string, paging: ListingPaging, searchText = '') {
  return queryOptions({
    queryKey: [...propertiesQueryKey, 'by-checklist', { loginId, ...paging, searchText }] as const,
    queryFn: ({ signal }) => getPropertiesByCl(client, { loginId, ...paging, ...(searchText === '' ? {} : { searchText }) }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * The checklist frame's address, editable when `direct`. Its token is short-lived, so it is fetched afresh each
 * time the view opens.
 */
export function checklistFrameQueryOptions(client: ApiClient, checkListId: string, direct = false) {
  return queryOptions({
    queryKey: [...propertiesQueryKey, 'checklist-frame', checkListId, { direct }] as const,
    queryFn: ({ signal }) => getChecklistFrameUrl(client, checkListId, { signal, direct }),
    staleTime: 0,
    gcTime: 0,
  });
}

/**
 * The case's checklist id (POST /ensure-checklist), given one first when it has none. Under the property's key:
 * a save of the property (a new transaction type) asks again.
 */
export function ensureChecklistQueryOptions(client: ApiClient, loginId: string, propertyId: number) {
  return queryOptions({
    queryKey: [...propertiesQueryKey, 'checklist-id', propertyId] as const,
    queryFn: ({ signal }) => ensureChecklist(client, { loginId, propertyId }, { signal }),
  });
}

/**
 * After ensure-checklist gave a case its first checklist id: the listings and the case itself show it. The checklist's
 * own queries are left alone (refetching the frame's address would reload the frame with a new token).
 */
export function invalidateCasesAfterNewChecklist(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    queryKey: propertiesQueryKey,
    predicate: ({ queryKey }) => queryKey[1] !== 'checklist-frame' && queryKey[1] !== 'checklist-id',
  });
}

/** The user's Active cases whose control no. or reference no. starts with `refNo`: a pick list of cases. */
export function activePropertySearchQueryOptions(client: ApiClient, userId: string, refNo: string) {
  return queryOptions({
    queryKey: [...propertiesQueryKey, 'active-search', userId, refNo] as const,
    queryFn: ({ signal }) => searchActiveProperties(client, userId, refNo, { signal }),
    placeholderData: keepPreviousData,
    enabled: refNo.trim() !== '',
  });
}
