import type { AnyEventObject, AnyMachineSnapshot, EventFromLogic } from 'xstate';
import type { CaseRecords, Confirmation } from '../src/domain/case/lifecycle';
import type { CaseLifecycleInput, caseLifecycleMachine } from './case-lifecycle.machine';
import { actorDone, actorError, type SampleEvents } from './registry';
import type { StageConfirmationInput, stageConfirmationMachine } from './stage-confirmation.machine';

const confirmed = (on: string): Confirmation => ({ on, by: 'lawyer1', at: `${on}T02:00:00.000Z` });

/** A Sale one step from Active: the seller's lawyer and the information are still to come. */
export const SALE_NEARLY_ACTIVE: CaseRecords = {
  transactionTypeName: 'Sale',
  status: { informationComplete: false, buyer: true, seller: true, buyerLawyer: true, sellerLawyer: false },
  locked: false,
  warrantSigned: false,
  optionSigned: false,
  requisitions: { sent: 0, replied: 0 },
  noticeSent: false,
  confirmations: {},
};

const ACTIVE_STATUS = { informationComplete: true, buyer: true, seller: true, buyerLawyer: true, sellerLawyer: true };

/** The same Sale as the server answers it later: exercised, then stamp duty paid. */
export const SALE_EXERCISED: CaseRecords = {
  ...SALE_NEARLY_ACTIVE,
  status: ACTIVE_STATUS,
  warrantSigned: true,
  optionSigned: true,
  confirmations: { optionExercised: confirmed('2026-03-02') },
};
export const SALE_STAMP_DUTY_PAID: CaseRecords = {
  ...SALE_EXERCISED,
  confirmations: { ...SALE_EXERCISED.confirmations, stampDutyPaid: confirmed('2026-03-10') },
};
export const SALE_COMPLETED: CaseRecords = {
  ...SALE_STAMP_DUTY_PAID,
  requisitions: { sent: 2, replied: 2 },
  confirmations: { ...SALE_STAMP_DUTY_PAID.confirmations, completed: confirmed('2026-05-04') },
};
export const SALE_CLOSED: CaseRecords = {
  ...SALE_COMPLETED,
  noticeSent: true,
  locked: true,
  confirmations: { ...SALE_COMPLETED.confirmations, closed: confirmed('2026-05-20') },
};

/** A Mortgage already Active with requisitions attached, acting for the buyer: not deletable. */
const MORTGAGE_ACTIVE: CaseRecords = { ...SALE_NEARLY_ACTIVE, transactionTypeName: 'Mortgage', status: ACTIVE_STATUS };

/** The model walks the Sale from its first step to closed; the Mortgage is the tests' second case. */
export const SALE_INPUT: CaseLifecycleInput = {
  propertyId: 101,
  records: SALE_NEARLY_ACTIVE,
  clientFlag: 'S',
  hasRequisitions: false,
  today: '2026-05-20',
};
export const MORTGAGE_INPUT: CaseLifecycleInput = {
  propertyId: 105,
  records: MORTGAGE_ACTIVE,
  clientFlag: 'B',
  hasRequisitions: true,
  today: '2026-05-20',
};

export const caseLifecycleInputs: readonly CaseLifecycleInput[] = [SALE_INPUT];

export const caseLifecycleSamples: SampleEvents<EventFromLogic<typeof caseLifecycleMachine>> = {
  'case.loaded': [
    { type: 'case.loaded', records: SALE_STAMP_DUTY_PAID },
    { type: 'case.loaded', records: SALE_CLOSED },
  ],
  'case.informationChanged': [
    { type: 'case.informationChanged', complete: true },
    { type: 'case.informationChanged', complete: false },
  ],
  'case.partyAssigned': [{ type: 'case.partyAssigned', role: 'sellerLawyer' }],
  'case.partyRemoved': [{ type: 'case.partyRemoved', role: 'sellerLawyer' }],
  'case.documentFiled': [
    { type: 'case.documentFiled', document: 'warrant' },
    { type: 'case.documentFiled', document: 'option' },
    { type: 'case.documentFiled', document: 'acceptance', signedOn: '2026-03-03' },
    { type: 'case.documentFiled', document: 'notice' },
  ],
  'case.requisitionsChanged': [{ type: 'case.requisitionsChanged', sent: 2, replied: 2 }],
  'case.confirm': [
    { type: 'case.confirm', stage: 'optionExercised' },
    { type: 'case.confirm', stage: 'completed' },
  ],
  'case.withdraw': [{ type: 'case.withdraw', stage: 'stampDutyPaid' }],
  'xstate.done.actor.stageConfirmation': [actorDone('stageConfirmation', SALE_COMPLETED), actorDone('stageConfirmation', null)],
  'xstate.done.actor.withdrawStage': [actorDone('withdrawStage', SALE_EXERCISED)],
  'xstate.error.actor.withdrawStage': [actorError('withdrawStage', 'Network Error.')],
};

