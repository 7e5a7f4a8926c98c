import { queryOptions } from '@tanstack/react-query';
import { getUserDetails } from '../auth';
import type { ApiClient } from '../client';
import { PAGE_DATA_STALE_TIME } from './freshness';

/** Keyed by user only: the token is a credential, not an identity, and stays out of the cache and devtools. */
export const userDetailsQueryKey = (userId: string) => ['user-details', userId] as const;

export function userDetailsQueryOptions(client: ApiClient, userId: string, jwt: string) {
  return queryOptions({
    queryKey: userDetailsQueryKey(userId),
    queryFn: ({ signal }) => getUserDetails(client, userId, jwt, { signal }),
    // The route guard fetches the details just before the shell mounts and reads them: within the window the
    // shell takes that answer instead of asking again on mount. Set-up changes re-read them explicitly
    // (session/setup-state.ts refreshSetupState), whatever their age.
    staleTime: PAGE_DATA_STALE_TIME,
  });
}
