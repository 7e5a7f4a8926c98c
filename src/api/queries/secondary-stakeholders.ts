import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import type { Property } from '../property-form';
import {
  assignSecondStakeholder,
  removeAssignedSecondStakeholder,
  type AssignSecondStakeholderRequest,
  type RemoveSecondStakeholderRequest,
} from '../secondary-stakeholders';
import { writeParties } from './parties-seen';
import { propertiesQueryKey } from './properties';
import { propertyQueryKey } from './property-form';

/**
 * The answer is the property as it now is: it goes straight into the cache, and everything under
 * 'properties' (listing rows, the left navigation's gating) is refetched.
 */
function storeProperty(queryClient: QueryClient) {
  return async (property: Property) => {
    queryClient.setQueryData(propertyQueryKey(property.id), property);
    await queryClient.invalidateQueries({ queryKey: propertiesQueryKey, refetchType: 'active' });
  };
}

export function assignSecondStakeholderMutationOptions(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...propertiesQueryKey, 'assign-2nd-stakeholder'],
    mutationFn: (body: AssignSecondStakeholderRequest) =>
      writeParties(queryClient, body.propertyInfoId, (seen) => assignSecondStakeholder(client, body, seen)),
    onSuccess: storeProperty(queryClient),
  });
}

export function removeSecondStakeholderMutationOptions(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...propertiesQueryKey, 'remove-assigned-2nd-stakeholder'],
    mutationFn: (body: RemoveSecondStakeholderRequest) =>
      writeParties(queryClient, body.propertyInfoId, (seen) => removeAssignedSecondStakeholder(client, body, seen)),
    onSuccess: storeProperty(queryClient),
  });
}
