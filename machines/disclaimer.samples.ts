import type { EventFromLogic } from 'xstate';
import { messages } from '../src/domain/messages';
import type { DisclaimerInput, disclaimerMachine } from './disclaimer.machine';
import { actorDone, actorError, type SampleEvents } from './registry';

/** Accepted before, never accepted ('0'), and never answered (empty). */
export const disclaimerInputs: readonly DisclaimerInput[] = [{ disclaimerAccepted: '1' }, { disclaimerAccepted: '0' }, { disclaimerAccepted: null }];

export const disclaimerSamples: SampleEvents<EventFromLogic<typeof disclaimerMachine>> = {
  'disclaimer.accept': [{ type: 'disclaimer.accept' }],
  'disclaimer.reject': [{ type: 'disclaimer.reject' }],
  'xstate.done.actor.acceptDisclaimer': [actorDone('acceptDisclaimer', true), actorDone('acceptDisclaimer', false)],
  'xstate.error.actor.acceptDisclaimer': [actorError('acceptDisclaimer', messages.networkError)],
};
