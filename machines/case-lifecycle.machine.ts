import { assign, raise, setup } from 'xstate';
import { caseWriteRefusal } from '../src/domain/case/closed-case';
import { canConfirm, canWithdraw, caseProgress, type CaseRecords, type CaseStage, type ConfirmedStage } from '../src/domain/case/lifecycle';
import type { ClientFlag } from '../src/domain/client-flag';
import { documentsOpen } from '../src/domain/property-navigation';
import { canDeleteProperty, canEditProperty, type PrimaryParty } from '../src/domain/property-status';
import { failureText } from './flow-alert';
import { notProvided } from './not-provided';
import { stageConfirmationMachine, type StageConfirmationInput } from './stage-confirmation.machine';

/**
 * Where a case stands and what may be done to it (issue 19 "The case lifecycle"; it replaces the property-status
 * machine). The stage is never kept by hand: every fact the page learns (a party assigned, a signed copy filed, a
 * reply received, a step confirmed, the server's fresh records) updates the records, and `deciding` asks the
 * domain's caseProgress — the function the server answers with — where the case now is.
 *
 * What a screen reads: the stage state (`state.matches({ stage: 'optionGranted' })`), the tags 'locked' and
 * 'secondaryDisabled', and `state.can` of 'case.edit', 'case.delete', 'case.assign', 'case.unassign',
 * 'case.openDocuments', 'case.confirm' { stage } and 'case.withdraw' { stage }. A screen sends the intent when the
 * user acts (the machine remembers it, for QA) and opens its own dialog or page. Duplicating is not the case's
 * question: any case may be copied (seed 000 §2), from the listing's selected row.
 */

export interface CaseLifecycleInput {
  propertyId: number;
  records: CaseRecords;
  /** B buyer side, S seller side, '' when the firm acts for neither: decides "assigned and activated". */
  clientFlag: ClientFlag | '';
  /** Legal requisitions are attached (drafts too): the property can no longer be deleted (seed 000 §4). */
  hasRequisitions: boolean;
  /** Today in Singapore, offered as the day of a confirmation. */
  today: string;
}

/** What the user last asked for (the form, the delete flow, …): the replay checks it. */
export type CaseRequest = 'edit' | 'delete' | 'assign' | 'unassign' | 'documents';

export interface CaseLifecycleContext extends CaseLifecycleInput {
  /** Why the last withdrawal failed, shown until the next action. */
  problem: string | null;
  requested: CaseRequest | null;
}

export type FiledDocument = 'warrant' | 'option' | 'acceptance' | 'notice';

export type CaseLifecycleEvent =
  | { type: 'case.loaded'; records: CaseRecords }
  | { type: 'case.informationChanged'; complete: boolean }
  | { type: 'case.partyAssigned'; role: PrimaryParty }
  | { type: 'case.partyRemoved'; role: PrimaryParty }
  | { type: 'case.documentFiled'; document: FiledDocument; signedOn?: string }
  | { type: 'case.requisitionsChanged'; sent: number; replied: number }
  | { type: 'case.edit' }
  | { type: 'case.delete' }
  | { type: 'case.assign' }
  | { type: 'case.unassign' }
  | { type: 'case.openDocuments' }
  | { type: 'case.confirm'; stage: ConfirmedStage }
  | { type: 'case.withdraw'; stage: ConfirmedStage };

/** The records after a fact the page learned; the server's own answer (case.loaded) replaces them whole. */
function recordsAfter(records: CaseRecords, event: CaseLifecycleEvent): CaseRecords {
  switch (event.type) {
    case 'case.loaded':
      return event.records;
    case 'case.informationChanged':
      return { ...records, status: { ...records.status, informationComplete: event.complete } };
    case 'case.partyAssigned':
    case 'case.partyRemoved':
      return { ...records, status: { ...records.status, [event.role]: event.type === 'case.partyAssigned' } };
    case 'case.documentFiled':
      if (event.document === 'warrant') return { ...records, warrantSigned: true };
      if (event.document === 'option') return { ...records, optionSigned: true };
      if (event.document === 'notice') return { ...records, noticeSent: true };
      // The acceptance copy: its date is the OTP's 'acceptance signed on', when the page knows it.
      return { ...records, acceptance: { signedOn: event.signedOn ?? records.acceptance?.signedOn ?? null } };
    case 'case.requisitionsChanged':
      return { ...records, requisitions: { sent: event.sent, replied: event.replied } };
    default:
      return records;
  }
}

