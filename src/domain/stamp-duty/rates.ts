/**
 * IRAS's stamp duty rates on property, each row with the date it takes effect, so a change of rates is one new
 * row at the end of its table (issue 19 "Stamp duty"). Dates are ISO yyyy-mm-dd; rates are whole percent, amounts
 * whole Singapore dollars. A date is governed by the latest row that took effect on or before it; a date before
 * a table's first row has no rates, and the calculators refuse it.
 */

export type PropertyUse = 'RESIDENTIAL' | 'NON_RESIDENTIAL';
export type BuyerProfile = 'SC' | 'PR' | 'FOREIGNER' | 'ENTITY';

export const PROPERTY_USES: readonly PropertyUse[] = ['RESIDENTIAL', 'NON_RESIDENTIAL'];
export const BUYER_PROFILES: readonly BuyerProfile[] = ['SC', 'PR', 'FOREIGNER', 'ENTITY'];

/** The next `width` dollars of the dutiable value at `rate` %; null width: everything above the bands before it. */
export interface RateBand {
  width: number | null;
  rate: number;
}

interface EffectiveRow {
  /** The first day the row applies to (documents dated, or property acquired, on or after it). */
  from: string;
}

export interface BsdRow extends EffectiveRow {
  residential: readonly RateBand[];
  nonResidential: readonly RateBand[];
}

export interface AbsdRow extends EffectiveRow {
  /** Per profile, the rate for the buyer's first, second … property; the last entry holds for every later one. */
  rates: Readonly<Record<BuyerProfile, readonly number[]>>;
}

export interface SsdRow extends EffectiveRow {
  /** The rate for a disposal within 1, 2, 3 … years of acquisition; none after the last. */
  ratesByYear: readonly number[];
}

/**
 * Buyer's stamp duty, by the date of the document (contract, OTP exercised, transfer).
 * Sources: IRAS, "Buyer's Stamp Duty (BSD)" (rates for documents executed on or after 15 Feb 2023, and the
 * earlier ones from 20 Feb 2018); Ministry of Finance, Budget 2023 statement of 14 Feb 2023 (higher marginal
 * rates for residential value above S$1.5 million and non-residential value above S$1 million); Budget 2018
 * statement of 19 Feb 2018 (4 % on residential value above S$1 million).
 */
export const BSD_RATES: readonly BsdRow[] = [
  {
    from: '2018-02-20',
    residential: [
      { width: 180_000, rate: 1 },
      { width: 180_000, rate: 2 },
      { width: 640_000, rate: 3 },
      { width: null, rate: 4 },
    ],
    nonResidential: [
      { width: 180_000, rate: 1 },
      { width: 180_000, rate: 2 },
      { width: null, rate: 3 },
    ],
  },
  {
    from: '2023-02-15',
    residential: [
      { width: 180_000, rate: 1 },
      { width: 180_000, rate: 2 },
      { width: 640_000, rate: 3 },
      { width: 500_000, rate: 4 },
      { width: 1_500_000, rate: 5 },
      { width: null, rate: 6 },
    ],
    nonResidential: [
      { width: 180_000, rate: 1 },
      { width: 180_000, rate: 2 },
      { width: 640_000, rate: 3 },
      { width: 500_000, rate: 4 },
      { width: null, rate: 5 },
    ],
  },
];

/**
 * Additional buyer's stamp duty on residential property, by the date of the document; none on non-residential.
 * Sources: IRAS, "Additional Buyer's Stamp Duty (ABSD)" (rates on or after 27 Apr 2023, and from 16 Dec 2021 to
 * 26 Apr 2023); MND / MOF / MAS joint press release of 26 Apr 2023 "Additional Measures to Promote a Sustainable
 * Property Market"; joint press release of 15 Dec 2021 "Measures to Cool the Property Market".
 */
export const ABSD_RATES: readonly AbsdRow[] = [
  {
    from: '2021-12-16',
    rates: { SC: [0, 17, 25], PR: [5, 25, 30], FOREIGNER: [30], ENTITY: [35] },
  },
  {
    from: '2023-04-27',
    rates: { SC: [0, 20, 30], PR: [5, 30, 35], FOREIGNER: [60], ENTITY: [65] },
  },
];

/**
 * Seller's stamp duty on residential property, by the date it was acquired; a disposal later than the last
 * year listed pays none.
 * Sources: IRAS, "Seller's Stamp Duty (SSD) for Residential Property" (acquired on or after 11 Mar 2017, and on
 * or after 4 Jul 2025); MND / MOF / MAS joint press release of 3 Jul 2025 (higher rates and a four-year holding
 * period for property acquired from 4 Jul 2025); joint press release of 10 Mar 2017 (three years, 12 / 8 / 4 %).
 */
export const SSD_RATES: readonly SsdRow[] = [
  { from: '2017-03-11', ratesByYear: [12, 8, 4] },
  { from: '2025-07-04', ratesByYear: [16, 12, 8, 4] },
];

/** The row in force on `date` (ISO): the latest that took effect on or before it, or undefined before the first. */
export function rowInForce<Row extends EffectiveRow>(rows: readonly Row[], date: string): Row | undefined {
  // ISO dates compare correctly as strings.
  return rows.filter((row) => row.from <= date).at(-1);
}

/** The first day a table has rates for. */
export function earliestRow(rows: readonly EffectiveRow[]): string {
  return rows[0]?.from ?? '';
}
