import type { EventFromLogic } from 'xstate';
import { messages } from '../src/domain/messages';
import type { loginMachine, LoginReply, SecurityQaReply } from './login.machine';
import { actorDone, actorError, type SampleEvents } from './registry';

const token: LoginReply = { userid: 'lawyer1', jwt: 'sample.jwt', userId: '101', isLAActive: 'true' };

/** One reply per branch the seed describes (000 §4 Login, §8), plus an empty reply and a network failure. */
export const loginReplies: readonly LoginReply[] = [
  { errormsg: messages.passwordExpired },
  { errormsg: messages.passwordNeedsChange },
  { errormsg: messages.invalidCredentials },
  { ...token, isUENUpdated: 'Y' },
  { ...token, isUENUpdated: 'N' },
  {},
];

export const securityQaReplies: readonly SecurityQaReply[] = [
  { status: 'fail' },
  { question1: 'What is the name of your first pet?', question2: 'In which city were you born?' },
];

export const loginSamples: SampleEvents<EventFromLogic<typeof loginMachine>> = {
  'login.edit': [
    { type: 'login.edit', field: 'userid', value: 'lawyer1' },
    { type: 'login.edit', field: 'password', value: 'Conveyance2024' },
  ],
  'login.submit': [{ type: 'login.submit' }],
  'login.cancel': [{ type: 'login.cancel' }],
  'xstate.done.actor.login': loginReplies.map((reply) => actorDone('login', reply)),
  'xstate.error.actor.login': [actorError('login', messages.networkError)],
  'xstate.done.actor.retrieveSecurityQa': securityQaReplies.map((reply) => actorDone('retrieveSecurityQa', reply)),
  'xstate.error.actor.retrieveSecurityQa': [actorError('retrieveSecurityQa', messages.networkError)],
};
