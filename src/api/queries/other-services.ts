import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { isReplied } from '../../domain/other-services/service-types';
import type { ApiClient } from '../client';
import { listOtherServices, type OtherServiceListRequest, type OtherServicePage } from '../other-services';

/**
 * Every other-services query sits under one root: a submission (parcel land, SOA, non-SOA) adds a row and a print
 * marks replies read, so each invalidates the root and the listing reloads.
 */
export const otherServicesQueryKey = ['other-services'] as const;

/** Replies arrive from the tax authority over time: a page showing a Processing row asks again this often. */
export const OTHER_SERVICE_REFRESH_MS = 30_000;

/** Whether the page holds a request still waiting for its reply. */
export function hasProcessingRows(page: OtherServicePage | undefined): boolean {
  return page?.records.some((row) => !isReplied(row.status)) ?? false;
}

/**
 * One page of the OTHER SVC LISTING, keyed by who asks, the search and the page; the previous page stays on screen
 * while the next loads. While any row of the page is Processing, the page reloads every 30 seconds (paused while
 * the tab is hidden) so a reply shows without the user asking.
 */
export function otherServiceListQueryOptions(client: ApiClient, request: OtherServiceListRequest) {
  return queryOptions({
    queryKey: [...otherServicesQueryKey, 'list', request] as const,
    queryFn: ({ signal }) => listOtherServices(client, request, { signal }),
    placeholderData: keepPreviousData,
    // The route's loader has just fetched the page the listing opens on: mounting does not ask again. Another
    // search or page is another key, and that always goes to the server.
    refetchOnMount: false,
    refetchInterval: (query) => (hasProcessingRows(query.state.data) ? OTHER_SERVICE_REFRESH_MS : false),
  });
}
