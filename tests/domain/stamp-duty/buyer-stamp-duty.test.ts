import { describe, expect, it } from 'vitest';
import { buyerStampDuty, type BuyerStampDutyRequest } from '../../../src/domain/stamp-duty/buyer-stamp-duty';
import type { BuyerProfile } from '../../../src/domain/stamp-duty/rates';

const residential = (price: number, documentDate = '2025-01-15', more: Partial<BuyerStampDutyRequest> = {}): BuyerStampDutyRequest => ({
  price,
  use: 'RESIDENTIAL',
  buyer: 'SC',
  propertiesOwned: 0,
  documentDate,
  ...more,
});
const nonResidential = (price: number, documentDate = '2025-01-15') => ({ ...residential(price, documentDate), use: 'NON_RESIDENTIAL' as const });

describe("buyer's stamp duty, residential, documents from 15 Feb 2023", () => {
  // Each band edge, one dollar under (the last band's 1-cent slice rounds down) and one over (a new band opens at
  // its rate, its duty of a few cents rounded down to nothing).
  it.each([
    [179_999, 1_799, 1],
    [180_000, 1_800, 1],
    [180_001, 1_800, 2],
    [359_999, 5_399, 2],
    [360_000, 5_400, 2],
    [360_001, 5_400, 3],
    [999_999, 24_599, 3],
    [1_000_000, 24_600, 3],
    [1_000_001, 24_600, 4],
    [1_499_999, 44_599, 4],
    [1_500_000, 44_600, 4],
    [1_500_001, 44_600, 5],
    [2_999_999, 119_599, 5],
    [3_000_000, 119_600, 5],
    [3_000_001, 119_600, 6],
  ])('S$%i pays S$%i over %i band(s)', (price, bsd, bandCount) => {
    const duty = buyerStampDuty(residential(price));
    expect(duty.bsd).toBe(bsd);
    expect(duty.bands).toHaveLength(bandCount);
    expect(duty.bands.reduce((sum, band) => sum + band.amount, 0)).toBe(bsd);
  });

  it('lists each band from, to, rate and amount, the last ending at the value', () => {
    expect(buyerStampDuty(residential(4_000_000)).bands).toEqual([
      { from: 0, to: 180_000, rate: 1, amount: 1_800 },
      { from: 180_000, to: 360_000, rate: 2, amount: 3_600 },
      { from: 360_000, to: 1_000_000, rate: 3, amount: 19_200 },
      { from: 1_000_000, to: 1_500_000, rate: 4, amount: 20_000 },
      { from: 1_500_000, to: 3_000_000, rate: 5, amount: 75_000 },
      { from: 3_000_000, to: 4_000_000, rate: 6, amount: 60_000 },
    ]);
  });

  it('charges 6 % above S$3,000,000', () => {
    expect(buyerStampDuty(residential(3_000_100)).bsd).toBe(119_606);
  });

  it('a price of nothing pays nothing and has no bands', () => {
    expect(buyerStampDuty(residential(0))).toMatchObject({ bsd: 0, absd: 0, total: 0, bands: [] });
  });

  it('rounds the duty down to the whole dollar, as IRAS does', () => {
    const duty = buyerStampDuty(residential(1_234_567.89, '2025-01-15', { buyer: 'PR' }));
    // 24,600 + 4 % of 234,567.89 = 9,382.7156; ABSD 5 % of 1,234,567.89 = 61,728.3945.
    expect(duty).toMatchObject({ bsd: 33_982, absd: 61_728, total: 95_710 });
    expect(duty.bands.at(-1)).toEqual({ from: 1_000_000, to: 1_234_567.89, rate: 4, amount: 9_382 });
  });
});

describe('the value duty is charged on', () => {
  it('is the market value when it is above the price', () => {
    const duty = buyerStampDuty(residential(1_000_000, '2025-01-15', { marketValue: 1_200_000 }));
    expect(duty).toMatchObject({ dutiableValue: 1_200_000, bsd: 32_600 });
    expect(duty.bands.at(-1)).toEqual({ from: 1_000_000, to: 1_200_000, rate: 4, amount: 8_000 });
  });

  it('is the price when the market value is below it, and ABSD follows the same value', () => {
    const duty = buyerStampDuty(residential(1_000_000, '2025-01-15', { marketValue: 900_000, propertiesOwned: 1 }));
    expect(duty).toMatchObject({ dutiableValue: 1_000_000, bsd: 24_600, absdRate: 20, absd: 200_000, total: 224_600 });
  });
});

describe("buyer's stamp duty, non-residential", () => {
  it.each([
    [1_000_000, 24_600, 3],
    [1_500_000, 44_600, 4],
    [1_500_001, 44_600, 5],
    [3_000_000, 119_600, 5],
    [4_000_000, 169_600, 5],
  ])('S$%i pays S$%i: 4 %% on the next S$500,000, then 5 %% on the rest (%i bands)', (price, bsd, bandCount) => {
    const duty = buyerStampDuty(nonResidential(price));
    expect(duty.bsd).toBe(bsd);
    expect(duty.bands).toHaveLength(bandCount);
    expect(duty.bands.at(-1)?.rate).toBe(bandCount);
  });

  it.each<BuyerProfile>(['SC', 'PR', 'FOREIGNER', 'ENTITY'])('pays no ABSD, whoever buys (%s)', (buyer) => {
    const duty = buyerStampDuty({ ...nonResidential(2_000_000), buyer, propertiesOwned: 3 });
    expect(duty).toMatchObject({ absdRate: 0, absd: 0, total: duty.bsd });
  });
});

