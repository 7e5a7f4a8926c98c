import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { getProperty } from '../property-form';
import { PAGE_DATA_STALE_TIME } from './freshness';
import { propertiesQueryKey } from './properties';

/** Under 'properties', so the save's invalidation of the listing also refreshes the details. */
export const propertyQueryKey = (id: number) => [...propertiesQueryKey, 'detail', id] as const;

/**
 * The one query of GET /get-property: every per-property page, the left navigation's links and the route loaders.
 * It takes no abort signal on purpose: React Query aborts a fetch whose signal was read as soon as no component
 * watches it, so a reader that mounts and unmounts while a loader's fetch runs (the left navigation's links,
 * twice over in StrictMode) would cancel it, and the page would ask again or be sent to 'Property Load Failed'.
 */
export function propertyQueryOptions(client: ApiClient, id: number) {
  return queryOptions({
    queryKey: propertyQueryKey(id),
    queryFn: () => getProperty(client, id),
    staleTime: PAGE_DATA_STALE_TIME,
  });
}
