import type { BillingSearchRequest } from '../../../api/billing';
import { defaultReportRange, reportRequest, type ReportCriteria } from '../../../domain/requisitions/report-range';

/** What the BILLING page asks for: the search the seed's rules send, and the page (ours: the server pages). */
export interface BillingListing {
  sent: ReportCriteria;
  pageNo: number;
  pageSize: NonNullable<BillingSearchRequest['pageSize']>;
}

/** What the search fields start with: no text, the last two months through today (seed 001 §5 "Reports"). */
export function initialBillingCriteria(today: string): ReportCriteria {
  return { searchCriteria: '', ...defaultReportRange(today) };
}

export function initialBillingListing(today: string): BillingListing {
  return { sent: reportRequest(initialBillingCriteria(today), today), pageNo: 1, pageSize: 10 };
}

/** The request body; the CSV export sends the same search without the page. */
export function billingRequest(accountId: string, listing: BillingListing): BillingSearchRequest {
  return { accountId, ...listing.sent, pageNo: listing.pageNo, pageSize: listing.pageSize };
}