/** The document each stage waits for: filed then, the case moves on; filing it at any other moment adds only states. */
const FILED_AT: Readonly<Record<string, string>> = {
  warrant: 'partiesInPlace',
  option: 'warrantSigned',
  acceptance: 'optionGranted',
  notice: 'completed',
};

/**
 * Keeps the model to a case's natural order, so its size stays that of the path rather than of every combination
 * of facts (each fact is still sent where it moves the case, and every transition is still taken).
 */
export function caseLifecycleAllows(snapshot: AnyMachineSnapshot, event: AnyEventObject): boolean {
  const stage = (snapshot.value as { stage: string }).stage;
  const records = (snapshot.context as { records: CaseRecords }).records;
  switch (event.type) {
    case 'case.documentFiled':
      return FILED_AT[String(event.document)] === stage;
    case 'case.requisitionsChanged':
      return stage === 'stampDutyPaid';
    case 'case.informationChanged':
      return (stage === 'opened' || stage === 'partiesInPlace') && event.complete !== records.status.informationComplete;
    case 'case.partyAssigned':
      return stage === 'opened' && !records.status.sellerLawyer;
    case 'case.partyRemoved':
      return stage === 'partiesInPlace';
    // The server's records and the dialogs where they move the case on; elsewhere they would only multiply paths.
    case 'case.loaded':
      return event.records === SALE_STAMP_DUTY_PAID ? stage === 'optionExercised' : stage === 'noticeSent';
    case 'case.confirm':
      return event.stage === 'optionExercised' ? stage === 'optionGranted' : stage === 'requisitionsReplied';
    case 'case.withdraw':
      return stage === 'stampDutyPaid';
    case 'case.edit':
    case 'case.delete':
    case 'case.assign':
    case 'case.unassign':
    case 'case.openDocuments':
      // Asked where each answer differs (a new case, an Active one, a closed one), once per state of the model.
      return ['opened', 'partiesInPlace', 'closed'].includes(stage) && (snapshot.context as { requested: unknown }).requested === null;
    default:
      return true;
  }
}

/** The dialog for the exercise (it asks 'signed abroad') and for completion (it does not). */
export const stageConfirmationInputs: readonly StageConfirmationInput[] = [
  { propertyId: 101, stage: 'optionExercised', today: '2026-03-02' },
  { propertyId: 101, stage: 'completed', today: '2026-05-04' },
];

export const stageConfirmationSamples: SampleEvents<EventFromLogic<typeof stageConfirmationMachine>> = {
  'confirmation.date': [
    { type: 'confirmation.date', on: '2026-03-01' },
    { type: 'confirmation.date', on: '' },
  ],
  'confirmation.signedAbroad': [{ type: 'confirmation.signedAbroad', signedAbroad: true }],
  'confirmation.submit': [{ type: 'confirmation.submit' }],
  'confirmation.cancel': [{ type: 'confirmation.cancel' }],
  'xstate.done.actor.confirmStage': [actorDone('confirmStage', SALE_EXERCISED)],
  'xstate.error.actor.confirmStage': [
    actorError('confirmStage', 'Network Error.'),
    { type: 'xstate.error.actor.confirmStage', error: { status: 400, message: 'Bad request', errors: ['on: The date cannot be later than today.'] } },
  ],
};
