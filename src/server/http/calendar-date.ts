import { Temporal } from 'temporal-polyfill';

/**
 * A real calendar date PostgreSQL can store: yyyy-mm-dd that exists (no 30 February) and is not in year 0,
 * which ISO has and PostgreSQL rejects. Anything else would fail in the database, so it is a 400.
 */
export function isStorableDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || value.startsWith('0000')) return false;
  try {
    Temporal.PlainDate.from(value, { overflow: 'reject' });
    return true;
  } catch {
    return false;
  }
}
