import type { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../errors';
import type { Property } from '../property-form';
import type { PartiesSeen } from '../stakeholders';
import { propertyQueryKey } from './property-form';

/**
 * The newest version of each case's parties this browser has seen. The cached case is what the page renders, but a
 * refetch that set out before this browser's own assignment committed can put the older case back in the cache just
 * after it; a version this browser's own write made must not then make its next write look stale.
 */
const newestSeen = new Map<number, number>();

/**
 * The version of the case's parties the page stands on: the cached case's, or the one this browser's own last write
 * made if that is newer. An assignment made from it is refused (409) when someone else changed the parties since.
 */
export function partiesSeen(queryClient: QueryClient, propertyId: number): PartiesSeen {
  const cached = queryClient.getQueryData<Property>(propertyQueryKey(propertyId))?.partiesVersion;
  const own = newestSeen.get(propertyId);
  if (cached === undefined) return own;
  return own === undefined ? cached : Math.max(cached, own);
}

/**
 * One assignment or removal on a case's parties, made from the version the page shows. Its answer (the case as it
 * now is) is cached at once, so the next one names the version it made; a refusal because someone changed the
 * parties meanwhile (409) reloads the case, so the page shows who holds each role now.
 */
export async function writeParties(queryClient: QueryClient, propertyId: number, write: (seen: PartiesSeen) => Promise<Property>): Promise<Property> {
  try {
    const property = await write(partiesSeen(queryClient, propertyId));
    // Only the case itself replaces the cached case: an answer of another shape leaves the cache to its refetch.
    if (property.id === propertyId) {
      queryClient.setQueryData(propertyQueryKey(propertyId), property);
      if (property.partiesVersion !== undefined) newestSeen.set(propertyId, property.partiesVersion);
    }
    return property;
  } catch (error) {
    if (isApiError(error) && error.status === 409) await queryClient.invalidateQueries({ queryKey: propertyQueryKey(propertyId) });
    throw error;
  }
}
