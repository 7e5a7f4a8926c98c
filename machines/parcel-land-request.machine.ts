import { assign, setup } from 'xstate';
import { emptyParcelLandForm, emptyParcelLandLot, type ParcelLandForm, type ParcelLandLot } from '../src/domain/other-services/parcel-land-form';
import { isParcelLandValid, parcelLandProblems, type ParcelLandProblems } from '../src/domain/other-services/parcel-land-rules';
import { isSuccessReply } from '../src/domain/other-services/service-types';
import { badRequestProblems, failureText } from './flow-alert';
import { notProvided } from './not-provided';
import type {
  ParcelLandFieldChange,
  ParcelLandLotChange,
  ParcelLandReply,
  ParcelLandRequestContext,
  ParcelLandRequestEvent,
  ParcelLandRequestInput,
  ParcelLandSendRequest,
} from './parcel-land-request.types';

export type * from './parcel-land-request.types';

/**
 * The parcel land request page (seed 002 §2.3, §4, §5 "Parcel land application", §7). What the screen reads:
 * - 'application': the APPLICATION tab, its fields bound to `context.form`; each field's message is
 *   `shownProblems(context)` (nothing until Next was first pressed on an incomplete form);
 * - 'billing': the BILLING tab with the fee lines (PARCEL_LAND_LINES, otherServiceTotals);
 * - 'busy' while the request is sent; 'error': `context.serverProblems` above APPLICATION (the server's check
 *   refused it) or `context.problem` on BILLING (a reply without 'Success', a failed call; Send tries again);
 * - the final states: 'sent' (toast `context.notice`, then the listing) and 'cancelled' (the listing).
 */

type Change<K extends keyof T, T> = { field: K; value: T[K] };
type IndexParams = { index: number };
type LotParams = IndexParams & Omit<ParcelLandLotChange, 'type' | 'index'>;
type ErrorParams = { error: unknown };

function withField<K extends keyof ParcelLandForm>(form: ParcelLandForm, change: Change<K, ParcelLandForm>): ParcelLandForm {
  return { ...form, [change.field]: change.value };
}

function withLotField<K extends keyof ParcelLandLot>(lot: ParcelLandLot, change: Change<K, ParcelLandLot>): ParcelLandLot {
  return { ...lot, [change.field]: change.value };
}

/** The field messages the APPLICATION tab shows: none until Next was pressed on an incomplete form. */
export function shownProblems(context: Pick<ParcelLandRequestContext, 'form' | 'today' | 'showProblems'>): ParcelLandProblems | null {
  return context.showProblems ? parcelLandProblems(context.form, context.today) : null;
}

function sendRequestFor(context: ParcelLandRequestContext): ParcelLandSendRequest {
  // Only reachable from BILLING, whose way in makes the key.
  if (context.key === null) throw new Error('a parcel land request without an idempotency key');
  return { form: context.form, key: context.key };
}

// Every edit of the form is a new request: the key of an earlier attempt must not answer for it.
const edited = { key: null, serverProblems: [] };

