import { assign, emit, setup } from 'xstate';
import { messages } from '../src/domain/messages';
import { failureText } from './flow-alert';
import { notProvided } from './not-provided';
import type {
  DraftActionReply,
  DraftActionRequest,
  DraftCartContext,
  DraftCartEmitted,
  DraftCartEvent,
  DraftRow,
} from './draft-cart.types';

export type * from './draft-cart.types';

/**
 * The DRAFT REQUISITION page (seed 001 §2.8, §4 "Draft cart", §5 "Reports", §8). What the screen reads:
 * - the listing: `context.drafts`, a row ticked when its draft is in `context.cart`; the badge counts the cart;
 * - 'busy' while the drafts load or a submit / discard runs; 'error' when the drafts could not be loaded;
 * - the empty-cart alert while the 'alert' tag is on ('alert.dismiss'); the cart modal while the 'cart' tag is on;
 * - emitted 'notice' events are toasts: 'Draft successfully submitted' / 'discarded', 'Error', or the failure.
 */

type ControlNoParams = { lfControlNo: string };
type ToggleParams = ControlNoParams & { selected: boolean | undefined };
type ActionParams = { lfControlNo: string | undefined };

const isIn = (rows: readonly DraftRow[], lfControlNo: string) => rows.some((row) => row.lfControlNumber === lfControlNo);
const controlNos = (rows: readonly DraftRow[]) => rows.map((row) => row.lfControlNumber);

export function draftActionFor(context: DraftCartContext, isSubmit: boolean): DraftActionRequest {
  return { lfControlNos: [...context.acting], allLfControlNos: controlNos(context.cart), isSubmit };
}

