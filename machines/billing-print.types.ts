import type { BillingPrintRow } from '../src/domain/requisitions/billing-selection';

/**
 * The words of the billing-print machine (seed 001 §2.9, §4 "Billing print selection", §5 "Reports", §7
 * printMultipleBillingSummaries, §9): the rows ticked for printing, the print modal's choice and the print call.
 */

export type { BillingPrintRow } from '../src/domain/requisitions/billing-selection';

/**
 * What the screen's printBilling actor gets: the ticked rows in the order ticked and the modal's choice. It loads
 * their billing details, calls POST /printMultipleBillingSummaries and downloads the answer before resolving.
 */
export interface BillingPrintRequest {
  rows: BillingPrintRow[];
  /** true: one combined PDF; false: a zip of one PDF per case (seed 001 §9 zip rule). */
  onePage: boolean;
}

/** The file the browser downloaded. */
export interface BillingPrintResult {
  fileName: string;
}

export interface BillingPrintContext {
  /** The print cart: rows ticked, in the order ticked, at most 500; the badge counts them. */
  selected: BillingPrintRow[];
  /** The print modal's choice, kept between prints: one PDF (default) or a zip of one PDF per case. */
  onePage: boolean;
  /** What the page shows as an error or alert: a refused tick, the empty-cart alert, a failed print; else null. */
  problem: string | null;
  /** What the page shows as a success: the downloaded file after a print; else null. */
  notice: string | null;
}

export type BillingPrintEvent =
  /** A row's checkbox: `selected` is its new value; without it the tick flips. */
  | { type: 'row.toggle'; row: BillingPrintRow; selected?: boolean }
  /** The select-all checkbox with the rows on screen: all ticked unticks them, else ticks the rest while there is room. */
  | { type: 'rows.toggleAll'; rows: BillingPrintRow[] }
  | { type: 'selection.clear' }
  /** The cart badge / print icon. */
  | { type: 'cart.open' }
  /** Closes the empty-cart alert, a refusal or the printed notice. */
  | { type: 'alert.dismiss' }
  | { type: 'print.choose'; onePage: boolean }
  | { type: 'print.submit' }
  | { type: 'print.cancel' };
