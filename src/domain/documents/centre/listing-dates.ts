import { MONTHS, singaporeWallClock } from '../../display-date';

/** The Singapore wall clock of an instant as its parts, or null for text that is not an instant. */
function wallClock(instant: string) {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(singaporeWallClock(instant));
  if (!match) return null;
  const [, year = '', month = '', day = '', hour = '', minute = ''] = match;
  return { year, month, day, hour: Number(hour), minute };
}

/** Seed 002 §9: the document listing shows YYYY-MM-DD HH:mm (Singapore time). */
export function documentListDate(instant: string): string {
  const clock = wallClock(instant);
  if (!clock) return instant;
  return `${clock.year}-${clock.month}-${clock.day} ${String(clock.hour).padStart(2, '0')}:${clock.minute}`;
}

/** Seed 002 §9: the activity log shows DD MM YYYY hh:mm A, a 12-hour clock with AM or PM. */
export function activityLogDate(instant: string): string {
  const clock = wallClock(instant);
  if (!clock) return instant;
  const hour12 = clock.hour % 12 === 0 ? 12 : clock.hour % 12;
  const meridiem = clock.hour < 12 ? 'AM' : 'PM';
  return `${clock.day} ${clock.month} ${clock.year} ${String(hour12).padStart(2, '0')}:${clock.minute} ${meridiem}`;
}

/** DDMMMYYYY of an instant's Singapore date, upper-cased (26NOV2026), for generated file names. */
export function fileNameDate(instant: string): string {
  const clock = wallClock(instant);
  if (!clock) return '';
  return `${clock.day}${(MONTHS[Number(clock.month) - 1] ?? '').toUpperCase()}${clock.year}`;
}