export const draftCartMachine = setup({
  types: {
    context: {} as DraftCartContext,
    events: {} as DraftCartEvent,
    emitted: {} as DraftCartEmitted,
  },
  actors: {
    /** POST /loadAllRequisitions {drafted: true} with no criteria: every draft of the firm. */
    loadDrafts: notProvided<DraftRow[], undefined>('loadDrafts'),
    /** POST /submitOrDiscardDraftedDueDiligences. */
    submitOrDiscard: notProvided<DraftActionReply, DraftActionRequest>('submitOrDiscard'),
  },
  guards: {
    // Seed 001 §4: a row already in the cart cannot be added again.
    canAdd: ({ context }, params: ToggleParams) =>
      params.selected !== false && isIn(context.drafts, params.lfControlNo) && !isIn(context.cart, params.lfControlNo),
    canRemove: ({ context }, params: ToggleParams) => params.selected !== true && isIn(context.cart, params.lfControlNo),
    someListedOutOfCart: ({ context }, params: { selected: boolean }) =>
      params.selected && context.drafts.some((row) => !isIn(context.cart, row.lfControlNumber)),
    isUnselect: (_, params: { selected: boolean }) => !params.selected,
    cartIsEmpty: ({ context }) => context.cart.length === 0,
    isLastRemoval: ({ context }, params: ToggleParams) =>
      params.selected !== true && context.cart.length === 1 && isIn(context.cart, params.lfControlNo),
    isInCart: ({ context }, params: ControlNoParams) => isIn(context.cart, params.lfControlNo),
    isLastInCart: ({ context }, params: ControlNoParams) => context.cart.length === 1 && isIn(context.cart, params.lfControlNo),
    actsOnCart: ({ context }, params: ActionParams) => params.lfControlNo === undefined || isIn(context.cart, params.lfControlNo),
    succeeded: (_, params: { reply: DraftActionReply }) => params.reply === true,
  },
  actions: {
    // A draft another user submitted or discarded meanwhile is no longer listed, so it leaves the cart too.
    keepDrafts: assign(({ context }, params: { drafts: readonly DraftRow[] }) => ({
      drafts: params.drafts,
      cart: context.cart.filter((row) => isIn(params.drafts, row.lfControlNumber)),
    })),
    addToCart: assign(({ context }, params: ControlNoParams) => ({
      cart: [...context.cart, ...context.drafts.filter((row) => row.lfControlNumber === params.lfControlNo)],
    })),
    removeFromCart: assign(({ context }, params: ControlNoParams) => ({
      cart: context.cart.filter((row) => row.lfControlNumber !== params.lfControlNo),
    })),
    addAllListed: assign(({ context }) => ({
      cart: [...context.cart, ...context.drafts.filter((row) => !isIn(context.cart, row.lfControlNumber))],
    })),
    emptyCart: assign({ cart: [] }),
    chooseActing: assign(({ context }, params: ActionParams) => ({
      acting: params.lfControlNo === undefined ? controlNos(context.cart) : [params.lfControlNo],
    })),
    // The drafts acted on have left the cart for good; a failed call keeps them for another try.
    dropActed: assign(({ context }) => ({
      cart: context.cart.filter((row) => !context.acting.includes(row.lfControlNumber)),
      acting: [],
    })),
    clearActing: assign({ acting: [] }),
    announce: emit((_, params: { message: string; tone: 'success' | 'error' }) => ({
      type: 'notice' as const,
      notice: { message: params.message, tone: params.tone },
    })),
  },
}).createMachine({
  id: 'draftCart',
  description: 'The draft requisitions with their cart: pick drafts, then submit or discard them singly or in bulk.',
  context: { drafts: [], cart: [], acting: [] },
  initial: 'loading',
  states: {
    loading: {
      description: 'Loads every draft of the firm (again after a submit or discard, so the handled ones leave the list).',
      tags: ['busy'],
      invoke: {
        id: 'loadDrafts',
        src: 'loadDrafts',
        onDone: { target: 'listing', actions: { type: 'keepDrafts', params: ({ event }) => ({ drafts: event.output }) } },
        onError: { target: 'failed' },
      },
    },
    failed: {
      description: "'Internal Server Error.. Please try again later!' with Try again.",
      tags: ['error'],
      on: { 'drafts.reload': { target: 'loading' } },
    },
    listing: {
      description: 'The drafts with a checkbox each and the cart badge (at most 500 shown).',
      initial: 'sorting',
      states: {
        sorting: {
          description: 'Shows the listing as the cart stands: empty or holding drafts.',
          always: [{ guard: 'cartIsEmpty', target: 'empty' }, { target: 'filled' }],
        },
        empty: {
          description: 'Nothing in the cart: ticking a row or the header box puts drafts in it.',
          on: {
            'row.toggle': {
              guard: { type: 'canAdd', params: ({ event }) => ({ lfControlNo: event.lfControlNo, selected: event.selected }) },
              target: 'filled',
              actions: { type: 'addToCart', params: ({ event }) => ({ lfControlNo: event.lfControlNo }) },
            },
            'rows.toggleAll': {
              guard: { type: 'someListedOutOfCart', params: ({ event }) => ({ selected: event.selected }) },
              target: 'filled',
              actions: 'addAllListed',
            },
            'cart.open': { target: 'emptyCart' },
          },
        },
        filled: {
          description: 'The badge counts the drafts in the cart; a row already in it is not added again; the cart button opens it.',
          on: {
            'row.toggle': [
              {
                guard: { type: 'canAdd', params: ({ event }) => ({ lfControlNo: event.lfControlNo, selected: event.selected }) },
                actions: { type: 'addToCart', params: ({ event }) => ({ lfControlNo: event.lfControlNo }) },
              },
              {
                guard: { type: 'isLastRemoval', params: ({ event }) => ({ lfControlNo: event.lfControlNo, selected: event.selected }) },
                target: 'empty',
                actions: { type: 'removeFromCart', params: ({ event }) => ({ lfControlNo: event.lfControlNo }) },
              },
              {
                guard: { type: 'canRemove', params: ({ event }) => ({ lfControlNo: event.lfControlNo, selected: event.selected }) },
                actions: { type: 'removeFromCart', params: ({ event }) => ({ lfControlNo: event.lfControlNo }) },
              },
            ],
            'rows.toggleAll': [
              { guard: { type: 'someListedOutOfCart', params: ({ event }) => ({ selected: event.selected }) }, actions: 'addAllListed' },
              // The cart only ever holds listed drafts, so unselecting them all empties it.
              { guard: { type: 'isUnselect', params: ({ event }) => ({ selected: event.selected }) }, target: 'empty', actions: 'emptyCart' },
            ],
            'cart.open': { target: '#draftCart.cartOpen' },
          },
        },
        emptyCart: {
          description: "'No Draft LR Records to Submit/Discard in the cart, Please select at least one!'",
          tags: ['alert'],
          on: { 'alert.dismiss': { target: 'empty' } },
        },
      },
    },
    cartOpen: {
      description: 'The cart modal (5 rows a page): remove a draft, submit or discard one draft or the whole cart, close.',
      tags: ['cart'],
      on: {
        'cart.remove': [
          {
            guard: { type: 'isLastInCart', params: ({ event }) => ({ lfControlNo: event.lfControlNo }) },
            target: 'listing',
            actions: { type: 'removeFromCart', params: ({ event }) => ({ lfControlNo: event.lfControlNo }) },
          },
          {
            guard: { type: 'isInCart', params: ({ event }) => ({ lfControlNo: event.lfControlNo }) },
            actions: { type: 'removeFromCart', params: ({ event }) => ({ lfControlNo: event.lfControlNo }) },
          },
        ],
        'cart.submit': {
          guard: { type: 'actsOnCart', params: ({ event }) => ({ lfControlNo: event.lfControlNo }) },
          target: 'submitting',
          actions: { type: 'chooseActing', params: ({ event }) => ({ lfControlNo: event.lfControlNo }) },
        },
        'cart.discard': {
          guard: { type: 'actsOnCart', params: ({ event }) => ({ lfControlNo: event.lfControlNo }) },
          target: 'discarding',
          actions: { type: 'chooseActing', params: ({ event }) => ({ lfControlNo: event.lfControlNo }) },
        },
        'cart.close': { target: 'listing' },
      },
    },
    submitting: {
      description: 'Submits the chosen drafts: each goes to its agencies and shows Processing on the STATUS tab.',
      tags: ['busy', 'cart'],
      invoke: {
        id: 'submitOrDiscard',
        src: 'submitOrDiscard',
        input: ({ context }) => draftActionFor(context, true),
        onDone: [
          {
            guard: { type: 'succeeded', params: ({ event }) => ({ reply: event.output }) },
            target: 'loading',
            actions: ['dropActed', { type: 'announce', params: { message: messages.draftSubmitted, tone: 'success' } }],
          },
          { target: 'cartOpen', actions: ['clearActing', { type: 'announce', params: { message: messages.error, tone: 'error' } }] },
        ],
        onError: {
          target: 'cartOpen',
          actions: ['clearActing', { type: 'announce', params: ({ event }) => ({ message: failureText(event.error), tone: 'error' }) }],
        },
      },
    },
    discarding: {
      description: 'Discards the chosen drafts: nothing is sent or charged, and they leave every list.',
      tags: ['busy', 'cart'],
      invoke: {
        id: 'submitOrDiscard',
        src: 'submitOrDiscard',
        input: ({ context }) => draftActionFor(context, false),
        onDone: [
          {
            guard: { type: 'succeeded', params: ({ event }) => ({ reply: event.output }) },
            target: 'loading',
            actions: ['dropActed', { type: 'announce', params: { message: messages.draftDiscarded, tone: 'success' } }],
          },
          { target: 'cartOpen', actions: ['clearActing', { type: 'announce', params: { message: messages.error, tone: 'error' } }] },
        ],
        onError: {
          target: 'cartOpen',
          actions: ['clearActing', { type: 'announce', params: ({ event }) => ({ message: failureText(event.error), tone: 'error' }) }],
        },
      },
    },
  },
});
