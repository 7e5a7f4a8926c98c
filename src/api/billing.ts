import type { ApiClient } from './client';
import { unwrap } from './result';
import type { components } from './schema.gen';

type Schemas = components['schemas'];
export type BillingSearchRequest = Schemas['BillingSearchRequest'];
export type BillingPage = Schemas['BillingPage'];
export type BillingRow = Schemas['BillingRow'];
export type BillingDetailRequest = Schemas['BillingDetailRequest'];
export type BillingDetail = Schemas['BillingDetail'];
export type BillingLineType = Schemas['BillingLineType'];
export type LoadRequisitionsRequest = Schemas['LoadRequisitionsRequest'];

interface CallOptions {
  signal?: AbortSignal | undefined;
}

/** The criteria a print or export repeats: the search the page shows (yyyy-MM-dd or '' dates). */
export interface BillingCriteria {
  fromDate: string;
  toDate: string;
  searchCriteria: string;
}

/**
 * The billing report's calls (seed 001 §7 "Reports", paths verbatim with the seed's spelling); failures arrive as
 * ApiError whose message is the seed's ('Billing Sent from date …', 'No Billing Records to print in the cart …').
 */

/** POST /searchBillingReports: one page of the firm's submitted requisitions, newest first, with the count. */
export async function searchBillingReports(client: ApiClient, body: BillingSearchRequest, options: CallOptions = {}): Promise<BillingPage> {
  return unwrap(await client.POST('/searchBillingReports', { body, signal: options.signal }));
}

/**
 * POST /generateAgencyBilligDetail: the fee lines of one requisition exactly as charged at submission (agency
 * lines, the SAL levy line after an MCST line, the transaction fee line); `billingTotals` sums them.
 */
export async function getBillingDetail(client: ApiClient, body: BillingDetailRequest, options: CallOptions = {}): Promise<BillingDetail[]> {
  return unwrap(await client.POST('/generateAgencyBilligDetail', { body, signal: options.signal }));
}

/** The detail request of a billing row (the server reads lf_control_no; the rest is the row's echo). */
export function billingDetailRequest(loginId: string, row: BillingRow): BillingDetailRequest {
  return {
    loginId,
    lf_control_no: row.lfControlNumber,
    referenceNo: row.referenceNumber,
    propertyType: row.propertyType ?? '',
    billSendDate: row.billSentDate,
  };
}

/** A selected row as the print calls carry it: the server prints what was charged, not what is sent. */
export function billingSelectionEntry(row: Pick<BillingRow, 'referenceNumber' | 'lfControlNumber' | 'billSentDate'>): BillingDetail {
  return {
    referenceNumber: row.referenceNumber,
    lfControlNumber: row.lfControlNumber,
    billSentDate: row.billSentDate,
    agencyCode: '',
    departmentCode: '',
  };
}

/** POST /printBillingSummary: one requisition's bill as a PDF (billing-summary-{lfControlNo}.pdf). */
export async function printBillingSummary(
  client: ApiClient,
  row: Pick<BillingRow, 'referenceNumber' | 'lfControlNumber' | 'billSentDate'>,
  dates: Pick<BillingCriteria, 'fromDate' | 'toDate'>,
): Promise<Blob> {
  const body = { agencyBillingDetails: [billingSelectionEntry(row)], fromDate: dates.fromDate, toDate: dates.toDate };
  return unwrap(await client.POST('/printBillingSummary', { body, parseAs: 'blob' }));
}

export interface PrintMultipleInput {
  rows: ReadonlyArray<Pick<BillingRow, 'referenceNumber' | 'lfControlNumber' | 'billSentDate'>>;
  criteria: BillingCriteria;
  loggedInUser: string;
  /** True: one PDF (billing-summaries.pdf); false: a zip of one PDF per case (billing-summaries.zip). */
  onePage: boolean;
}

/** POST /printMultipleBillingSummaries: the selection (1 to 500 rows) as one PDF or a zip per case. */
export async function printMultipleBillingSummaries(client: ApiClient, input: PrintMultipleInput): Promise<Blob> {
  const body = {
    agencyBillingDetails: input.rows.map(billingSelectionEntry),
    fromDate: input.criteria.fromDate,
    toDate: input.criteria.toDate,
    searchCriteria: input.criteria.searchCriteria,
    loggedInUser: input.loggedInUser,
    onePage: input.onePage,
  };
  return unwrap(await client.POST('/printMultipleBillingSummaries', { body, parseAs: 'blob' }));
}

/** The file name the server gives a print (its Content-Disposition says the same). */
export function billingPrintFileName(selection: { lfControlNo?: string; onePage?: boolean }): string {
  if (selection.lfControlNo) return `billing-summary-${selection.lfControlNo}.pdf`;
  return selection.onePage === false ? 'billing-summaries.zip' : 'billing-summaries.pdf';
}

/** POST /export-billing-reports-csv: every row the search matches with its amounts (billing-report.csv). */
export async function exportBillingCsv(client: ApiClient, body: BillingSearchRequest): Promise<Blob> {
  return unwrap(await client.POST('/export-billing-reports-csv', { body, parseAs: 'blob' }));
}

/** POST /export-requisition-reports-csv: the requisition report's rows for the same body (requisition-report.csv). */
export async function exportRequisitionCsv(client: ApiClient, body: LoadRequisitionsRequest): Promise<Blob> {
  return unwrap(await client.POST('/export-requisition-reports-csv', { body, parseAs: 'blob' }));
}

export const BILLING_CSV_FILE_NAME = 'billing-report.csv';
export const REQUISITION_CSV_FILE_NAME = 'requisition-report.csv';

/** The totals of a requisition's billing lines, in S$ (summed in cents so two decimals never drift). */
export interface BillingTotals {
  applyFee: number;
  applyGst: number;
  processingFee: number;
  processingGst: number;
  totalCharged: number;
  totalGst: number;
  /** Everything together: what the firm was charged. */
  grandTotal: number;
}

export function billingTotals(lines: readonly BillingDetail[]): BillingTotals {
  const cents = (pick: (line: BillingDetail) => number | undefined) => lines.reduce((sum, line) => sum + Math.round((pick(line) ?? 0) * 100), 0);
  const applyFee = cents((line) => line.applyFee);
  const applyGst = cents((line) => line.applyGst);
  const processingFee = cents((line) => line.crimsonLogicProcessingChargedFee);
  const processingGst = cents((line) => line.crimsonLogicProcessingGSTFee);
  return {
    applyFee: applyFee / 100,
    applyGst: applyGst / 100,
    processingFee: processingFee / 100,
    processingGst: processingGst / 100,
    totalCharged: (applyFee + processingFee) / 100,
    totalGst: (applyGst + processingGst) / 100,
    grandTotal: (applyFee + applyGst + processingFee + processingGst) / 100,
  };
}
