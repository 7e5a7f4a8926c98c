import type { EventFromLogic } from 'xstate';
import { messages } from '../src/domain/messages';
import type { deleteRecordMachine, DeleteRecordReply } from './delete-record.machine';
import { actorDone, actorError, type SampleEvents } from './registry';

/** A refusal as the contact listing's call words it (seed 000 §6: a contact on a property). */
export const SAMPLE_DELETE_REFUSAL = messages.deleteClientAssigned;

const replies: readonly DeleteRecordReply[] = [{ deleted: true }, { deleted: false, message: SAMPLE_DELETE_REFUSAL }];

export const deleteRecordSamples: SampleEvents<EventFromLogic<typeof deleteRecordMachine>> = {
  'delete.confirm': [{ type: 'delete.confirm' }],
  'delete.cancel': [{ type: 'delete.cancel' }],
  'delete.acknowledge': [{ type: 'delete.acknowledge' }],
  'xstate.done.actor.deleteRecord': replies.map((reply) => actorDone('deleteRecord', reply)),
  // A fetch that never got an answer: whatever it says, the user reads 'Network Error.'.
  'xstate.error.actor.deleteRecord': [actorError('deleteRecord', 'Failed to fetch')],
};
