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

// The published fees (Fees and Charges tab, registration form) are read from the fee module that charges them:
// src/domain/requisitions/published-fees.ts.

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
