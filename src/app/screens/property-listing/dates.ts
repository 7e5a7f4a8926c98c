import { Temporal } from 'temporal-polyfill';
import { PRODUCT_TIME_ZONE } from '../../../domain/today';
import { toDisplayDate } from '../common/display-date';

/** An instant shown as its Singapore calendar day, dd-MMM-yyyy: "created on" means the firm's day, not UTC's. */
export function displayInstantDate(instant: string): string {
  try {
    return toDisplayDate(Temporal.Instant.from(instant).toZonedDateTimeISO(PRODUCT_TIME_ZONE).toPlainDate().toString());
  } catch {
    return toDisplayDate(instant);
  }
}

/** A calendar date (completion date) dd-MMM-yyyy; none shows as empty. */
export function displayDate(date: string | null): string {
  return date ? toDisplayDate(date) : '';
}
