import { assign, setup } from 'xstate';
import type { CaseRecords, ConfirmedStage } from '../src/domain/case/lifecycle';
import { failureText, userWordedProblems } from './flow-alert';
import { notProvided } from './not-provided';

/**
 * The dialog in which a lawyer confirms a step of the case by hand (issue 19: "option exercised on …", "stamp duty
 * paid on …", "completed on …", closing the case): the day it happened (and, for the exercise, whether the
 * contract was signed abroad), sent to confirm-case-stage. The case-lifecycle machine invokes it and takes the
 * case's records from its output. What the screen reads: `context.on`, `context.signedAbroad`, `context.problem`,
 * the 'busy' tag, `state.can({ type: 'confirmation.submit' })` (a day is given) and whether 'signed abroad' is
 * asked at all (`state.can` of 'confirmation.signedAbroad').
 */

export interface StageConfirmationInput {
  propertyId: number;
  stage: ConfirmedStage;
  /** The day the dialog offers first: today in Singapore. */
  today: string;
}

export interface StageConfirmationRequest {
  propertyId: number;
  stage: ConfirmedStage;
  on: string;
  signedAbroad: boolean;
}

export interface StageConfirmationContext extends StageConfirmationInput {
  on: string;
  signedAbroad: boolean;
  problem: string | null;
  records: CaseRecords | null;
}

export type StageConfirmationEvent =
  | { type: 'confirmation.date'; on: string }
  | { type: 'confirmation.signedAbroad'; signedAbroad: boolean }
  | { type: 'confirmation.submit' }
  | { type: 'confirmation.cancel' };

/** The case's records after the confirmation, or null when the lawyer cancelled. */
export type StageConfirmationOutput = CaseRecords | null;

export const stageConfirmationMachine = setup({
  types: {
    context: {} as StageConfirmationContext,
    events: {} as StageConfirmationEvent,
    input: {} as StageConfirmationInput,
    output: {} as StageConfirmationOutput,
  },
  actors: {
    /** POST /confirm-case-stage; answers the case's records as the server now has them. */
    confirmStage: notProvided<CaseRecords, StageConfirmationRequest>('confirmStage'),
  },
  guards: {
    dayGiven: ({ context }) => context.on !== '',
    // Only the exercise carries it: the contract signed abroad gives stamp duty 30 days instead of 14.
    isExercise: ({ context }) => context.stage === 'optionExercised',
  },
  actions: {
    setDate: assign({ on: ({ event }) => (event.type === 'confirmation.date' ? event.on : '') }),
    setSignedAbroad: assign({ signedAbroad: ({ event }) => event.type === 'confirmation.signedAbroad' && event.signedAbroad }),
    clearProblem: assign({ problem: null }),
    keepRecords: assign({ records: (_, params: { records: CaseRecords }) => params.records }),
    // A 400 names what is wrong with the day; a 409 (no longer allowed) or a lost connection says so in a sentence.
    showProblem: assign({ problem: (_, params: { error: unknown }) => userWordedProblems(params.error)?.join(' ') ?? failureText(params.error) }),
  },
}).createMachine({
  id: 'stageConfirmation',
  description: 'Confirm a step of the case by hand: the day it happened, then confirm-case-stage; the case moves on with the answer.',
  context: ({ input }) => ({ ...input, on: input.today, signedAbroad: false, problem: null, records: null }),
  initial: 'editing',
  states: {
    editing: {
      description: "The day (today at first) and, for the exercise, 'signed abroad'; the server's refusal is shown here.",
      on: {
        'confirmation.date': { actions: ['setDate', 'clearProblem'] },
        'confirmation.signedAbroad': { guard: 'isExercise', actions: 'setSignedAbroad' },
        'confirmation.submit': { guard: 'dayGiven', target: 'saving', actions: 'clearProblem' },
        'confirmation.cancel': { target: 'cancelled' },
      },
    },
    saving: {
      description: 'confirm-case-stage is on its way; the dialog cannot be closed until it answers.',
      tags: ['busy'],
      invoke: {
        id: 'confirmStage',
        src: 'confirmStage',
        input: ({ context }) => ({ propertyId: context.propertyId, stage: context.stage, on: context.on, signedAbroad: context.signedAbroad }),
        onDone: { target: 'confirmed', actions: { type: 'keepRecords', params: ({ event }) => ({ records: event.output }) } },
        onError: { target: 'editing', actions: { type: 'showProblem', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    confirmed: {
      description: 'The step is recorded with who and when; the dialog closes and the case shows its new stage.',
      type: 'final',
    },
    cancelled: {
      description: 'Closed without confirming anything.',
      type: 'final',
    },
  },
  output: ({ context }) => context.records,
});
