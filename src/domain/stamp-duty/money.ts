/**
 * Stamp duty arithmetic in whole cents, so no band or rate picks up a binary fraction. IRAS states duty in whole
 * dollars rounded down ("the duty payable is rounded down to the nearest dollar", IRAS "Stamp Duty for Property").
 */

/** The largest price or market value the calculators take: cents × the highest rate stay exact integers. */
export const MAX_AMOUNT = 100_000_000_000;

/** S$ with at most two decimals → cents. */
export const toCents = (dollars: number): number => Math.round(dollars * 100);

/** Whether a dollar amount has at most two decimals (1234.5 yes, 1234.567 no). */
export const hasAtMostCents = (dollars: number): boolean => Math.abs(dollars * 100 - toCents(dollars)) < 1e-6;

/** Duty is charged on the higher of the price and the market value (IRAS: "whichever is higher"), in cents. */
export const dutiableCents = (price: number, marketValue: number | undefined): number => Math.max(toCents(price), toCents(marketValue ?? 0));

/** `rate` % of an amount in cents, in whole dollars rounded down. */
export const dutyInDollars = (cents: number, rate: number): number => Math.floor((cents * rate) / 10_000);

/** 1234567.5 → '1,234,567.50', 1800 → '1,800': grouped by thousands, cents only when there are some. */
export function formatDollars(dollars: number): string {
  const cents = toCents(dollars);
  const whole = Math.trunc(Math.abs(cents) / 100);
  const fraction = Math.abs(cents) % 100;
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${cents < 0 ? '-' : ''}${grouped}${fraction ? `.${String(fraction).padStart(2, '0')}` : ''}`;
}
