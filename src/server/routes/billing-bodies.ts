import * as v from 'valibot';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../domain/constants';
import { isStorableDate } from '../http/calendar-date';

/** Request bodies of the billing report and the report exports (openapi/schemas/reports.yaml). */

const isoDateOrEmpty = v.pipe(
  v.string(),
  v.trim(),
  v.check((value) => value === '' || isStorableDate(value), 'must be a date yyyy-mm-dd or empty'),
);

const userText = v.pipe(v.string(), v.maxLength(200));
const searchText = v.pipe(v.string(), v.maxLength(200));
const controlNo = v.pipe(v.string(), v.trim(), v.maxLength(40));

/** BillingSearchRequest; accountId must be the caller's. */
export const BillingSearchBody = v.object({
  accountId: userText,
  fromDate: isoDateOrEmpty,
  toDate: isoDateOrEmpty,
  searchCriteria: searchText,
  pageNo: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1_000_000)), 1),
  pageSize: v.optional(v.picklist(PAGE_SIZES), DEFAULT_PAGE_SIZE),
});

/** BillingDetailRequest: the requisition is lf_control_no; the rest echoes the row and is not read. */
export const BillingDetailBody = v.object({
  loginId: userText,
  lf_control_no: controlNo,
  referenceNo: v.pipe(v.string(), v.maxLength(200)),
  propertyType: v.pipe(v.string(), v.maxLength(40)),
  billSendDate: v.pipe(v.string(), v.maxLength(40)),
});

/** BillingDetail as a print names a requisition: only lfControlNumber is read; amounts sent are never printed. */
const SelectedLine = v.object({
  referenceNumber: v.pipe(v.string(), v.maxLength(200)),
  lfControlNumber: controlNo,
  billSentDate: v.pipe(v.string(), v.maxLength(40)),
  agencyCode: v.pipe(v.string(), v.maxLength(20)),
  departmentCode: v.pipe(v.string(), v.maxLength(20)),
  applyFee: v.optional(v.number()),
  applyGst: v.optional(v.number()),
  crimsonLogicProcessingChargedFee: v.optional(v.number()),
  crimsonLogicProcessingGSTFee: v.optional(v.number()),
  totalFeePerLRCharged: v.optional(v.number()),
  totalFeePerLRGST: v.optional(v.number()),
  lineType: v.optional(v.picklist(['agency', 'salLevy', 'transactionFee'])),
  description: v.optional(v.pipe(v.string(), v.maxLength(100))),
});

/** Up to 500 requisitions of up to 14 lines each (openapi maxItems). */
export const MAX_SELECTED_LINES = 7_000;

export const PrintMultipleBillingBody = v.object({
  agencyBillingDetails: v.pipe(v.array(SelectedLine), v.maxLength(MAX_SELECTED_LINES)),
  fromDate: isoDateOrEmpty,
  toDate: isoDateOrEmpty,
  searchCriteria: searchText,
  loggedInUser: userText,
  onePage: v.boolean(),
});

export const PrintBillingSummaryBody = v.object({
  agencyBillingDetails: v.pipe(v.array(SelectedLine), v.maxLength(100)),
  fromDate: isoDateOrEmpty,
  toDate: isoDateOrEmpty,
});

/** LoadRequisitionsRequest, as /loadAllRequisitions reads it (the requisition report's export takes the same body). */
export const LoadRequisitionsBody = v.object({
  accountId: userText,
  fromDate: isoDateOrEmpty,
  toDate: isoDateOrEmpty,
  searchCriteria: searchText,
  drafted: v.boolean(),
});
