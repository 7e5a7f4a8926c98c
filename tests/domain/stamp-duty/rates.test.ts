import { describe, expect, it } from 'vitest';
import { dutyInDollars, formatDollars, hasAtMostCents, toCents } from '../../../src/domain/stamp-duty/money';
import { ABSD_RATES, BSD_RATES, rowInForce, SSD_RATES } from '../../../src/domain/stamp-duty/rates';

describe('the rates tables', () => {
  it.each([
    ['BSD', BSD_RATES],
    ['ABSD', ABSD_RATES],
    ['SSD', SSD_RATES],
  ])('%s rows are in date order, so the last row on or before a date is the one in force', (_, rows) => {
    const dates = rows.map((row) => row.from);
    expect(dates).toEqual([...dates].sort());
    expect(new Set(dates).size).toBe(dates.length);
  });

  it('picks the row that took effect on or before the date, and none before the first', () => {
    expect(rowInForce(BSD_RATES, '2023-02-14')?.from).toBe('2018-02-20');
    expect(rowInForce(BSD_RATES, '2023-02-15')?.from).toBe('2023-02-15');
    expect(rowInForce(BSD_RATES, '2030-01-01')?.from).toBe('2023-02-15');
    expect(rowInForce(BSD_RATES, '2018-02-19')).toBeUndefined();
  });

  it('every band table ends with an open band, and every full band duty is whole dollars', () => {
    for (const row of BSD_RATES) {
      for (const bands of [row.residential, row.nonResidential]) {
        expect(bands.at(-1)?.width).toBeNull();
        for (const band of bands.slice(0, -1)) expect(((band.width ?? 0) * band.rate) % 100).toBe(0);
      }
    }
  });
});

describe('stamp duty money', () => {
  it('takes dollars and cents, and refuses fractions of a cent', () => {
    expect(toCents(1_234_567.89)).toBe(123_456_789);
    expect(hasAtMostCents(1_234_567.89)).toBe(true);
    expect(hasAtMostCents(0.1 + 0.2)).toBe(true);
    expect(hasAtMostCents(10.005)).toBe(false);
  });

  it('rounds duty down to the whole dollar', () => {
    expect(dutyInDollars(toCents(99.99), 1)).toBe(0);
    expect(dutyInDollars(toCents(100), 1)).toBe(1);
    expect(dutyInDollars(toCents(1_999_999), 5)).toBe(99_999);
  });

  it('formats S$ amounts grouped by thousands, with cents only when there are some', () => {
    expect(formatDollars(0)).toBe('0');
    expect(formatDollars(1_800)).toBe('1,800');
    expect(formatDollars(1_234_567.5)).toBe('1,234,567.50');
    expect(formatDollars(100_000_000_000)).toBe('100,000,000,000');
  });
});
