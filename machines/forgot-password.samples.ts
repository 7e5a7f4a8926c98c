import type { AnyEventObject, EventFromLogic, SnapshotFrom } from 'xstate';
import { messages } from '../src/domain/messages';
import type { forgotPasswordMachine, VerifySecurityQaReply } from './forgot-password.machine';
import type { SecurityQaReply } from './login.machine';
import { actorDone, actorError, type SampleEvents } from './registry';

export const SAMPLE_QUESTION_1 = 'What is the name of your first pet?';
export const SAMPLE_QUESTION_2 = 'In which city was your mother born?';

/** No questions set, and both questions (seed 002 §7 /retrieve-security-qa). */
export const forgotQuestionReplies: readonly SecurityQaReply[] = [{ status: 'fail' }, { question1: SAMPLE_QUESTION_1, question2: SAMPLE_QUESTION_2 }];

/** Accepted with the token /reset-password needs, and refused with the server's errorMessage. */
export const verifyReplies: readonly VerifySecurityQaReply[] = [
  { status: 'success', resetToken: 'sample-reset-token' },
  { status: 'fail', errorMessage: messages.securityAnswersMismatch },
];

export const forgotPasswordSamples: SampleEvents<EventFromLogic<typeof forgotPasswordMachine>> = {
  'forgot.edit': [
    { type: 'forgot.edit', field: 'userid', value: 'lawyer1' },
    { type: 'forgot.edit', field: 'answer1', value: 'Fluffy' },
    { type: 'forgot.edit', field: 'answer2', value: 'Ipoh' },
  ],
  'forgot.getQuestions': [{ type: 'forgot.getQuestions' }],
  'forgot.validate': [{ type: 'forgot.validate' }],
  'forgot.dismiss': [{ type: 'forgot.dismiss' }],
  'forgot.cancel': [{ type: 'forgot.cancel' }],
  'xstate.done.actor.retrieveSecurityQa': forgotQuestionReplies.map((reply) => actorDone('retrieveSecurityQa', reply)),
  'xstate.error.actor.retrieveSecurityQa': [actorError('retrieveSecurityQa', messages.networkError)],
  'xstate.done.actor.verifySecurityQa': verifyReplies.map((reply) => actorDone('verifySecurityQa', reply)),
  'xstate.error.actor.verifySecurityQa': [actorError('verifySecurityQa', messages.networkError)],
};

/**
 * A locked field sends nothing: the page disables the user id once the questions are shown (and the
 * answers before), so an edit the machine would ignore is not a step a user can take.
 */
export function forgotPasswordAllows(snapshot: SnapshotFrom<typeof forgotPasswordMachine>, event: AnyEventObject): boolean {
  return event.type !== 'forgot.edit' || snapshot.can(event as EventFromLogic<typeof forgotPasswordMachine>);
}
