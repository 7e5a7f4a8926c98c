/**
 * Dates are shown dd-MMM-yyyy everywhere (seed 000 §9) with a fixed month list: Intl gives "Sept" in some
 * locales. The date fields also accept typing in that format, so parsing lives next to formatting.
 */
export const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** '2026-01-15' (or an ISO date-time) → '15-Jan-2026'. Anything that is not an ISO date is shown as given. */
export function toDisplayDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month) return value;
  return `${match[3]}-${month}-${match[1]}`;
}

/** '15-Jan-2026' or '15-jan-2026' → '2026-01-15'; undefined when it is not a real calendar date. */
export function fromDisplayDate(value: string): string | undefined {
  const match = /^(\d{1,2})-([A-Za-z]{3})-(\d{4})$/.exec(value.trim());
  if (!match) return undefined;
  const [, day = '', monthName = '', year = ''] = match;
  const monthIndex = MONTHS.findIndex((m) => m.toLowerCase() === monthName.toLowerCase());
  if (monthIndex < 0) return undefined;
  const iso = `${year}-${String(monthIndex + 1).padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isRealDate(iso) ? iso : undefined;
}

function isRealDate(iso: string): boolean {
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(iso);
}

/** Seed 001 §9: timestamps read DD-MMM-YYYY HH:mm:ss, in Singapore time. */
export function toDisplayTimestamp(instant: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})/.exec(singaporeWallClock(instant));
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month) return instant;
  return `${match[3]}-${month}-${match[1]} ${match[4]}:${match[5]}:${match[6]}`;
}

/** The instant as an ISO string of the Singapore wall clock. Singapore has kept UTC+8 without daylight saving since 1982, so a fixed offset is exact for our dates. */
export function singaporeWallClock(instant: string): string {
  const ms = Date.parse(instant);
  if (Number.isNaN(ms)) return instant;
  return new Date(ms + 8 * 3_600_000).toISOString();
}
