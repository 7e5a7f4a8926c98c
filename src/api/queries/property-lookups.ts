import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { checkIrasTaxableByPostalCode, getTransactionTypes } from '../property-lookups';

export const transactionTypesQueryKey = ['transaction-types'] as const;

/** The list is reference data: loaded once when a form first becomes editable. */
export function transactionTypesQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: transactionTypesQueryKey,
    queryFn: ({ signal }) => getTransactionTypes(client, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export const irasUnitsQueryKey = (postalCode: string) => ['iras-units-by-postal-code', postalCode] as const;

/** Asked afresh each time the dialog opens: the valuation list is IRAS's, not ours to cache. */
export function irasUnitsQueryOptions(client: ApiClient, postalCode: string) {
  return queryOptions({
    queryKey: irasUnitsQueryKey(postalCode),
    queryFn: ({ signal }) => checkIrasTaxableByPostalCode(client, postalCode, { signal }),
    staleTime: 0,
    gcTime: 0,
  });
}
