import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getBillingDetail, searchBillingReports, type BillingDetailRequest, type BillingSearchRequest } from '../billing';
import type { ApiClient } from '../client';

/**
 * Every billing query sits under one root. A submitted requisition bills, so whatever invalidates the requisitions
 * may invalidate this root too; a bill never changes once charged, so nothing on the billing page writes to it.
 */
export const billingQueryKey = ['billing'] as const;

/** One page of the billing report; the previous page stays on screen while the next loads. */
export function billingListQueryOptions(client: ApiClient, request: BillingSearchRequest) {
  return queryOptions({
    queryKey: [...billingQueryKey, 'list', request] as const,
    queryFn: ({ signal }) => searchBillingReports(client, request, { signal }),
    placeholderData: keepPreviousData,
    // The route's loader has just fetched the page the listing opens on: mounting does not ask again. Another
    // search or page is another key, and that always goes to the server.
    refetchOnMount: false,
  });
}

/** The fee lines of one billed requisition (the Billing Summary modal); keyed by its LF control number. */
export function billingDetailQueryOptions(client: ApiClient, request: BillingDetailRequest) {
  return queryOptions({
    queryKey: [...billingQueryKey, 'detail', request.lf_control_no] as const,
    queryFn: ({ signal }) => getBillingDetail(client, request, { signal }),
    // What was charged does not change: once read, the summary is kept for the session.
    staleTime: Number.POSITIVE_INFINITY,
  });
}
