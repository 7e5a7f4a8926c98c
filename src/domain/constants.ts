/** Business constants and limits from the seeds (000 §9, 001 §9, 002 §9), in one place. */

export const SESSION_WARNING_MS = 90_000;
export const SESSION_CHECK_INTERVAL_MS = 1_000;
export const CAROUSEL_INTERVAL_MS = 10_000;
export const CAROUSEL_SLIDE_COUNT = 4;
export const POSTAL_LOOKUP_DEBOUNCE_MS = 2_000;
export const SCROLL_TO_TOP_MS = 500;

export const PAGE_SIZES = [5, 10, 15, 20, 25, 30, 35, 40, 45, 50] as const;
export const DEFAULT_PAGE_SIZE = 10;
export const PAGE_LINKS_SHOWN = 5;

export const UEN_APP_ID = 'LRI';
export const GST_RATE = 0.09;

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 24;

/** Subscription fees (Fees and Charges tab). Amounts in S$. */
export const SUBSCRIPTION_FEES = [
  { item: 'One-time registration', amount: 'S$50' },
  { item: 'Monthly subscription', amount: 'S$20 per ID' },
  { item: 'Legal-assistant (e-checklist) module upgrade', amount: 'S$30 for 2 IDs, each additional ID S$20 per month' },
  { item: 'Legal requisition processing fee', amount: 'S$3.50' },
  { item: 'Acknowledgement', amount: 'S$0.20' },
  { item: 'S.47 certificate processing', amount: 'S$6' },
  { item: 'PUB agency processing', amount: 'S$9' },
  { item: 'GST', amount: '9%' },
] as const;

/** Agency requisition totals (S$, GST included) with the estimated reply time. */
export const AGENCY_TOTALS = [
  { agency: 'IRAS', total: '40.00', reply: '1 day' },
  { agency: 'BCA', total: '37.00', reply: '2 days' },
  { agency: 'NEA-SCD', total: '7.70', reply: '1 day' },
  { agency: 'PUB', total: '16.90', reply: '1 day' },
  { agency: 'URA', total: '54.50', reply: '3 days' },
  { agency: 'LTA-RTS', total: '10.90', reply: '1-3 days' },
  { agency: 'LTA-CBR', total: '10.90', reply: '1-3 days' },
  { agency: 'LTA-SW', total: '11.45', reply: '1-3 days' },
  { agency: 'MCST', total: '27.25', reply: '14 days' },
  { agency: 'ACRA-BPR', total: '5.01', reply: '15 min' },
  { agency: 'ACRA-EBPR', total: '7.09', reply: '15 min' },
  { agency: 'ACRA-PPR', total: '40.33', reply: '15 min' },
] as const;

/** Terms of use figures (Terms of Service modal). */
export const TERMS = {
  lateInterest: 'the higher of 1% a month or S$5 per failed direct debit cycle',
  billingDisputeDays: 30,
  amendmentNoticeDays: 30,
  liabilityCapMonths: 3,
  terminationNoticeDays: 30,
  depositTopUp: '2 weeks',
  dataAccessFee: 'S$20',
} as const;
