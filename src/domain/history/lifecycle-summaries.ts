import type { StampDutyKind } from '../case/case-stamp-duty';
import type { ConfirmedStage } from '../case/lifecycle';
import { dutyDollars } from '../case/stamp-duty-wording';
import { toDisplayDate as historyDate } from '../display-date';

/** The history's one-line summaries of a case's lifecycle writes (issue 20): steps confirmed by hand, stamp duty. */

/** Each hand-confirmed step inside a sentence. */
const STEP_WORDS: Readonly<Record<ConfirmedStage, string>> = {
  optionExercised: 'option exercised',
  stampDutyPaid: 'stamp duty paid',
  completed: 'completion',
  closed: 'the case closed',
};

export function stageConfirmedSummary(stage: ConfirmedStage, on: string, signedAbroad = false): string {
  const abroad = stage === 'optionExercised' && signedAbroad ? ' (signed outside Singapore)' : '';
  return `Confirmed ${STEP_WORDS[stage]} on ${historyDate(on)}${abroad}.`;
}

export function stageWithdrawnSummary(stage: ConfirmedStage, on: string | null): string {
  const date = on ? ` of ${historyDate(on)}` : '';
  return `Withdrew the confirmation of ${STEP_WORDS[stage]}${date}.`;
}

const KIND_WORDS: Readonly<Record<StampDutyKind, string>> = { buyer: 'buyer’s', seller: 'seller’s' };

export function stampDutySavedSummary(kind: StampDutyKind, total: number): string {
  return `Saved the ${KIND_WORDS[kind]} stamp duty of ${dutyDollars(total)}.`;
}

export function stampDutyPrintedSummary(kind: StampDutyKind): string {
  return `Printed the ${KIND_WORDS[kind]} stamp duty.`;
}
