import { describe, expect, it } from 'vitest';
import { fromDisplayDate, toDisplayDate } from '../../src/domain/display-date';

describe('display dates (dd-MMM-yyyy)', () => {
  it.each([
    ['2026-01-15', '15-Jan-2026'],
    ['2026-09-03T08:00:00Z', '03-Sep-2026'],
    ['not a date', 'not a date'],
  ])('shows %s as %s', (iso, shown) => {
    expect(toDisplayDate(iso)).toBe(shown);
  });

  it.each([
    ['15-Jan-2026', '2026-01-15'],
    ['3-sep-2026', '2026-09-03'],
    [' 29-Feb-2028 ', '2028-02-29'],
  ])('reads a typed %s as %s', (typed, iso) => {
    expect(fromDisplayDate(typed)).toBe(iso);
  });

  it.each(['31-Feb-2026', '15-Sept-2026', '2026-01-15', '15/01/2026', ''])('refuses %j', (typed) => {
    expect(fromDisplayDate(typed)).toBeUndefined();
  });
});