describe('additional buyer’s stamp duty, documents from 27 Apr 2023', () => {
  it.each<[BuyerProfile, number, number]>([
    ['SC', 0, 0],
    ['SC', 1, 20],
    ['SC', 2, 30],
    ['SC', 3, 30],
    ['PR', 0, 5],
    ['PR', 1, 30],
    ['PR', 2, 35],
    ['PR', 3, 35],
    ['FOREIGNER', 0, 60],
    ['FOREIGNER', 1, 60],
    ['FOREIGNER', 2, 60],
    ['FOREIGNER', 3, 60],
    ['ENTITY', 0, 65],
    ['ENTITY', 1, 65],
    ['ENTITY', 2, 65],
    ['ENTITY', 3, 65],
  ])('%s owning %i property(ies) already pays %i %%', (buyer, propertiesOwned, rate) => {
    const duty = buyerStampDuty(residential(1_000_000, '2025-01-15', { buyer, propertiesOwned }));
    expect(duty).toMatchObject({ absdRate: rate, absd: rate * 10_000, total: 24_600 + rate * 10_000 });
  });

  it('a buyer owning many properties pays the third-and-later rate', () => {
    expect(buyerStampDuty(residential(1_000_000, '2025-01-15', { propertiesOwned: 12 })).absdRate).toBe(30);
  });
});

describe('the effective dates', () => {
  it('BSD: a residential document of 14 Feb 2023 tops out at 4 %, one of 15 Feb 2023 goes on to 5 % and 6 %', () => {
    const before = buyerStampDuty(residential(3_000_000, '2023-02-14'));
    const after = buyerStampDuty(residential(3_000_000, '2023-02-15'));
    expect(before.bsd).toBe(104_600);
    expect(before.bands.at(-1)).toEqual({ from: 1_000_000, to: 3_000_000, rate: 4, amount: 80_000 });
    expect(after.bsd).toBe(119_600);
    expect(after.bands.map((band) => band.rate)).toEqual([1, 2, 3, 4, 5]);
  });

  it('BSD: a non-residential document of 14 Feb 2023 tops out at 3 %, one of 15 Feb 2023 at 5 %', () => {
    expect(buyerStampDuty(nonResidential(2_000_000, '2023-02-14')).bsd).toBe(54_600);
    expect(buyerStampDuty(nonResidential(2_000_000, '2023-02-15')).bsd).toBe(69_600);
  });

  it.each<[BuyerProfile, number, number, number]>([
    ['SC', 1, 17, 20],
    ['SC', 2, 25, 30],
    ['PR', 0, 5, 5],
    ['PR', 1, 25, 30],
    ['PR', 2, 30, 35],
    ['FOREIGNER', 0, 30, 60],
    ['ENTITY', 0, 35, 65],
  ])('ABSD: %s owning %i pays %i %% on a document of 26 Apr 2023 and %i %% on one of 27 Apr 2023', (buyer, propertiesOwned, before, after) => {
    expect(buyerStampDuty(residential(1_000_000, '2023-04-26', { buyer, propertiesOwned })).absdRate).toBe(before);
    expect(buyerStampDuty(residential(1_000_000, '2023-04-27', { buyer, propertiesOwned })).absdRate).toBe(after);
  });

  it('refuses rather than guesses for a date before any rates (the request schema says so first)', () => {
    expect(() => buyerStampDuty(residential(1_000_000, '2018-02-19'))).toThrow(
      /No buyer's stamp duty rates apply to documents dated before 20-Feb-2018/,
    );
    expect(() => buyerStampDuty(residential(1_000_000, '2021-12-15'))).toThrow(/before 16-Dec-2021/);
    expect(buyerStampDuty(nonResidential(1_000_000, '2021-12-15')).bsd).toBe(24_600);
  });
});

describe('the due date', () => {
  it.each([
    ['2025-01-15', false, '2025-01-29'],
    ['2023-02-15', false, '2023-03-01'],
    ['2024-02-20', false, '2024-03-05'],
    ['2025-12-25', false, '2026-01-08'],
    ['2023-02-15', true, '2023-03-17'],
    ['2024-02-20', true, '2024-03-21'],
  ])('a document of %s (signed abroad: %s) is due on %s', (documentDate, signedAbroad, dueDate) => {
    expect(buyerStampDuty(residential(500_000, documentDate, { signedAbroad })).dueDate).toBe(dueDate);
  });

  it('is 14 days after the document when nothing says it was signed abroad', () => {
    expect(buyerStampDuty(residential(500_000, '2025-01-15')).dueDate).toBe('2025-01-29');
  });
});
