import { stampDutyMessages as m } from '../messages/stamp-duty';
import type { BuyerStampDuty, BuyerStampDutyRequest } from '../stamp-duty/buyer-stamp-duty';
import { amountOf } from '../stamp-duty/form';
import { hasAtMostCents, MAX_AMOUNT } from '../stamp-duty/money';
import { ABSD_RATES, BSD_RATES, rowInForce, SSD_RATES } from '../stamp-duty/rates';
import type { SellerStampDuty, SellerStampDutyRequest } from '../stamp-duty/seller-stamp-duty';
import { casePathOf, stagesOf, type CaseRecords } from './lifecycle';

/**
 * Stamp duty saved on a case (issue 19 "The figure is saved on the case, shown with the stamp duty deadline, and
 * printable"): one buyer's and one seller's calculation at most, each kept as the server worked it out, with who
 * saved it when and the date of the IRAS rates it used.
 */
export const STAMP_DUTY_KINDS = ['buyer', 'seller'] as const;
export type StampDutyKind = (typeof STAMP_DUTY_KINDS)[number];

/** A calculation as it is about to be saved: the checked request and the server's figures for it. */
export type StampDutyCalculation =
  | { kind: 'buyer'; request: BuyerStampDutyRequest; result: BuyerStampDuty }
  | { kind: 'seller'; request: SellerStampDutyRequest; result: SellerStampDuty };

interface SavedFacts {
  /** The first day of the newest IRAS rate row the figures used (yyyy-mm-dd); null when no rates applied (SSD on non-residential). */
  ratesEffective: string | null;
  /** The login id of the user who saved it. */
  savedBy: string;
  /** ISO-8601 instant. */
  savedAt: string;
}

export type SavedBuyerStampDuty = Extract<StampDutyCalculation, { kind: 'buyer' }> & SavedFacts;
export type SavedSellerStampDuty = Extract<StampDutyCalculation, { kind: 'seller' }> & SavedFacts;
export type SavedStampDuty = SavedBuyerStampDuty | SavedSellerStampDuty;

/** What a case has saved: the buyer's and / or the seller's calculation, or neither. */
export interface CaseStampDuty {
  buyer?: SavedBuyerStampDuty;
  seller?: SavedSellerStampDuty;
}

/**
 * Why stamp duty cannot be saved on the case now, or null: a closed case is locked, and a mortgage or 'Others' case
 * has no sale or purchase to bear it (its path has no stamp duty step). The server refuses with this (409) and the
 * case page offers saving only when it is null.
 */
export function stampDutyRefusal(records: Pick<CaseRecords, 'locked' | 'transactionTypeName'>): string | null {
  if (records.locked) return m.caseStampDutyClosed;
  if (!stagesOf(casePathOf(records.transactionTypeName)).includes('stampDutyPaid')) return m.caseStampDutyNotOnPath;
  return null;
}

/**
 * The date of the rates a calculation used: for the buyer the later of the BSD row in force on the document's date
 * and, on residential property, the ABSD row; for the seller the SSD row of the acquisition date (none on
 * non-residential property, which pays no SSD).
 */
export function ratesEffectiveOf(calculation: StampDutyCalculation): string | null {
  if (calculation.kind === 'buyer') {
    const { documentDate, use } = calculation.request;
    const froms = [rowInForce(BSD_RATES, documentDate)?.from, use === 'RESIDENTIAL' ? rowInForce(ABSD_RATES, documentDate)?.from : undefined];
    // ISO dates compare correctly as strings.
    return (
      froms
        .filter((from): from is string => from !== undefined)
        .sort()
        .at(-1) ?? null
    );
  }
  const { acquiredOn, use } = calculation.request;
  return use === 'RESIDENTIAL' ? (rowInForce(SSD_RATES, acquiredOn)?.from ?? null) : null;
}

/**
 * When the saved duty must be paid: the case's stamp duty deadline once the option is exercised (14 days after the
 * exercise, 30 when signed abroad: src/domain/case/deadlines.ts), else 14 / 30 days after the calculation's own
 * document date, as the calculator worked it out.
 */
export function savedDutyDueDate(saved: SavedStampDuty, caseDeadline: string | undefined): string {
  return caseDeadline ?? saved.result.dueDate;
}

/** The saved calculations, the buyer's first. */
export function savedCalculations(stampDuty: CaseStampDuty): SavedStampDuty[] {
  return [stampDuty.buyer, stampDuty.seller].filter((saved): saved is SavedStampDuty => saved !== undefined);
}

/**
 * The OTP's purchase price in figures as typed ('2,880,000', 'S$1,250,000.50') as an amount the calculator takes, or
 * undefined when it is blank or does not read as one.
 */
export function otpPurchasePrice(typed: string | undefined): number | undefined {
  const amount = amountOf(typed ?? '');
  if (amount === undefined || !Number.isFinite(amount) || amount <= 0 || amount > MAX_AMOUNT || !hasAtMostCents(amount)) return undefined;
  return amount;
}
