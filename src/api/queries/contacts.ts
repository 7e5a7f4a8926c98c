import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { getAllPrimary, getClient, type ClientListRequest } from '../contacts';
import { PAGE_DATA_STALE_TIME } from './freshness';

/** Everything contact-shaped starts here: a save or delete invalidates it, listing and details alike. */
export const contactsQueryKey = ['contacts'] as const;

export const clientQueryKey = (id: number) => [...contactsQueryKey, 'detail', id] as const;

/** One page of the contact listing; the previous page stays on screen while the next one loads. */
export function clientListQueryOptions(client: ApiClient, request: ClientListRequest) {
  return queryOptions({
    queryKey: [...contactsQueryKey, 'list', request] as const,
    queryFn: ({ signal }) => getAllPrimary(client, request, { signal }),
    placeholderData: keepPreviousData,
    // The route's loader has just fetched (or refreshed) the page the listing opens on: mounting does not ask
    // again. A new search, page or sort is another key, and that always goes to the server.
    refetchOnMount: false,
  });
}

export function clientQueryOptions(client: ApiClient, id: number) {
  return queryOptions({
    queryKey: clientQueryKey(id),
    queryFn: ({ signal }) => getClient(client, id, { signal }),
    staleTime: PAGE_DATA_STALE_TIME,
  });
}
