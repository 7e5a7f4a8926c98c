import type { SavedStampDuty } from '../case/case-stamp-duty';
import type { ConfirmedStage } from '../case/lifecycle';
import { dutyDollars as dollars, STAMP_DUTY_WORDS as w } from '../case/stamp-duty-wording';
import { toDisplayDate as historyDate } from '../display-date';
import { CASE_STAGE_NAMES } from '../messages/case-lifecycle';
import { changesBetween, type FieldChange, type HistoryField } from './changes';

/**
 * What a lifecycle write changed (issue 20): a hand-confirmed step and its date, and a saved stamp duty's total and
 * its parts in the calculator's own words (src/domain/case/stamp-duty-wording.ts).
 */

/** A step confirmed (before null) or withdrawn (after null), with the date the lawyer gave. */
export function confirmationChange(stage: ConfirmedStage, before: string | null, after: string | null): FieldChange {
  return { field: CASE_STAGE_NAMES[stage], before: before === null ? null : historyDate(before), after: after === null ? null : historyDate(after) };
}

// The ABSD's label carries its rate on screen; here the rate goes with the amount, so a new rate reads as a change.
const ABSD_LABEL = 'Additional buyer’s stamp duty (ABSD)';

const BUYER_FIELDS: readonly HistoryField<SavedStampDuty>[] = [
  { label: w.bsd, read: (s) => (s.kind === 'buyer' ? dollars(s.result.bsd) : null) },
  { label: ABSD_LABEL, read: (s) => (s.kind === 'buyer' ? `${dollars(s.result.absd)} at ${s.result.absdRate}%` : null) },
  { label: w.total, read: (s) => (s.kind === 'buyer' ? dollars(s.result.total) : null) },
];

const SELLER_FIELDS: readonly HistoryField<SavedStampDuty>[] = [
  { label: w.ssdRate, read: (s) => (s.kind === 'seller' ? `${s.result.rate}%` : null) },
  { label: w.ssd, read: (s) => (s.kind === 'seller' ? dollars(s.result.ssd) : null) },
];

/** The figures a save changed: against the case's earlier calculation of the same kind, or all of them for a first. */
export function stampDutyChanges(before: SavedStampDuty | null, after: SavedStampDuty): FieldChange[] {
  return changesBetween(before, after, after.kind === 'buyer' ? BUYER_FIELDS : SELLER_FIELDS);
}

/** The amount a saved calculation comes to: the buyer's total, the seller's SSD. */
export function stampDutyTotal(saved: SavedStampDuty): number {
  return saved.kind === 'buyer' ? saved.result.total : saved.result.ssd;
}
