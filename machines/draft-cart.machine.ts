import { assign, emit, setup } from 'xstate';
import { messages } from '../src/domain/messages';
import type { DraftActionReply, DraftActionRequest, DraftCartContext, DraftCartEmitted, DraftCartEvent, DraftRow } from './draft-cart.types';
import { failureText } from './flow-alert';
import { notProvided } from './not-provided';

export type * from './draft-cart.types';

/**
 * The DRAFT REQUISITION page (seed 001 §2.8, §4 "Draft cart", §5 "Reports", §8). What the screen reads:
 * - the listing: `context.drafts`, a row ticked when its draft is in `context.cart`; the badge counts the cart;
 * - 'busy' while the drafts load or a submit / discard runs; 'error' when the drafts could not be loaded;
 * - the empty-cart alert while the 'alert' tag is on ('alert.dismiss'); the cart modal while the 'cart' tag is on;
 * - over the cart, the question before a discard while the 'confirming' tag is on, naming `context.acting`
 *   ('discard.confirm' / 'discard.cancel'): a discarded draft cannot be brought back (issue 18);
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

// Params functions for the transitions below: each names the event fields it reads, as an inline one would infer them.
const eventControlNo = ({ event }: { event: ControlNoParams }): ControlNoParams => ({ lfControlNo: event.lfControlNo });
const eventToggle = ({ event }: { event: ControlNoParams & { selected?: boolean } }): ToggleParams => ({
  lfControlNo: event.lfControlNo,
  selected: event.selected,
});
const eventAction = ({ event }: { event: { lfControlNo?: string } }): ActionParams => ({ lfControlNo: event.lfControlNo });
const eventSelected = ({ event }: { event: { selected: boolean } }) => ({ selected: event.selected });

/** Submit or discard in the cart: one draft (its row's button) or, without a control number, the whole cart. */
function actOnCart<const TTarget extends string>(target: TTarget) {
  return { guard: { type: 'actsOnCart', params: eventAction }, target, actions: { type: 'chooseActing', params: eventAction } } as const;
}

/**
 * POST /submitOrDiscardDraftedDueDiligences for the drafts acted on: done, they leave the cart and the drafts load
 * again; 'Error' or a failure keeps them in the open cart for another try.
 */
function cartCall(description: string, isSubmit: boolean, doneMessage: string) {
  return {
    description,
    tags: ['busy', 'cart'],
    invoke: {
      id: 'submitOrDiscard',
      src: 'submitOrDiscard',
      input: ({ context }: { context: DraftCartContext }) => draftActionFor(context, isSubmit),
      onDone: [
        {
          guard: { type: 'succeeded', params: ({ event }: { event: { output: DraftActionReply } }) => ({ reply: event.output }) },
          target: 'loading',
          actions: ['dropActed', { type: 'announce', params: { message: doneMessage, tone: 'success' } }],
        },
        { target: 'cartOpen', actions: ['clearActing', { type: 'announce', params: { message: messages.error, tone: 'error' } }] },
      ],
      onError: {
        target: 'cartOpen',
        actions: [
          'clearActing',
          {
            type: 'announce',
            params: ({ event }: { event: { error: unknown } }) => ({ message: failureText(event.error), tone: 'error' as const }),
          },
        ],
      },
    },
  } as const;
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
              guard: { type: 'canAdd', params: eventToggle },
              target: 'filled',
              actions: { type: 'addToCart', params: eventControlNo },
            },
            'rows.toggleAll': {
              guard: { type: 'someListedOutOfCart', params: eventSelected },
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
                guard: { type: 'canAdd', params: eventToggle },
                actions: { type: 'addToCart', params: eventControlNo },
              },
              {
                guard: { type: 'isLastRemoval', params: eventToggle },
                target: 'empty',
                actions: { type: 'removeFromCart', params: eventControlNo },
              },
              {
                guard: { type: 'canRemove', params: eventToggle },
                actions: { type: 'removeFromCart', params: eventControlNo },
              },
            ],
            'rows.toggleAll': [
              { guard: { type: 'someListedOutOfCart', params: eventSelected }, actions: 'addAllListed' },
              // The cart only ever holds listed drafts, so unselecting them all empties it.
              { guard: { type: 'isUnselect', params: eventSelected }, target: 'empty', actions: 'emptyCart' },
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
            guard: { type: 'isLastInCart', params: eventControlNo },
            target: 'listing',
            actions: { type: 'removeFromCart', params: eventControlNo },
          },
          {
            guard: { type: 'isInCart', params: eventControlNo },
            actions: { type: 'removeFromCart', params: eventControlNo },
          },
        ],
        'cart.submit': actOnCart('submitting'),
        'cart.discard': actOnCart('confirmingDiscard'),
        'cart.close': { target: 'listing' },
      },
    },
    confirmingDiscard: {
      description:
        "'Are you sure you want to discard …?' naming the drafts (one, or the whole cart): Discard goes on, Cancel keeps them in the open cart.",
      tags: ['cart', 'confirming'],
      on: {
        'discard.confirm': { target: 'discarding' },
        'discard.cancel': { target: 'cartOpen', actions: 'clearActing' },
      },
    },
    submitting: cartCall(
      'Submits the chosen drafts: each goes to its agencies and shows Processing on the STATUS tab.',
      true,
      messages.draftSubmitted,
    ),
    discarding: cartCall('Discards the chosen drafts: nothing is sent or charged, and they leave every list.', false, messages.draftDiscarded),
  },
});
