import { stampDutyMessages as messages } from '../messages/stamp-duty';
import { holdingYear, stampDutyDueDate } from './dates';
import { dutiableCents, dutyInDollars } from './money';
import { earliestRow, rowInForce, SSD_RATES, type PropertyUse } from './rates';

/** POST /stamp-duty/seller (issue 19): amounts in S$, dates ISO yyyy-mm-dd. */
export interface SellerStampDutyRequest {
  price: number;
  /** Duty is on the higher of price and market value. */
  marketValue?: number | undefined;
  use: PropertyUse;
  acquiredOn: string;
  /** The date of the disposal's document; it also sets the due date. */
  disposedOn: string;
  /** Signed outside Singapore: 30 days to pay instead of 14. */
  signedAbroad?: boolean | undefined;
}

export interface SellerStampDuty {
  dutiableValue: number;
  /** % of the dutiable value; 0 when the property was held past the last year that pays. */
  rate: number;
  /** Whole dollars, rounded down. */
  ssd: number;
  /** ISO yyyy-mm-dd. */
  dueDate: string;
}

/**
 * Why no SSD rates apply, or null. SSD here is residential (issue 19): non-residential property pays none, so its
 * acquisition date needs no row. (IRAS's SSD on industrial property, acquired 12 Jan 2013 – 10 Mar 2017 and sold
 * within 3 years, is outside the calculator.)
 */
export function sellerRatesProblem({ acquiredOn, use }: Pick<SellerStampDutyRequest, 'acquiredOn' | 'use'>): string | null {
  if (use === 'RESIDENTIAL' && !rowInForce(SSD_RATES, acquiredOn)) return messages.noSsdRates(earliestRow(SSD_RATES));
  return null;
}

function ssdRateOf(request: SellerStampDutyRequest): number {
  if (request.use !== 'RESIDENTIAL') return 0;
  const row = rowInForce(SSD_RATES, request.acquiredOn);
  if (!row) throw new RangeError(messages.noSsdRates(earliestRow(SSD_RATES)));
  return row.ratesByYear[holdingYear(request.acquiredOn, request.disposedOn) - 1] ?? 0;
}

/**
 * Seller's stamp duty on a disposal: the rate of the acquisition date's row for the year of ownership the disposal
 * falls in. The request must have passed the request schema (./request-schema.ts), which refuses a disposal before
 * the acquisition and an acquisition date no rates apply to.
 */
export function sellerStampDuty(request: SellerStampDutyRequest): SellerStampDuty {
  const value = dutiableCents(request.price, request.marketValue);
  const rate = ssdRateOf(request);
  return { dutiableValue: value / 100, rate, ssd: dutyInDollars(value, rate), dueDate: stampDutyDueDate(request.disposedOn, request.signedAbroad) };
}
