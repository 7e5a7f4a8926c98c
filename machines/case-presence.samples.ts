import type { EventFromLogic } from 'xstate';
import type { CasePresenceInput, casePresenceMachine } from './case-presence.machine';
import { actorDone, actorError, type SampleEvents } from './registry';

/** Opened to look at the case, and opened with the OTP already in edit mode. */
export const casePresenceInputs: readonly CasePresenceInput[] = [
  { propertyId: 101, activity: 'viewing' },
  { propertyId: 101, activity: 'otp' },
];

export const casePresenceSamples: SampleEvents<EventFromLogic<typeof casePresenceMachine>> = {
  'presence.activity': [
    { type: 'presence.activity', activity: 'viewing' },
    { type: 'presence.activity', activity: 'otp' },
  ],
  'presence.pause': [{ type: 'presence.pause' }],
  'presence.resume': [{ type: 'presence.resume' }],
  'xstate.done.actor.heartbeat': [actorDone('heartbeat', undefined)],
  'xstate.error.actor.heartbeat': [actorError('heartbeat', 'Network Error.')],
  'xstate.done.actor.rest': [actorDone('rest', undefined)],
};
