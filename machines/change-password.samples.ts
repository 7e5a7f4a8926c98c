import type { EventFromLogic } from 'xstate';
import { messages } from '../src/domain/messages';
import type { ChangePasswordInput, changePasswordMachine, PasswordReply } from './change-password.machine';
import { actorDone, actorError, type SampleEvents } from './registry';

/**
 * The shell page (no stored message) and the expired-password page (as a refused login leaves it): the
 * form check's wording and where Cancel goes depend on the mode, so the model runs both.
 */
export const changePasswordInputs: readonly ChangePasswordInput[] = [
  { mode: 'change', userid: 'lawyer1', storedMessage: null, passwordExpired: false },
  { mode: 'expired', userid: 'expired1', storedMessage: messages.passwordExpired, passwordExpired: false },
];

/** Success (errormsg empty) and a refusal; the server's own wording for a wrong current password. */
export const changePasswordReplies: readonly PasswordReply[] = [{ errormsg: '' }, { errormsg: messages.currentPasswordIncorrect }];

export const SAMPLE_CURRENT_PASSWORD = 'Conveyancing2026';
export const SAMPLE_NEW_PASSWORD = 'Completion2027x';

export const changePasswordSamples: SampleEvents<EventFromLogic<typeof changePasswordMachine>> = {
  'password.edit': [
    { type: 'password.edit', field: 'current', value: SAMPLE_CURRENT_PASSWORD },
    { type: 'password.edit', field: 'next', value: SAMPLE_NEW_PASSWORD },
    { type: 'password.edit', field: 'confirm', value: SAMPLE_NEW_PASSWORD },
  ],
  'password.submit': [{ type: 'password.submit' }],
  'password.dismiss': [{ type: 'password.dismiss' }],
  'password.acknowledge': [{ type: 'password.acknowledge' }],
  'password.cancel': [{ type: 'password.cancel' }],
  'xstate.done.actor.changePassword': changePasswordReplies.map((reply) => actorDone('changePassword', reply)),
  'xstate.error.actor.changePassword': [actorError('changePassword', messages.networkError)],
};
