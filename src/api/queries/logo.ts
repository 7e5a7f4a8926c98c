import { queryOptions } from '@tanstack/react-query';
import { getLogo } from '../account';
import type { ApiClient } from '../client';

/**
 * One logo per firm and one firm per session, so the key needs no id. Fresh for the whole session: it changes only
 * by an upload, which invalidates it; the shell's loader asks for it before the header mounts (shell-load.ts), and
 * the header's query then reads that answer instead of asking again.
 */
export const logoQueryKey = ['firm-logo'] as const;

export function logoQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: logoQueryKey,
    queryFn: () => getLogo(client),
    staleTime: Infinity,
  });
}
