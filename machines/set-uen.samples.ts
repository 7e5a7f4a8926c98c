import type { EventFromLogic } from 'xstate';
import { messages } from '../src/domain/messages';
import { actorDone, actorError, type SampleEvents } from './registry';
import type { SetUenInput, setUenMachine, UenDetailsReply, UpdateUenReply } from './set-uen.machine';

/** The page right after login (Cancel logs out) and the one from the navigation (Cancel returns). */
export const setUenInputs: readonly SetUenInput[] = [{ firstTime: true }, { firstTime: false }];

export const SAMPLE_UEN_DETAILS: UenDetailsReply = { acctid: 'TL0001', acctName: 'Tan & Lim LLP', uenNum: '' };
export const SAMPLE_VALID_UEN = '201912345k';
export const SAMPLE_INVALID_UEN = '2019-12345';

const updateReplies: readonly UpdateUenReply[] = [{ userUenStatus: 'success' }, { userUenStatus: 'fail' }];

export const setUenSamples: SampleEvents<EventFromLogic<typeof setUenMachine>> = {
  'uen.edit': [
    { type: 'uen.edit', value: SAMPLE_VALID_UEN },
    { type: 'uen.edit', value: SAMPLE_INVALID_UEN },
  ],
  'uen.save': [{ type: 'uen.save' }],
  'uen.cancel': [{ type: 'uen.cancel' }],
  'uen.dismiss': [{ type: 'uen.dismiss' }],
  'uen.acknowledge': [{ type: 'uen.acknowledge' }],
  'xstate.done.actor.retrieveUenDetails': [actorDone('retrieveUenDetails', SAMPLE_UEN_DETAILS)],
  'xstate.error.actor.retrieveUenDetails': [actorError('retrieveUenDetails', messages.networkError)],
  'xstate.done.actor.updateUen': updateReplies.map((reply) => actorDone('updateUen', reply)),
  'xstate.error.actor.updateUen': [actorError('updateUen', 'Invalid UEN')],
};
