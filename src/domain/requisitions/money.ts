import { GST_RATE } from '../constants';

/**
 * Money is kept in whole cents so sums never drift. GST and levies are rounded UP to the cent: that is the one
 * rounding under which every agency total of seed 000 §9 is an application fee plus 9 % GST (half-up rounding
 * cannot reach BCA's S$37.00; docs/decisions.md "Legal requisitions").
 */
export type Cents = number;

const GST_PERCENT = Math.round(GST_RATE * 100);

/** `percent` of an amount, rounded up to the cent, in integer arithmetic (no 0.1 + 0.2 surprises). */
export function percentOfCents(cents: Cents, percent: number): Cents {
  return Math.floor((cents * percent + 99) / 100);
}

/** GST on a fee line (seed 001 §9: fee multiplied by the rate). */
export function gstOf(cents: Cents): Cents {
  return percentOfCents(cents, GST_PERCENT);
}

/** Two decimals, as every amount on the requisition screens shows (seed 001 §9). */
export function formatCents(cents: Cents): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** The contract carries S$ amounts as numbers with two decimals. */
export function centsToDollars(cents: Cents): number {
  return Math.round(cents) / 100;
}

export function dollarsToCents(dollars: number): Cents {
  return Math.round(dollars * 100);
}
