import type { AnyEventObject, EventFromLogic, SnapshotFrom } from 'xstate';
import { messages } from '../src/domain/messages';
import { actorDone, actorError, type SampleEvents } from './registry';
import type { ExtendSessionOutput, SessionInput, sessionMachine } from './session.machine';

/** A fixed clock: the samples place ticks relative to this expiry so the model is deterministic. */
export const SAMPLE_EXPIRES_AT = Date.UTC(2025, 0, 15, 9, 0, 0);
export const SAMPLE_EXTENDED_EXPIRES_AT = SAMPLE_EXPIRES_AT + 30 * 60_000;

export const sessionInputs: readonly SessionInput[] = [{ expiresAt: SAMPLE_EXPIRES_AT }];

const extendReplies: readonly ExtendSessionOutput[] = [{ expiresAt: SAMPLE_EXTENDED_EXPIRES_AT }, { errormsg: 'Session could not be extended' }];

export const sessionSamples: SampleEvents<EventFromLogic<typeof sessionMachine>> = {
  'session.tick': [
    { type: 'session.tick', now: SAMPLE_EXPIRES_AT - 120_000 },
    { type: 'session.tick', now: SAMPLE_EXPIRES_AT - 60_000 },
    { type: 'session.tick', now: SAMPLE_EXPIRES_AT + 1_000 },
  ],
  'session.extend': [{ type: 'session.extend' }],
  'session.decline': [{ type: 'session.decline' }],
  'session.logout': [{ type: 'session.logout' }],
  'session.authFailed': [{ type: 'session.authFailed' }],
  'xstate.done.actor.extendSession': extendReplies.map((reply) => actorDone('extendSession', reply)),
  'xstate.error.actor.extendSession': [actorError('extendSession', messages.networkError)],
  // POST /logout answers a message; its refusal (401, session already ended) or a network failure is an error.
  'xstate.done.actor.serverLogout': [actorDone('serverLogout', { message: messages.loggedOut })],
  'xstate.error.actor.serverLogout': [actorError('serverLogout', messages.invalidToken)],
};

/** The clock only moves forward: a tick earlier than the last one is not a real sequence. */
export function sessionAllows(snapshot: SnapshotFrom<typeof sessionMachine>, event: AnyEventObject): boolean {
  if (event.type !== 'session.tick' || typeof event.now !== 'number') return true;
  return snapshot.context.now === null || event.now > snapshot.context.now;
}
