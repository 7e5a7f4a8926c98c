import { assign, setup } from 'xstate';
import { canTickForPrint, opensAsAttachment, type AgencyStatus } from '../src/domain/requisitions/status';

/**
 * The life of one agency request of a legal requisition (seed 001 §4 "Legal requisition"), for QA: no screen
 * runs it. The STATUS tab and the Replies modal read the same facts from the server and ask the same domain
 * rules (canTickForPrint), so this diagram is what they show.
 */

export interface RequisitionStatusInput {
  agencyCode: string;
  deptCode: string;
}

export interface RequisitionStatusContext extends RequisitionStatusInput {
  /** The status the agency row reports; the print rules read it. */
  status: AgencyStatus;
}

export type RequisitionStatusEvent =
  /** The gateway sent the request: on /submitDD, or when a drafted requisition is submitted from the cart. */
  { type: 'agency.sent' } | { type: 'agency.replied' } | { type: 'draft.discarded' } | { type: 'reply.printed' } | { type: 'attachment.opened' };

export const requisitionStatusMachine = setup({
  types: {
    context: {} as RequisitionStatusContext,
    events: {} as RequisitionStatusEvent,
    input: {} as RequisitionStatusInput,
  },
  guards: {
    // Seed 001 §5 "Print replies": only Replied rows other than ACRA and MCST are printed.
    printable: ({ context }) => canTickForPrint(context),
    // ACRA and MCST replies are read as attachments, as the STATUS tab and the Replies modal offer them; nothing before the reply.
    attachment: ({ context }) => opensAsAttachment(context),
  },
  actions: {
    recordStatus: assign((_, params: { status: AgencyStatus }) => ({ status: params.status })),
  },
}).createMachine({
  id: 'requisitionStatus',
  description: 'One agency request: Draft → Processing → Replied (or a discarded draft), and its reply unread → read.',
  context: ({ input }) => ({ agencyCode: input.agencyCode, deptCode: input.deptCode, status: 'Draft' }),
  type: 'parallel',
  states: {
    status: {
      description: 'What the status list shows for the agency; the hover lists it in lowercase.',
      initial: 'draft',
      states: {
        draft: {
          description: "Saved with the requisition as a draft (drafted 'Y'); it waits in the draft cart.",
          on: {
            'agency.sent': { target: 'processing', actions: { type: 'recordStatus', params: { status: 'Processing' } } },
            'draft.discarded': { target: 'discarded' },
          },
        },
        processing: {
          description: 'Sent to the agency; the requisition shows Processing until every agency has replied.',
          on: {
            'agency.replied': { target: 'replied', actions: { type: 'recordStatus', params: { status: 'Replied' } } },
          },
        },
        replied: {
          description: 'The agency replied with a PDF: printable (most agencies) or an attachment (ACRA, MCST).',
        },
        discarded: {
          description: 'The draft was discarded from the cart: nothing is sent or charged, and no list shows it again.',
          type: 'final',
        },
      },
    },
    download: {
      description: 'The download flag of the reply (the envelope icon; Draft and Processing rows show none).',
      initial: 'unread',
      states: {
        unread: {
          description: 'No one has printed the reply or opened its attachment yet: a closed envelope once Replied.',
          on: {
            'reply.printed': { guard: 'printable', target: 'read' },
            'attachment.opened': { guard: 'attachment', target: 'read' },
          },
        },
        read: {
          description: 'The reply was printed or its attachment opened: an open envelope.',
        },
      },
    },
  },
});
