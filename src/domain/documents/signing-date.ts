/** Seed 001 §9: "Ordinal day suffixes st, nd, rd, th and month names are used in signing dates". */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** 1 → '1st', 2 → '2nd', 11–13 → 'th'. */
export function ordinalDay(day: number): string {
  const lastTwo = day % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${day}th`;
  const suffix = ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[day % 10] ?? 'th';
  return `${day}${suffix}`;
}

export interface SigningDateWords {
  day: string;
  month: string;
  year: string;
}

/** '2026-03-02' → { day: '2nd', month: 'March', year: '2026' }; null for anything that is not an ISO date. */
export function signingDateWords(iso: string | undefined): SigningDateWords | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso ?? '');
  if (!match) return null;
  const [, year = '', month = '', day = ''] = match;
  const monthName = MONTH_NAMES[Number(month) - 1];
  if (!monthName || Number(day) < 1 || Number(day) > 31) return null;
  return { day: ordinalDay(Number(day)), month: monthName, year };
}
