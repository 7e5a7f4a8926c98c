import { Temporal } from 'temporal-polyfill';

/** Earlier requisitions to the same agency within two months are duplicates (seed 001 §9). */
export const DUPLICATE_WINDOW_MONTHS = 2;

/** The first day (yyyy-mm-dd, Singapore) still inside the duplicate window ending today. */
export function duplicateWindowStart(today: string): string {
  return Temporal.PlainDate.from(today).subtract({ months: DUPLICATE_WINDOW_MONTHS }).toString();
}
