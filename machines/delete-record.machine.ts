import { assign, setup } from 'xstate';
import { messages } from '../src/domain/messages';
import { notProvided } from './not-provided';

/**
 * What the screen's delete answers: deleted, or refused with the words to show under 'Delete Failed'. The
 * screen's call makes its own checks (a property with legal requisitions, a contact on a property) and turns
 * the server's refusal into its errormsg, so the machine never decides which message applies.
 */
export type DeleteRecordReply = { deleted: true } | { deleted: false; message: string };

/** How the flow ended: the screen toasts and reloads only after a delete, and closes the dialogs either way. */
export interface DeleteRecordOutput {
  deleted: boolean;
}

export interface DeleteRecordContext {
  deleted: boolean;
  /** The refusal on screen under 'Delete Failed'; null until there is one. */
  message: string | null;
}

export type DeleteRecordEvent = { type: 'delete.confirm' } | { type: 'delete.cancel' } | { type: 'delete.acknowledge' };

function refusalText(reply: DeleteRecordReply): string {
  return reply.deleted ? '' : reply.message;
}

export const deleteRecordMachine = setup({
  types: {
    context: {} as DeleteRecordContext,
    events: {} as DeleteRecordEvent,
    output: {} as DeleteRecordOutput,
  },
  actors: {
    /** The screen supplies the delete of its record, checks included. */
    deleteRecord: notProvided<DeleteRecordReply, void>('deleteRecord'),
  },
  guards: {
    recordDeleted: (_, params: { reply: DeleteRecordReply }) => params.reply.deleted,
  },
  actions: {
    markDeleted: assign({ deleted: true }),
    showRefusal: assign((_, params: { message: string }) => ({ message: params.message })),
  },
}).createMachine({
  id: 'deleteRecord',
  description: "Delete one record from a listing: ask first, delete, then 'Successfully Deleted' or the refusal under 'Delete Failed'.",
  context: { deleted: false, message: null },
  initial: 'confirming',
  output: ({ context }) => ({ deleted: context.deleted }),
  states: {
    confirming: {
      description: 'The delete confirmation naming the record: Delete or Cancel.',
      on: {
        'delete.confirm': { target: 'deleting' },
        'delete.cancel': { target: 'done' },
      },
    },
    deleting: {
      description: "The screen's checks and the delete call; Delete is disabled and Cancel cannot take it back.",
      tags: ['busy'],
      invoke: {
        id: 'deleteRecord',
        src: 'deleteRecord',
        onDone: [
          {
            guard: { type: 'recordDeleted', params: ({ event }) => ({ reply: event.output }) },
            target: 'done',
            actions: 'markDeleted',
          },
          { target: 'refused', actions: { type: 'showRefusal', params: ({ event }) => ({ message: refusalText(event.output) }) } },
        ],
        // The screen's call already words the server's refusals; anything thrown past it had no answer.
        onError: { target: 'refused', actions: { type: 'showRefusal', params: { message: messages.networkError } } },
      },
    },
    refused: {
      description: "'Delete Failed' with the refusal; OK closes it and the record stays.",
      tags: ['error'],
      on: { 'delete.acknowledge': { target: 'done' } },
    },
    done: {
      description: 'The dialogs are closed; the output says whether the record was deleted.',
      type: 'final',
    },
  },
});
