import { queryOptions } from '@tanstack/react-query';
import { retrieveUenDetails } from '../account';
import type { ApiClient } from '../client';
import { PAGE_DATA_STALE_TIME } from './freshness';

/** Keyed by user; invalidate it after update-UEN so the page shows the stored value. */
export const uenDetailsQueryKey = (userid: string) => ['uen-details', userid] as const;

export function uenDetailsQueryOptions(client: ApiClient, userid: string) {
  return queryOptions({
    queryKey: uenDetailsQueryKey(userid),
    queryFn: () => retrieveUenDetails(client, userid),
    staleTime: PAGE_DATA_STALE_TIME,
  });
}
