import { describe, expect, it } from 'vitest';
import { sellerStampDuty, type SellerStampDutyRequest } from '../../../src/domain/stamp-duty/seller-stamp-duty';

const sale = (acquiredOn: string, disposedOn: string, more: Partial<SellerStampDutyRequest> = {}): SellerStampDutyRequest => ({
  price: 1_000_000,
  use: 'RESIDENTIAL',
  acquiredOn,
  disposedOn,
  ...more,
});
const rateOf = (acquiredOn: string, disposedOn: string) => sellerStampDuty(sale(acquiredOn, disposedOn)).rate;

describe("seller's stamp duty, residential", () => {
  it('acquired on 4 Jul 2025 or later: 16 / 12 / 8 / 4 % within 1 / 2 / 3 / 4 years, none after', () => {
    expect(rateOf('2025-07-04', '2025-07-04')).toBe(16);
    expect(rateOf('2025-07-04', '2026-07-04')).toBe(16);
    expect(rateOf('2025-07-04', '2026-07-05')).toBe(12);
    expect(rateOf('2025-07-04', '2027-07-04')).toBe(12);
    expect(rateOf('2025-07-04', '2027-07-05')).toBe(8);
    expect(rateOf('2025-07-04', '2028-07-04')).toBe(8);
    expect(rateOf('2025-07-04', '2028-07-05')).toBe(4);
    expect(rateOf('2025-07-04', '2029-07-04')).toBe(4);
    expect(rateOf('2025-07-04', '2029-07-05')).toBe(0);
  });

  it('acquired 11 Mar 2017 – 3 Jul 2025: 12 / 8 / 4 % within 1 / 2 / 3 years, none after', () => {
    expect(rateOf('2017-03-11', '2018-03-11')).toBe(12);
    expect(rateOf('2025-07-03', '2026-07-03')).toBe(12);
    expect(rateOf('2025-07-03', '2026-07-04')).toBe(8);
    expect(rateOf('2025-07-03', '2027-07-04')).toBe(4);
    expect(rateOf('2025-07-03', '2028-07-03')).toBe(4);
    expect(rateOf('2025-07-03', '2028-07-04')).toBe(0);
  });

  it('the switch falls between acquisitions of 3 Jul and 4 Jul 2025, sold the same day a year on', () => {
    expect(sellerStampDuty(sale('2025-07-03', '2026-07-03'))).toMatchObject({ rate: 12, ssd: 120_000 });
    expect(sellerStampDuty(sale('2025-07-04', '2026-07-04'))).toMatchObject({ rate: 16, ssd: 160_000 });
  });

  it('exactly one year is still the first year; one year and a day is the second', () => {
    expect(rateOf('2026-01-15', '2027-01-15')).toBe(16);
    expect(rateOf('2026-01-15', '2027-01-16')).toBe(12);
  });

  it('a 29 Feb acquisition has its anniversary on 28 Feb in years without one', () => {
    expect(rateOf('2028-02-29', '2029-02-28')).toBe(16);
    expect(rateOf('2028-02-29', '2029-03-01')).toBe(12);
    expect(rateOf('2024-02-29', '2025-02-28')).toBe(12);
    expect(rateOf('2024-02-29', '2025-03-01')).toBe(8);
    // Four years on, the leap day comes round again.
    expect(rateOf('2028-02-29', '2032-02-29')).toBe(4);
    expect(rateOf('2028-02-29', '2032-03-01')).toBe(0);
  });

  it('is charged on the higher of price and market value, rounded down to the dollar', () => {
    expect(sellerStampDuty(sale('2025-07-04', '2026-01-15', { marketValue: 1_100_000 }))).toMatchObject({ dutiableValue: 1_100_000, ssd: 176_000 });
    expect(sellerStampDuty(sale('2025-07-04', '2026-01-15', { marketValue: 900_000 }))).toMatchObject({ dutiableValue: 1_000_000, ssd: 160_000 });
    // 12 % of 1,234,567.89 = 148,148.1468.
    expect(sellerStampDuty(sale('2024-01-15', '2024-06-15', { price: 1_234_567.89 })).ssd).toBe(148_148);
  });

  it('is due 14 days after the disposal, 30 when signed abroad', () => {
    expect(sellerStampDuty(sale('2025-07-04', '2026-02-20')).dueDate).toBe('2026-03-06');
    expect(sellerStampDuty(sale('2025-07-04', '2026-02-20', { signedAbroad: true })).dueDate).toBe('2026-03-22');
  });

  it('refuses an acquisition before 11 Mar 2017 rather than guess (the request schema says so first)', () => {
    expect(() => sellerStampDuty(sale('2017-03-10', '2018-01-01'))).toThrow(
      /No seller's stamp duty rates apply to property acquired before 11-Mar-2017/,
    );
  });
});

describe("seller's stamp duty, non-residential", () => {
  it('is none, whenever acquired and however soon sold', () => {
    expect(sellerStampDuty(sale('2025-07-04', '2025-08-01', { use: 'NON_RESIDENTIAL' }))).toMatchObject({ rate: 0, ssd: 0 });
    expect(sellerStampDuty(sale('2010-01-01', '2010-02-01', { use: 'NON_RESIDENTIAL' }))).toMatchObject({ rate: 0, ssd: 0 });
  });
});
