import { assign, setup } from 'xstate';
import { isReplied, REPLIED } from '../src/domain/other-services/service-types';

/**
 * One row of the other-services listing (seed 002 §2.2, §4 "Other-service status"), spawned per row as the listing
 * loads: Processing until the tax authority replies, then Replied, its reply unread until printed. What the screen
 * reads: 'selectable' (only Replied rows can be ticked for Print), 'unread' (the reply not printed yet),
 * `context.receivedOn` (the Received On column).
 */

export interface OtherServiceReplyInput {
  /** The row's status: 'Replied', or any other value, shown as processing. */
  status: string;
  /** The reply has been printed (openapi OtherServiceItem.isRead). */
  isRead: boolean;
  /** When the reply came in (an ISO instant); null or absent while processing. */
  receivedOn?: string | null;
}

export interface OtherServiceReplyContext {
  status: string;
  isRead: boolean;
  receivedOn: string | null;
}

export type OtherServiceReplyEvent =
  /** The listing's refresh found the reply: the row turns Replied with its Received On. */
  | { type: 'reply.arrived'; receivedOn: string }
  /** The row was among those printed. */
  | { type: 'reply.printed' };

export const otherServiceReplyMachine = setup({
  types: {
    context: {} as OtherServiceReplyContext,
    events: {} as OtherServiceReplyEvent,
    input: {} as OtherServiceReplyInput,
  },
  guards: {
    readReply: ({ context }) => isReplied(context.status) && context.isRead,
    unreadReply: ({ context }) => isReplied(context.status),
  },
  actions: {
    recordReply: assign((_, params: { receivedOn: string }) => ({ status: REPLIED, isRead: false, receivedOn: params.receivedOn })),
    recordPrinted: assign({ isRead: true }),
  },
}).createMachine({
  id: 'otherServiceReply',
  description: 'One other-service request: Processing → Replied, its reply unread → read once printed.',
  context: ({ input }) => ({ status: input.status, isRead: isReplied(input.status) && input.isRead, receivedOn: input.receivedOn ?? null }),
  initial: 'loading',
  states: {
    loading: {
      description: "Takes the row's state from the listing: its status and whether its reply was printed.",
      always: [{ guard: 'readReply', target: 'replied.read' }, { guard: 'unreadReply', target: 'replied.unread' }, { target: 'processing' }],
    },
    processing: {
      description: 'Sent to the tax authority, no reply yet: shown as processing, its checkbox disabled.',
      on: {
        'reply.arrived': { target: 'replied', actions: { type: 'recordReply', params: ({ event }) => ({ receivedOn: event.receivedOn }) } },
      },
    },
    replied: {
      description: 'Replied, with its Received On: the row can be ticked and printed.',
      tags: ['selectable'],
      initial: 'unread',
      states: {
        unread: {
          description: 'Nobody has printed the reply yet.',
          tags: ['unread'],
          on: { 'reply.printed': { target: 'read', actions: 'recordPrinted' } },
        },
        read: {
          description: 'The reply was printed; it can be printed again.',
        },
      },
    },
  },
});
