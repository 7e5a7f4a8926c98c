import { messages } from '../messages';
import { CART_BADGE_MAX, cartBadge } from './control-numbers';

/**
 * The BILLING page's print cart (seed 001 §2.9, §4 "Billing print selection", §5 "Reports", §9): the rows ticked
 * for printing, the badge counting them, the header checkbox over the rows on screen.
 *
 * - The cart holds at most 500 rows (seed 001 §9 "Cart badge maximum 500"): a tick beyond it is refused with
 *   messages.billingCartFull, so the badge shows the exact count, 1 to 500. The badge text is the draft cart's
 *   `cartBadge` (which would say '500+' beyond 500, a count this cart never reaches).
 * - A row already in the cart is never added twice; ticking it as selected again is refused with
 *   messages.billingAlreadyInCart (seed 001 §4: "an error is shown").
 * - The header checkbox toggles the rows on screen: all of them ticked unticks them; otherwise the unticked ones
 *   join the cart in screen order until it is full, and the rest are refused with messages.billingCartFull.
 * - Rows are known by their control number (`lfControlNumber`: a requisition's LF… or a parcel land request's PL…,
 *   never the same), not by id: the ids of the two tables meet. The cart keeps the order in which they were
 *   ticked, across pages and searches.
 */

/** The most rows one print takes. */
export const BILLING_CART_MAX = CART_BADGE_MAX;

/** What the cart keeps of a billing report row: enough to print it and to name it in the print modal. */
export interface BillingPrintRow {
  /** The row's id in its own table (requisitions or other services): not unique across the two. */
  id: number;
  /** The row's identity in the cart: the LF or PL control number. */
  lfControlNumber: string;
  referenceNumber: string;
  billSentDate: string;
  propertyRefNo?: string | undefined;
}

/** The cart after a tick or a header-checkbox press, and why (part of) it was refused; null when nothing was. */
export interface SelectionChange {
  selected: BillingPrintRow[];
  problem: string | null;
}

/** The header checkbox: 'all' checked, 'some' indeterminate, 'none' unchecked (over the rows on screen). */
export type SelectAllState = 'all' | 'some' | 'none';

/** The row's identity in the cart. */
export const billingRowKey = (row: { lfControlNumber: string }): string => row.lfControlNumber;

/** Whether the row with this control number (billingRowKey) is ticked. */
export function isKeyInCart(selected: readonly BillingPrintRow[], key: string): boolean {
  return selected.some((row) => billingRowKey(row) === key);
}

export function isCartFull(selected: readonly BillingPrintRow[]): boolean {
  return selected.length >= BILLING_CART_MAX;
}

/** The cart badge's text: the count of ticked rows. */
export function billingCartBadge(selected: readonly BillingPrintRow[]): string {
  return cartBadge(selected.length);
}

/**
 * A row's checkbox. `want` is the checkbox's new value; without it the tick flips. A ticked row is unticked; an
 * unticked one joins the cart if there is room. null when the press changes nothing and says nothing (unticking a
 * row that is not in the cart).
 */
export function tickRow(selected: readonly BillingPrintRow[], row: BillingPrintRow, want?: boolean): SelectionChange | null {
  const key = billingRowKey(row);
  const ticked = isKeyInCart(selected, key);
  const without = () => selected.filter((kept) => billingRowKey(kept) !== key);
  if (want === false) return ticked ? { selected: without(), problem: null } : null;
  if (ticked && want === true) return { selected: [...selected], problem: messages.billingAlreadyInCart };
  if (ticked) return { selected: without(), problem: null };
  if (isCartFull(selected)) return { selected: [...selected], problem: messages.billingCartFull(BILLING_CART_MAX) };
  return { selected: [...selected, row], problem: null };
}

/** The rows on screen, each control number once. */
function distinct(rows: readonly BillingPrintRow[]): BillingPrintRow[] {
  return rows.filter((row, index) => rows.findIndex((other) => billingRowKey(other) === billingRowKey(row)) === index);
}

export function selectAllState(selected: readonly BillingPrintRow[], onScreen: readonly BillingPrintRow[]): SelectAllState {
  const ticked = onScreen.filter((row) => isKeyInCart(selected, billingRowKey(row))).length;
  if (ticked === 0) return 'none';
  return ticked === onScreen.length ? 'all' : 'some';
}

/**
 * The header checkbox over the rows on screen: unticks them all when all are ticked, otherwise ticks the unticked
 * ones in screen order while the cart has room (the rest refused). null when no row is on screen.
 */
export function toggleAllOnScreen(selected: readonly BillingPrintRow[], onScreen: readonly BillingPrintRow[]): SelectionChange | null {
  if (onScreen.length === 0) return null;
  if (selectAllState(selected, onScreen) === 'all') {
    return { selected: selected.filter((row) => !isKeyInCart(onScreen, billingRowKey(row))), problem: null };
  }
  const missing = distinct(onScreen).filter((row) => !isKeyInCart(selected, billingRowKey(row)));
  const room = Math.max(0, BILLING_CART_MAX - selected.length);
  const joining = missing.slice(0, room);
  return {
    selected: [...selected, ...joining],
    problem: joining.length < missing.length ? messages.billingCartFull(BILLING_CART_MAX) : null,
  };
}
