import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import {
  checkStatus,
  checkStatusIntreq,
  getChargeDetails,
  getDueDiligences,
  loadAllRequisitions,
  searchStreetName,
  type LoadRequisitionsRequest,
} from '../requisitions';
import { PAGE_DATA_STALE_TIME } from './freshness';

/** Every requisition query sits under one root: submitting, drafting or printing invalidates them all. */
export const requisitionsQueryRoot = ['requisitions'] as const;

/** The agency fees of a property; the due-diligence loader asks for them beside the property. */
export function chargeDetailsQueryOptions(client: ApiClient, propertyId: number) {
  return queryOptions({
    queryKey: [...requisitionsQueryRoot, 'charges', propertyId],
    queryFn: () => getChargeDetails(client, propertyId),
    staleTime: PAGE_DATA_STALE_TIME,
  });
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

/**
 * The one query of POST /loadAllRequisitions: the REQUISITION report (drafted false) and the draft cart (drafted
 * true) are two requests of it. Submitting or discarding a draft invalidates the root, so the cart reloads afresh.
 */
export function requisitionReportQueryOptions(client: ApiClient, body: LoadRequisitionsRequest) {
  return queryOptions({
    queryKey: [...requisitionsQueryRoot, 'report', body],
    queryFn: () => loadAllRequisitions(client, body),
    // The route's loader has just fetched (or refreshed) the page the listing opens on: mounting does not ask
    // again. A new search, page or sort is another key, and that always goes to the server.
    refetchOnMount: false,
  });
}

/**
 * Every draft of the firm: the draft page has no search, so nothing is filtered (docs/decisions.md "Draft cart").
 * The cart's machine reads it with `query`, which honours staleTime: its first load takes what the loader fetched.
 */
export function draftRequisitionsQueryOptions(client: ApiClient, loginId: string) {
  const body: LoadRequisitionsRequest = { accountId: loginId, fromDate: '', toDate: '', searchCriteria: '', drafted: true };
  return { ...requisitionReportQueryOptions(client, body), staleTime: PAGE_DATA_STALE_TIME };
}

/** The agency replies of one requisition (POST /checkStatusIntreq); under the requisitions root, so a print refreshes it. */
export function repliesQueryOptions(client: ApiClient, lfControlNumber: string) {
  return queryOptions({
    queryKey: [...requisitionsQueryRoot, 'replies', lfControlNumber],
    queryFn: () => checkStatusIntreq(client, lfControlNumber),
  });
}
