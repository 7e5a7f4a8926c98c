import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { getOutbox } from '../documents';
import { PAGE_DATA_STALE_TIME } from './freshness';

export const outboxQueryKey = ['outbox'] as const;

/** The firm's sent e-mail; sending a document invalidates it. */
export function outboxQueryOptions(client: ApiClient) {
  return queryOptions({ queryKey: outboxQueryKey, queryFn: () => getOutbox(client), staleTime: PAGE_DATA_STALE_TIME });
}
