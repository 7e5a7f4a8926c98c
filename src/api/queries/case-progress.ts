import { queryOptions } from '@tanstack/react-query';
import { getCaseProgress } from '../case-progress';
import type { ApiClient } from '../client';
import { PAGE_DATA_STALE_TIME } from './freshness';
import { propertyQueryKey } from './property-form';

/** Under the property's own key: whatever refreshes the property (a save, an assignment, an upload) refreshes its progress. */
export const caseProgressQueryKey = (id: number) => [...propertyQueryKey(id), 'progress'] as const;

/** The one query of POST /get-case-progress: the case page's progress panel and its route loader. */
export function caseProgressQueryOptions(client: ApiClient, id: number) {
  return queryOptions({
    queryKey: caseProgressQueryKey(id),
    queryFn: () => getCaseProgress(client, id),
    staleTime: PAGE_DATA_STALE_TIME,
  });
}
