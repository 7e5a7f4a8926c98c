import { stampDutyMessages as messages } from '../messages/stamp-duty';
import { stampDutyDueDate } from './dates';
import { dutiableCents, dutyInDollars, toCents } from './money';
import { ABSD_RATES, BSD_RATES, earliestRow, rowInForce, type BuyerProfile, type PropertyUse, type RateBand } from './rates';

/** POST /stamp-duty/buyer (issue 19): amounts in S$. */
export interface BuyerStampDutyRequest {
  price: number;
  /** Duty is on the higher of price and market value. */
  marketValue?: number | undefined;
  use: PropertyUse;
  buyer: BuyerProfile;
  /** Residential properties the buyer already owns before this purchase: 0 for a first property. */
  propertiesOwned: number;
  /** ISO yyyy-mm-dd: the date of the document that bears the duty; it picks the rates and the due date. */
  documentDate: string;
  /** Signed outside Singapore: 30 days to pay instead of 14. */
  signedAbroad?: boolean | undefined;
}

/** One band of buyer's stamp duty: the slice of the value from `from` to `to` (S$) at `rate` %. */
export interface DutyBand {
  from: number;
  to: number;
  rate: number;
  /** Whole dollars, rounded down. */
  amount: number;
}

export interface BuyerStampDuty {
  /** The higher of price and market value, on which the duty is charged. */
  dutiableValue: number;
  /** The bands the value reaches, lowest first. */
  bands: DutyBand[];
  bsd: number;
  /** 0 for non-residential property. */
  absdRate: number;
  absd: number;
  total: number;
  /** ISO yyyy-mm-dd. */
  dueDate: string;
}

/** Why no rates apply to the document's date (its BSD row, and for residential property its ABSD row), or null. */
export function buyerRatesProblem({ documentDate, use }: Pick<BuyerStampDutyRequest, 'documentDate' | 'use'>): string | null {
  if (!rowInForce(BSD_RATES, documentDate)) return messages.noBsdRates(earliestRow(BSD_RATES));
  if (use === 'RESIDENTIAL' && !rowInForce(ABSD_RATES, documentDate)) return messages.noAbsdRates(earliestRow(ABSD_RATES));
  return null;
}

/** The value sliced into the table's bands, each slice's duty rounded down; slices the value does not reach are left out. */
function bandsOf(valueCents: number, rateBands: readonly RateBand[]): DutyBand[] {
  const bands: DutyBand[] = [];
  let lower = 0;
  for (const band of rateBands) {
    const upper = band.width === null ? valueCents : Math.min(valueCents, lower + toCents(band.width));
    if (upper <= lower) break;
    bands.push({ from: lower / 100, to: upper / 100, rate: band.rate, amount: dutyInDollars(upper - lower, band.rate) });
    lower = upper;
  }
  return bands;
}

/** The ABSD rate of the buyer's profile for the property after `propertiesOwned` others; none on non-residential. */
function absdRateOf(request: BuyerStampDutyRequest): number {
  if (request.use !== 'RESIDENTIAL') return 0;
  const rates = rowInForce(ABSD_RATES, request.documentDate)?.rates[request.buyer] ?? [];
  return rates[Math.min(request.propertiesOwned, rates.length - 1)] ?? 0;
}

/**
 * Buyer's and additional buyer's stamp duty on a purchase. The request must have passed the request schema
 * (./request-schema.ts), which also refuses a date no rates apply to; this throws on such a date rather than guess.
 */
export function buyerStampDuty(request: BuyerStampDutyRequest): BuyerStampDuty {
  const problem = buyerRatesProblem(request);
  const row = rowInForce(BSD_RATES, request.documentDate);
  if (problem || !row) throw new RangeError(problem ?? messages.noBsdRates(earliestRow(BSD_RATES)));
  const value = dutiableCents(request.price, request.marketValue);
  const rateBands = request.use === 'RESIDENTIAL' ? row.residential : row.nonResidential;
  const bands = bandsOf(value, rateBands);
  // IRAS rounds the duty, not each slice: the same figure while every full band's duty is whole dollars (it is
  // for every row so far), and the right one should a band ever end off a hundred-dollar mark.
  const exactCentPercent = bands.reduce((sum, band) => sum + (toCents(band.to) - toCents(band.from)) * band.rate, 0);
  const bsd = Math.floor(exactCentPercent / 10_000);
  const absdRate = absdRateOf(request);
  const absd = dutyInDollars(value, absdRate);
  return {
    dutiableValue: value / 100,
    bands,
    bsd,
    absdRate,
    absd,
    total: bsd + absd,
    dueDate: stampDutyDueDate(request.documentDate, request.signedAbroad),
  };
}
