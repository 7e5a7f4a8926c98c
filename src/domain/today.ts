import { Temporal } from 'temporal-polyfill';

/** The product's "today" is the Singapore calendar date (DESIGN.md "Dates"), as yyyy-mm-dd. */
export const PRODUCT_TIME_ZONE = 'Asia/Singapore';

export function todayInSingapore(now: Temporal.Instant = Temporal.Now.instant()): string {
  return now.toZonedDateTimeISO(PRODUCT_TIME_ZONE).toPlainDate().toString();
}
