import type { CaseStage, ConfirmedStage } from '../case/lifecycle';

/**
 * A case's lifecycle (issue 19 "The case lifecycle"): the names of its stages, the next step's wording and the
 * refusals of a hand confirmation. The seeds have no wording for these; it is ours, in a lawyer's words.
 */
export const CASE_STAGE_NAMES: Record<CaseStage, string> = {
  opened: 'Case opened',
  partiesInPlace: 'Parties in place',
  warrantSigned: 'Warrant to act signed',
  optionGranted: 'Option granted',
  optionExercised: 'Option exercised',
  stampDutyPaid: 'Stamp duty paid',
  requisitionsReplied: 'Requisitions replied',
  completed: 'Completed',
  noticeSent: 'S.65 notice sent',
  closed: 'Closed',
};

/** What the lawyer does next to reach each stage. */
export const CASE_NEXT_STEPS: Record<CaseStage, string> = {
  opened: 'Open the case',
  partiesInPlace: 'Complete the Property Information and assign the buyer, the seller and both lawyers',
  warrantSigned: 'Upload the signed Warrant to Act',
  optionGranted: 'Upload the signed Option to Purchase',
  optionExercised: 'Confirm the date the option was exercised (or upload the acceptance copy)',
  stampDutyPaid: 'Confirm the date stamp duty was paid',
  requisitionsReplied: 'Send legal requisitions and wait for every agency to reply',
  completed: 'Confirm the completion date',
  noticeSent: 'Send the S.65 notice',
  closed: 'Close the case (it is then locked)',
};

export const caseLifecycleMessages = {
  caseConfirmNotNow: (stage: ConfirmedStage) => `'${CASE_STAGE_NAMES[stage]}' cannot be confirmed on this case now.`,
  caseWithdrawNotNow: (stage: ConfirmedStage) => `'${CASE_STAGE_NAMES[stage]}' cannot be withdrawn on this case now.`,
  caseConfirmDateInFuture: 'The date cannot be later than today.',
  caseConfirmDateBefore: (stage: ConfirmedStage, earlier: CaseStage, on: string) =>
    `The date of '${CASE_STAGE_NAMES[stage]}' cannot be before '${CASE_STAGE_NAMES[earlier]}' (${on}).`,
  caseConfirmDateInvalid: 'Please enter a valid date.',
};
