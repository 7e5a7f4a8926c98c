import type { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../errors';
import type { Property } from '../property-form';
import type { PartiesSeen } from '../stakeholders';
import { propertyQueryKey } from './property-form';

/**
 * The version of the case's parties the page shows: the cached case is what the page renders, so an assignment made
 * from it names that version, and one made after someone else changed the parties is refused, not applied.
 */
export function partiesSeen(queryClient: QueryClient, propertyId: number): PartiesSeen {
  return queryClient.getQueryData<Property>(propertyQueryKey(propertyId))?.partiesVersion;
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
    if (property.id === propertyId) queryClient.setQueryData(propertyQueryKey(propertyId), property);
    return property;
  } catch (error) {
    if (isApiError(error) && error.status === 409) await queryClient.invalidateQueries({ queryKey: propertyQueryKey(propertyId) });
    throw error;
  }
}
