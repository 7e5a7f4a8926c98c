import { propertyStatus, type StatusFacts } from '../property-status';

/**
 * Where a case stands (issue 19 "The case lifecycle"), derived from what the product records, never stored as
 * a free field: the server answers it, the case-lifecycle machine follows it, and every page and report agrees.
 *
 * A Singapore sale or purchase goes: case opened → parties in place (the seed's Active: information complete and
 * buyer, seller and both lawyers assigned, seed 000 §4) → warrant to act signed → option granted (the signed OTP)
 * → option exercised → stamp duty paid → requisitions replied → completion → S.65 notice sent → closed (locked).
 * A mortgage has no option, no stamp duty on a purchase price and no S.65 notice; 'Others' only needs the warrant
 * and completion.
 */
export const CASE_STAGES = [
  'opened',
  'partiesInPlace',
  'warrantSigned',
  'optionGranted',
  'optionExercised',
  'stampDutyPaid',
  'requisitionsReplied',
  'completed',
  'noticeSent',
  'closed',
] as const;
export type CaseStage = (typeof CASE_STAGES)[number];

export function isCaseStage(value: string): value is CaseStage {
  return (CASE_STAGES as readonly string[]).includes(value);
}

export type CasePath = 'conveyance' | 'mortgage' | 'others';

/** The steps a lawyer confirms by hand, each with the date it happened (who and when are kept with it). */
export const CONFIRMED_STAGES = ['optionExercised', 'stampDutyPaid', 'completed', 'closed'] as const;
export type ConfirmedStage = (typeof CONFIRMED_STAGES)[number];

export interface Confirmation {
  /** YYYY-MM-DD: the day it happened, as the lawyer says. */
  on: string;
  /** The exercise only: the contract was signed outside Singapore (stamp duty due in 30 days instead of 14). */
  signedAbroad?: boolean;
  by: string;
  at: string;
}

/** The case's records the stages are read from. */
export interface CaseRecords {
  transactionTypeName: string | null;
  status: StatusFacts;
  locked: boolean;
  /** A signed copy of the Warrant to Act is on file (uploaded or back from DSS signing). */
  warrantSigned: boolean;
  /** A signed copy of the Option to Purchase is on file. */
  optionSigned: boolean;
  /** The buyer's signed acceptance copy is on file, and the date the OTP gives for it. */
  acceptance?: { signedOn: string | null };
  /** Submitted requisitions' agency requests: how many went out and how many came back. */
  requisitions: { sent: number; replied: number };
  /** The S.65 notice went out (sent from the S.65 page) or both lawyers' signed copies are on file. */
  noticeSent: boolean;
  confirmations: Partial<Record<ConfirmedStage, Confirmation>>;
}

const PATHS: Record<CasePath, readonly CaseStage[]> = {
  conveyance: CASE_STAGES,
  mortgage: ['opened', 'partiesInPlace', 'warrantSigned', 'requisitionsReplied', 'completed', 'closed'],
  others: ['opened', 'partiesInPlace', 'warrantSigned', 'completed', 'closed'],
};

/** Sale, Purchase and their HDB kinds go the whole way; a case without a type yet is taken as one of them. */
export function casePathOf(transactionTypeName: string | null): CasePath {
  if (transactionTypeName === 'Mortgage') return 'mortgage';
  if (transactionTypeName === 'Others') return 'others';
  return 'conveyance';
}

export function stagesOf(path: CasePath): readonly CaseStage[] {
  return PATHS[path];
}

/** The day the option was exercised: the lawyer's confirmation, else the acceptance copy's own date. */
export function exercisedOn(records: CaseRecords): string | undefined {
  return records.confirmations.optionExercised?.on ?? records.acceptance?.signedOn ?? undefined;
}

/** Whether one step of the path is behind the case, read from its own records. */
export function stageReached(stage: CaseStage, records: CaseRecords): boolean {
  switch (stage) {
    case 'opened':
      return true;
    case 'partiesInPlace':
      return propertyStatus(records.status) === 'Active';
    case 'warrantSigned':
      return records.warrantSigned;
    case 'optionGranted':
      return records.optionSigned;
    case 'optionExercised':
      return exercisedOn(records) !== undefined;
    case 'stampDutyPaid':
      return records.confirmations.stampDutyPaid !== undefined;
    case 'requisitionsReplied':
      return records.requisitions.sent > 0 && records.requisitions.replied >= records.requisitions.sent;
    case 'completed':
      return records.confirmations.completed !== undefined;
    case 'noticeSent':
      return records.noticeSent;
    case 'closed':
      return records.locked;
  }
}

export interface CaseProgress {
  path: CasePath;
  /** The furthest step done: a case moves on even when an earlier step was never recorded (the firm acting for
   * the seller raises no requisitions; a signed OTP kept on paper). */
  stage: CaseStage;
  /** The earliest step not done, which may lie before the stage (then it is outstanding); none once closed. */
  next: CaseStage | null;
  steps: ReadonlyArray<{ stage: CaseStage; done: boolean }>;
}

/** One function for the server, the machine and the screens. A locked case is closed whatever else it lacks. */
export function caseProgress(records: CaseRecords): CaseProgress {
  const path = casePathOf(records.transactionTypeName);
  const steps = stagesOf(path).map((stage) => ({ stage, done: stageReached(stage, records) }));
  if (records.locked) return { path, stage: 'closed', next: null, steps };
  const stage = steps.findLast((step) => step.done)?.stage ?? 'opened';
  return { path, stage, next: steps.find((step) => !step.done)?.stage ?? null, steps };
}

/**
 * What a hand confirmation needs first: the parties in place (Active) for the exercise and the completion, the
 * exercise for stamp duty (counted from it), the completion for closing. Otherwise a lawyer may confirm in any order,
 * as the file in front of them shows (a paper OTP is never uploaded).
 */
const CONFIRMATION_NEEDS: Record<ConfirmedStage, (records: CaseRecords) => boolean> = {
  // An option is exercised, and a sale completed, between parties the case has: not while it is still Pending.
  optionExercised: (records) => stageReached('partiesInPlace', records),
  stampDutyPaid: (records) => exercisedOn(records) !== undefined,
  completed: (records) => stageReached('partiesInPlace', records),
  closed: (records) => records.confirmations.completed !== undefined,
};

/** Whether a step of the case's path may be confirmed now: not yet confirmed, not closed, its needs met. */
export function canConfirm(stage: ConfirmedStage, records: CaseRecords): boolean {
  if (records.locked || records.confirmations[stage] !== undefined) return false;
  if (!stagesOf(casePathOf(records.transactionTypeName)).includes(stage)) return false;
  return CONFIRMATION_NEEDS[stage](records);
}

/** A confirmation may be withdrawn (a mistake) while the case is open and nothing that needs it is confirmed. */
export function canWithdraw(stage: ConfirmedStage, records: CaseRecords): boolean {
  if (records.locked || records.confirmations[stage] === undefined) return false;
  if (stage === 'optionExercised') return records.confirmations.stampDutyPaid === undefined;
  // A closed case is locked, so 'closed' itself is never withdrawn here.
  return stage !== 'completed' || records.confirmations.closed === undefined;
}
