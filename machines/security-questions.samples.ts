import type { AnyEventObject, EventFromLogic, SnapshotFrom } from 'xstate';
import { messages } from '../src/domain/messages';
import { actorDone, actorError, type SampleEvents } from './registry';
import type { LoadedQuestions, RegisterQaReply, SecurityQuestionsInput, securityQuestionsMachine } from './security-questions.machine';

/** The forced set-up and the voluntary page: only the voluntary one can be ignored, only the forced one logs out. */
export const securityQuestionsInputs: readonly SecurityQuestionsInput[] = [{ mode: 'forced' }, { mode: 'voluntary' }];

export const SAMPLE_QUESTION_SETS = {
  set1: ['What is the name of your first pet?', 'What was the name of your primary school?'],
  set2: ['In which city was your mother born?', 'What is your favourite local dish?'],
} as const;

/** No questions set yet, and (voluntary page only) both already set. */
export const loadedQuestions: readonly LoadedQuestions[] = [
  { ...SAMPLE_QUESTION_SETS, current: null },
  { ...SAMPLE_QUESTION_SETS, current: { question1: SAMPLE_QUESTION_SETS.set1[0], question2: SAMPLE_QUESTION_SETS.set2[0] } },
];

export const SAMPLE_REGISTER_REFUSAL = 'Answers must be at least 2 characters long.';

export const registerReplies: readonly RegisterQaReply[] = [{ status: 'success' }, { status: 'fail' }, { errorMessage: SAMPLE_REGISTER_REFUSAL }];

export const securityQuestionsSamples: SampleEvents<EventFromLogic<typeof securityQuestionsMachine>> = {
  'qa.choose': [
    { type: 'qa.choose', slot: 1, question: SAMPLE_QUESTION_SETS.set1[1] },
    { type: 'qa.choose', slot: 2, question: SAMPLE_QUESTION_SETS.set2[1] },
  ],
  'qa.answer': [
    { type: 'qa.answer', slot: 1, answer: 'Rex' },
    { type: 'qa.answer', slot: 2, answer: 'Ipoh' },
  ],
  'qa.submit': [{ type: 'qa.submit' }],
  'qa.dismiss': [{ type: 'qa.dismiss' }],
  'qa.retry': [{ type: 'qa.retry' }],
  'qa.ignore': [{ type: 'qa.ignore' }],
  'qa.confirmIgnore': [{ type: 'qa.confirmIgnore' }],
  'qa.cancelIgnore': [{ type: 'qa.cancelIgnore' }],
  'qa.logout': [{ type: 'qa.logout' }],
  'xstate.done.actor.loadQuestions': loadedQuestions.map((loaded) => actorDone('loadQuestions', loaded)),
  'xstate.error.actor.loadQuestions': [actorError('loadQuestions', messages.networkError)],
  'xstate.done.actor.registerSecurityQa': registerReplies.map((reply) => actorDone('registerSecurityQa', reply)),
  'xstate.error.actor.registerSecurityQa': [actorError('registerSecurityQa', messages.networkError)],
};

/**
 * Keeps the model to what a user does, in order: the forced page never asks which questions are set, and
 * the form is filled top to bottom (question 1, question 2, answer 1, answer 2) so every missing-field
 * message is reached without trying every order of the same four edits; each page's own button only on
 * that page; and Logout is out of reach while an alert covers the page.
 */
export function securityQuestionsAllows(snapshot: SnapshotFrom<typeof securityQuestionsMachine>, event: AnyEventObject): boolean {
  const { context } = snapshot;
  switch (event.type) {
    case 'xstate.done.actor.loadQuestions':
      return context.mode === 'voluntary' || (event.output as LoadedQuestions).current === null;
    case 'qa.choose':
      return event.slot === 1 ? !context.question1 : Boolean(context.question1) && !context.question2;
    case 'qa.answer':
      return event.slot === 1 ? Boolean(context.question1 && context.question2) && !context.answer1 : Boolean(context.answer1) && !context.answer2;
    // Each page has only its own button: Logout on the forced set-up, Ignore on the voluntary page.
    case 'qa.logout':
      return context.mode === 'forced' && !snapshot.hasTag('prompt');
    case 'qa.ignore':
      return context.mode === 'voluntary';
    default:
      return true;
  }
}
