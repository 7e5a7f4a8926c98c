import { Temporal } from 'temporal-polyfill';
import { PRODUCT_TIME_ZONE } from '../today';

/**
 * Reading a case's stored dates and instants, and placing deadlines on the Singapore clock (DESIGN.md "Dates":
 * Temporal everywhere, in Asia/Singapore). A value that does not parse reads as absent: one bad record must not
 * take down the whole case page, and a deadline we cannot place is better missing than wrong.
 */

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A stored 'YYYY-MM-DD', or undefined when it is missing or not a real date (31 Feb). */
export function readDate(value: string | undefined): Temporal.PlainDate | undefined {
  if (!value || !ISO_DATE.test(value)) return undefined;
  try {
    return Temporal.PlainDate.from(value, { overflow: 'reject' });
  } catch {
    return undefined;
  }
}

/** A stored ISO-8601 instant with its offset (or Z), as a Singapore date-time. */
export function readInstant(value: string | undefined): Temporal.ZonedDateTime | undefined {
  if (!value) return undefined;
  try {
    return Temporal.Instant.from(value).toZonedDateTimeISO(PRODUCT_TIME_ZONE);
  } catch {
    return undefined;
  }
}

export function atSingaporeTime(date: Temporal.PlainDate, time: Temporal.PlainTime): Temporal.ZonedDateTime {
  return date.toZonedDateTime({ timeZone: PRODUCT_TIME_ZONE, plainTime: time });
}

/**
 * A day-long deadline ends at the last millisecond of its day in Singapore, not at the next midnight: then the
 * instant's own Singapore date is the deadline's date, so anyone printing `due` shows the right day, and
 * "overdue when now > due" turns at midnight exactly as "overdue from the next day" would.
 */
const LAST_MOMENT_OF_DAY = Temporal.PlainTime.from('23:59:59.999');

export function endOfSingaporeDay(date: Temporal.PlainDate): Temporal.ZonedDateTime {
  return atSingaporeTime(date, LAST_MOMENT_OF_DAY);
}

/** The deadline's wire form: the instant with Singapore's offset (no bracketed zone name) and its Singapore date. */
export function dueFields(at: Temporal.ZonedDateTime): { due: string; dueDate: string } {
  return { due: at.toString({ timeZoneName: 'never' }), dueDate: at.toPlainDate().toString() };
}
