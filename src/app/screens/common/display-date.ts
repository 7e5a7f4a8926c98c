// A fixed month list: Intl gives "Sept" in some locales, and the product always shows dd-MMM-yyyy.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** '2026-01-15' → '15-Jan-2026'. Anything that is not an ISO date is shown as given. */
export function toDisplayDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month) return value;
  return `${match[3]}-${month}-${match[1]}`;
}
