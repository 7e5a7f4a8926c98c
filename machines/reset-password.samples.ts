import type { EventFromLogic } from 'xstate';
import { messages } from '../src/domain/messages';
import type { PasswordReply } from './change-password.machine';
import { actorDone, actorError, type SampleEvents } from './registry';
import type { ResetPasswordInput, resetPasswordMachine } from './reset-password.machine';

export const SAMPLE_RESET_PASSWORD = 'Completion2027x';

/** As forgot-password leaves storage after verified answers, and a visitor who came straight here. */
export const resetPasswordInputs: readonly ResetPasswordInput[] = [
  { userid: 'lawyer1', receivedQuestions: true, resetToken: 'sample-reset-token' },
  { userid: null, receivedQuestions: false, resetToken: null },
];

export const resetPasswordReplies: readonly PasswordReply[] = [{ errormsg: '' }, { errormsg: messages.passwordRule }];

export const resetPasswordSamples: SampleEvents<EventFromLogic<typeof resetPasswordMachine>> = {
  'reset.edit': [
    { type: 'reset.edit', field: 'next', value: SAMPLE_RESET_PASSWORD },
    { type: 'reset.edit', field: 'confirm', value: SAMPLE_RESET_PASSWORD },
  ],
  'reset.submit': [{ type: 'reset.submit' }],
  'reset.dismiss': [{ type: 'reset.dismiss' }],
  'reset.acknowledge': [{ type: 'reset.acknowledge' }],
  'reset.cancel': [{ type: 'reset.cancel' }],
  'xstate.done.actor.resetPassword': resetPasswordReplies.map((reply) => actorDone('resetPassword', reply)),
  'xstate.error.actor.resetPassword': [actorError('resetPassword', messages.networkError)],
};
