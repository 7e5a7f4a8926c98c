import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { checkStatus, getChargeDetails, getDueDiligences, loadAllRequisitions, searchStreetName, type LoadRequisitionsRequest } from '../requisitions';

/** Every requisition query sits under one root: submitting, drafting or printing invalidates them all. */
export const requisitionsQueryRoot = ['requisitions'] as const;

export function chargeDetailsQueryOptions(client: ApiClient, propertyId: number) {
  return queryOptions({ queryKey: [...requisitionsQueryRoot, 'charges', propertyId], queryFn: () => getChargeDetails(client, propertyId) });
}

export function dueDiligencesQueryOptions(client: ApiClient, propertyId: number) {
  return queryOptions({ queryKey: [...requisitionsQueryRoot, 'due-diligences', propertyId], queryFn: () => getDueDiligences(client, propertyId) });
}

export function streetCountQueryOptions(client: ApiClient, streetName: string) {
  return queryOptions({ queryKey: [...requisitionsQueryRoot, 'street', streetName], queryFn: () => searchStreetName(client, streetName) });
}

export function agencyStatusQueryOptions(client: ApiClient, loginId: string, lfControlNo: string) {
  return queryOptions({
    queryKey: [...requisitionsQueryRoot, 'status', lfControlNo],
    queryFn: () => checkStatus(client, { loginId, lfControlNo: [lfControlNo] }),
  });
}

export function requisitionReportQueryOptions(client: ApiClient, body: LoadRequisitionsRequest) {
  return queryOptions({ queryKey: [...requisitionsQueryRoot, 'report', body], queryFn: () => loadAllRequisitions(client, body) });
}
