import { queryOptions } from '@tanstack/react-query';
import { getLogo } from '../account';
import type { ApiClient } from '../client';

/** One logo per firm and one firm per session, so the key needs no id; invalidate it after an upload. */
export const logoQueryKey = ['firm-logo'] as const;

export function logoQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: logoQueryKey,
    queryFn: () => getLogo(client),
  });
}
