import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { getLogo } from '../account';

/** One logo per firm and one firm per session, so the key needs no id; invalidate it after an upload. */
export const logoQueryKey = ['firm-logo'] as const;

export function logoQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: logoQueryKey,
    queryFn: () => getLogo(client),
  });
}