export const parcelLandRequestMachine = setup({
  types: {
    context: {} as ParcelLandRequestContext,
    events: {} as ParcelLandRequestEvent,
    input: {} as ParcelLandRequestInput,
  },
  actors: {
    /** The parcel land submission (POST /lr-parcel-land) with the Idempotency-Key; resolves with the reply text. */
    sendParcelLand: notProvided<ParcelLandReply, ParcelLandSendRequest>('sendParcelLand'),
  },
  guards: {
    formIsValid: ({ context }) => isParcelLandValid(context.form, context.today),
    hasLot: ({ context }, params: IndexParams) => params.index >= 0 && params.index < context.form.lots.length,
    replySucceeded: (_, params: { reply: ParcelLandReply }) => isSuccessReply(params.reply),
    checkRefused: (_, params: ErrorParams) => badRequestProblems(params.error) !== null,
  },
  actions: {
    changeField: assign(({ context }, params: Omit<ParcelLandFieldChange, 'type'>) => ({
      ...edited,
      form: withField(context.form, params as Change<keyof ParcelLandForm, ParcelLandForm>),
    })),
    changeLot: assign(({ context }, params: LotParams) => ({
      ...edited,
      form: {
        ...context.form,
        lots: context.form.lots.map((lot, index) =>
          index === params.index ? withLotField(lot, params as Change<keyof ParcelLandLot, ParcelLandLot>) : lot,
        ),
      },
    })),
    addLot: assign(({ context }) => ({ ...edited, form: { ...context.form, lots: [...context.form.lots, emptyParcelLandLot()] } })),
    removeLot: assign(({ context }, params: IndexParams) => ({
      ...edited,
      form: { ...context.form, lots: context.form.lots.filter((_, index) => index !== params.index) },
    })),
    markProblems: assign({ showProblems: true }),
    prepareKey: assign(({ context }) => ({ key: context.key ?? context.newKey(), serverProblems: [], problem: null })),
    clearProblem: assign({ problem: null }),
    announceSent: assign((_, params: { reply: ParcelLandReply }) => ({ notice: params.reply, problem: null })),
    recordReply: assign((_, params: { reply: ParcelLandReply }) => ({ problem: params.reply })),
    recordRefusal: assign((_, params: ErrorParams) => ({ serverProblems: badRequestProblems(params.error) ?? [], showProblems: true })),
    recordFailure: assign((_, params: ErrorParams) => ({ problem: failureText(params.error) })),
  },
}).createMachine({
  id: 'parcelLandRequest',
  description: 'Parcel land request to IRAS: the APPLICATION tab checked on Next, the BILLING tab with the fee, Send with one key per form.',
  context: ({ input }) => ({
    today: input.today,
    newKey: input.newKey,
    form: emptyParcelLandForm(input.today),
    showProblems: false,
    key: null,
    serverProblems: [],
    problem: null,
    notice: null,
  }),
  initial: 'application',
  states: {
    application: {
      description: 'The APPLICATION tab: applicant, property account, parcel and land lot rows; Next checks them, Cancel leaves.',
      tags: ['application'],
      initial: 'editing',
      on: {
        'form.change': { target: '.editing', actions: { type: 'changeField', params: ({ event }) => event } },
        'lot.change': {
          guard: { type: 'hasLot', params: ({ event }) => ({ index: event.index }) },
          target: '.editing',
          actions: { type: 'changeLot', params: ({ event }) => event },
        },
        'lot.add': { target: '.editing', actions: 'addLot' },
        'lot.remove': {
          guard: { type: 'hasLot', params: ({ event }) => ({ index: event.index }) },
          target: '.editing',
          actions: { type: 'removeLot', params: ({ event }) => ({ index: event.index }) },
        },
        'application.next': [{ guard: 'formIsValid', target: 'billing', actions: 'prepareKey' }, { actions: 'markProblems' }],
        'application.cancel': { target: 'cancelled' },
      },
      states: {
        editing: {
          description: 'The form as typed (request date today, purpose 001, one NEW / MK lot); fields marked once Next found a problem.',
        },
        rejected: {
          description: "The server's check refused the submission (e.g. the request date is now before today): its messages above the tab.",
          tags: ['error'],
        },
      },
    },
    billing: {
      description: 'The BILLING tab: the IRAS fee and the transaction fee with GST and the totals; Send, or Cancel back to APPLICATION.',
      tags: ['billing'],
      initial: 'ready',
      on: {
        'billing.send': { target: 'sending', actions: 'clearProblem' },
        'billing.back': { target: 'application', actions: 'clearProblem' },
      },
      states: {
        ready: {
          description: 'The fee lines, ready to send.',
        },
        failed: {
          description: "The reply had no 'Success' (its text shown) or the call failed; Send tries again with the same key.",
          tags: ['error'],
        },
      },
    },
    sending: {
      description: 'Posts the submission with the Idempotency-Key: a double click or a retry is charged once.',
      tags: ['busy'],
      invoke: {
        id: 'sendParcelLand',
        src: 'sendParcelLand',
        input: ({ context }) => sendRequestFor(context),
        onDone: [
          {
            guard: { type: 'replySucceeded', params: ({ event }) => ({ reply: event.output }) },
            target: 'sent',
            actions: { type: 'announceSent', params: ({ event }) => ({ reply: event.output }) },
          },
          { target: 'billing.failed', actions: { type: 'recordReply', params: ({ event }) => ({ reply: event.output }) } },
        ],
        onError: [
          {
            guard: { type: 'checkRefused', params: ({ event }) => ({ error: event.error }) },
            target: 'application.rejected',
            actions: { type: 'recordRefusal', params: ({ event }) => ({ error: event.error }) },
          },
          { target: 'billing.failed', actions: { type: 'recordFailure', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    sent: {
      description: "The reply said 'Success': the page toasts it and opens the other-services listing, where the request is Processing.",
      tags: ['sent'],
      type: 'final',
    },
    cancelled: {
      description: "APPLICATION's Cancel: the page opens the other-services listing; nothing was sent.",
      type: 'final',
    },
  },
});
