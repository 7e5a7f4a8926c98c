import { Temporal } from 'temporal-polyfill';
import { PRODUCT_TIME_ZONE } from './today';

/**
 * When the maintenance notice is due (docs/decisions.md "Maintenance notice: only when maintenance is near").
 * The notice says maintenance is on the first Saturday of every month, 11.00 pm to 3.00 am Singapore time; a
 * notice shown on every visit is one nobody reads, so it opens only in the week before the window and during it.
 */

const WINDOW_STARTS_AT = Temporal.PlainTime.from('23:00');
const WINDOW_HOURS = 4;
/** Calendar days before the maintenance Saturday on which the notice starts to open (from midnight, SGT). */
export const NOTICE_LEAD_DAYS = 7;
const SATURDAY = 6; // ISO day of week: Monday 1 … Sunday 7

export interface MaintenanceWindow {
  start: Temporal.Instant;
  end: Temporal.Instant;
}

/** The first Saturday of a month in the Singapore calendar. */
function firstSaturdayOf(month: Temporal.PlainYearMonth): Temporal.PlainDate {
  const first = month.toPlainDate({ day: 1 });
  return first.add({ days: (SATURDAY - first.dayOfWeek + 7) % 7 });
}

/** The month's window: the first Saturday 11.00 pm SGT to 3.00 am SGT on the Sunday after. */
export function maintenanceWindowOf(month: Temporal.PlainYearMonth): MaintenanceWindow {
  const start = firstSaturdayOf(month).toZonedDateTime({ timeZone: PRODUCT_TIME_ZONE, plainTime: WINDOW_STARTS_AT }).toInstant();
  return { start, end: start.add({ hours: WINDOW_HOURS }) };
}

/** When the notice for the month's window starts to open: midnight SGT, NOTICE_LEAD_DAYS before the Saturday. */
function noticeFrom(month: Temporal.PlainYearMonth): Temporal.Instant {
  return firstSaturdayOf(month).subtract({ days: NOTICE_LEAD_DAYS }).toZonedDateTime(PRODUCT_TIME_ZONE).toInstant();
}

const isWithin = (now: Temporal.Instant, from: Temporal.Instant, until: Temporal.Instant) =>
  Temporal.Instant.compare(from, now) <= 0 && Temporal.Instant.compare(now, until) < 0;

/** True from NOTICE_LEAD_DAYS before a maintenance Saturday until that window ends (Sunday 3.00 am SGT). */
export function isMaintenanceNoticeDue(now: Temporal.Instant): boolean {
  const month = now.toZonedDateTimeISO(PRODUCT_TIME_ZONE).toPlainDate().toPlainYearMonth();
  // Late in a month the notice may be for next month's window: when its first Saturday is the 1st, the week
  // before it starts on the 24th or 25th of this one.
  return [month, month.add({ months: 1 })].some((m) => isWithin(now, noticeFrom(m), maintenanceWindowOf(m).end));
}
