import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { getProperty } from '../property-form';
import { propertiesQueryKey } from './properties';

/** Under 'properties', so the save's invalidation of the listing also refreshes the details. */
export const propertyQueryKey = (id: number) => [...propertiesQueryKey, 'detail', id] as const;

export function propertyQueryOptions(client: ApiClient, id: number) {
  return queryOptions({
    queryKey: propertyQueryKey(id),
    queryFn: ({ signal }) => getProperty(client, id, { signal }),
  });
}
