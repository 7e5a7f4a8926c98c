import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { getUserDetails } from '../auth';

/** Keyed by user only: the token is a credential, not an identity, and stays out of the cache and devtools. */
export const userDetailsQueryKey = (userId: string) => ['user-details', userId] as const;

export function userDetailsQueryOptions(client: ApiClient, userId: string, jwt: string) {
  return queryOptions({
    queryKey: userDetailsQueryKey(userId),
    queryFn: ({ signal }) => getUserDetails(client, userId, jwt, { signal }),
  });
}