const stageIs =
  (stage: CaseStage) =>
  ({ context }: { context: CaseLifecycleContext }) =>
    caseProgress(context.records).stage === stage;

/** One stage of the path: its words for QA, and the tags a screen reads. */
const stage = (description: string, tags: string[] = []) => ({ description, tags });

export const caseLifecycleMachine = setup({
  types: {
    context: {} as CaseLifecycleContext,
    events: {} as CaseLifecycleEvent,
    input: {} as CaseLifecycleInput,
  },
  actors: {
    stageConfirmation: stageConfirmationMachine,
    /** POST /withdraw-case-stage; answers the case's records as the server now has them. */
    withdrawStage: notProvided<CaseRecords, { propertyId: number; stage: ConfirmedStage }>('withdrawStage'),
  },
  guards: {
    isOpened: stageIs('opened'),
    isPartiesInPlace: stageIs('partiesInPlace'),
    isWarrantSigned: stageIs('warrantSigned'),
    isOptionGranted: stageIs('optionGranted'),
    isOptionExercised: stageIs('optionExercised'),
    isStampDutyPaid: stageIs('stampDutyPaid'),
    isRequisitionsReplied: stageIs('requisitionsReplied'),
    isCompleted: stageIs('completed'),
    isNoticeSent: stageIs('noticeSent'),
    editAllowed: ({ context }) => canEditProperty(context.records),
    deleteAllowed: ({ context }) =>
      canDeleteProperty({
        locked: context.records.locked,
        hasRequisitions: context.hasRequisitions,
        clientFlag: context.clientFlag,
        sellerLawyer: context.records.status.sellerLawyer,
        buyerLawyer: context.records.status.buyerLawyer,
      }).allowed,
    // Seed 000 §6: a locked case shows no assignment actions (the rule the server asks before an assignment).
    assignmentAllowed: ({ context }) => caseWriteRefusal(context.records, 'parties') === null,
    // Seed 000 §2: OTP, WTA and S.65 need buyer, seller and both lawyers (the left navigation's rule).
    documentsOpen: ({ context }) => documentsOpen(context.records.status),
    confirmAllowed: ({ context, event }) => event.type === 'case.confirm' && canConfirm(event.stage, context.records),
    withdrawAllowed: ({ context, event }) => event.type === 'case.withdraw' && canWithdraw(event.stage, context.records),
    // The dialog's output: the records after the confirmation, or null when the lawyer cancelled.
    confirmed: (_, params: { output: CaseRecords | null }) => params.output !== null,
  },
  actions: {
    record: assign({ records: ({ context, event }) => recordsAfter(context.records, event) }),
    clearProblem: assign({ problem: null }),
    showProblem: assign({ problem: (_, params: { error: unknown }) => failureText(params.error) }),
    remember: assign({ requested: (_, params: { request: CaseRequest }) => params.request }),
    /** The server's answer to a confirmation or a withdrawal: the case's records, sent on as case.loaded. */
    loadAnswer: raise((_, params: { records: CaseRecords }) => ({ type: 'case.loaded' as const, records: params.records })),
  },
}).createMachine({
  id: 'caseLifecycle',
  description: 'Where a case stands on its path, read from its records, and what may be done to it; hand confirmations in a dialog.',
  context: ({ input }) => ({ ...input, problem: null, requested: null }),
  type: 'parallel',
  on: {
    'case.loaded': { target: '.stage.deciding', actions: 'record' },
    'case.informationChanged': { target: '.stage.deciding', actions: 'record' },
    'case.partyAssigned': { target: '.stage.deciding', actions: 'record' },
    'case.partyRemoved': { target: '.stage.deciding', actions: 'record' },
    'case.documentFiled': { target: '.stage.deciding', actions: 'record' },
    'case.requisitionsChanged': { target: '.stage.deciding', actions: 'record' },
    // Guarded here, not per stage, so `state.can` answers in every stage.
    'case.edit': { guard: 'editAllowed', actions: [{ type: 'remember', params: { request: 'edit' } }] },
    'case.delete': { guard: 'deleteAllowed', actions: [{ type: 'remember', params: { request: 'delete' } }] },
    'case.assign': { guard: 'assignmentAllowed', actions: [{ type: 'remember', params: { request: 'assign' } }] },
    'case.unassign': { guard: 'assignmentAllowed', actions: [{ type: 'remember', params: { request: 'unassign' } }] },
    'case.openDocuments': { guard: 'documentsOpen', actions: [{ type: 'remember', params: { request: 'documents' } }] },
  },
  states: {
    stage: {
      description: "The case's stage: the furthest step its records show (caseProgress), re-read after every fact.",
      initial: 'deciding',
      states: {
        deciding: {
          description: 'Asks caseProgress where the records put the case.',
          always: [
            { guard: 'isOpened', target: 'opened' },
            { guard: 'isPartiesInPlace', target: 'partiesInPlace' },
            { guard: 'isWarrantSigned', target: 'warrantSigned' },
            { guard: 'isOptionGranted', target: 'optionGranted' },
            { guard: 'isOptionExercised', target: 'optionExercised' },
            { guard: 'isStampDutyPaid', target: 'stampDutyPaid' },
            { guard: 'isRequisitionsReplied', target: 'requisitionsReplied' },
            { guard: 'isCompleted', target: 'completed' },
            { guard: 'isNoticeSent', target: 'noticeSent' },
            { target: 'closed' },
          ],
        },
        opened: stage(
          'Case opened: Property Information and the primary stakeholders still to complete (status Pending); secondary stakeholders wait for both lawyers.',
          ['secondaryDisabled'],
        ),
        partiesInPlace: stage('Parties in place: information complete, buyer, seller and both lawyers assigned (status Active).'),
        warrantSigned: stage('The signed Warrant to Act is on file.'),
        optionGranted: stage('The signed Option to Purchase is on file; it runs until its expiry.'),
        optionExercised: stage('The option was exercised (confirmed, or the acceptance copy filed): stamp duty falls due.'),
        stampDutyPaid: stage('Stamp duty paid, as the lawyer confirmed.'),
        requisitionsReplied: stage('Every agency replied to the legal requisitions sent.'),
        completed: stage('Completion, as the lawyer confirmed.'),
        noticeSent: stage('The S.65 notice went out (sent, or both lawyers signed).'),
        closed: stage('Closed: the case is locked; nothing may be edited, deleted, assigned or confirmed.', ['locked']),
      },
    },
    dialog: {
      description: 'A hand confirmation or a withdrawal under way.',
      initial: 'idle',
      states: {
        idle: {
          description: 'Nothing under way: a confirmation or a withdrawal the case allows may start.',
          on: {
            'case.confirm': { guard: 'confirmAllowed', target: 'confirming', actions: 'clearProblem' },
            'case.withdraw': { guard: 'withdrawAllowed', target: 'withdrawing', actions: 'clearProblem' },
          },
        },
        confirming: {
          description: 'The stage-confirmation dialog is open; its output is the records after the confirmation.',
          tags: ['confirming'],
          invoke: {
            id: 'stageConfirmation',
            src: 'stageConfirmation',
            input: ({ context, event }): StageConfirmationInput => ({
              propertyId: context.propertyId,
              stage: event.type === 'case.confirm' ? event.stage : 'completed',
              today: context.today,
            }),
            onDone: [
              {
                guard: { type: 'confirmed', params: ({ event }) => ({ output: event.output }) },
                target: 'idle',
                actions: { type: 'loadAnswer', params: ({ event }) => ({ records: event.output as CaseRecords }) },
              },
              { target: 'idle' },
            ],
          },
        },
        withdrawing: {
          description: 'withdraw-case-stage is on its way.',
          tags: ['busy'],
          invoke: {
            id: 'withdrawStage',
            src: 'withdrawStage',
            input: ({ context, event }) => ({ propertyId: context.propertyId, stage: event.type === 'case.withdraw' ? event.stage : 'completed' }),
            onDone: { target: 'idle', actions: { type: 'loadAnswer', params: ({ event }) => ({ records: event.output }) } },
            onError: { target: 'idle', actions: { type: 'showProblem', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
  },
});
