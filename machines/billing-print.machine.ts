import { assign, setup } from 'xstate';
import { messages } from '../src/domain/messages';
import { tickRow, toggleAllOnScreen, type SelectionChange } from '../src/domain/requisitions/billing-selection';
import type { BillingPrintContext, BillingPrintEvent, BillingPrintRequest, BillingPrintResult, BillingPrintRow } from './billing-print.types';
import { failureText } from './flow-alert';
import { notProvided } from './not-provided';

export type * from './billing-print.types';

/**
 * The BILLING page's print cart (seed 001 §2.9, §4 "Billing print selection", §5 "Reports", §7, §9). What the
 * screen reads:
 * - a row's checkbox is ticked when its control number is in `context.selected` (`isKeyInCart`); the badge is
 *   `billingCartBadge(selected)` and the header checkbox `selectAllState(selected, rowsOnScreen)` (src/domain/requisitions/billing-selection.ts);
 * - 'cartBadge' and 'selectAll': something is ticked, so the badge with the print icon and the select-all box show;
 * - 'emptyCart': the alert with `context.problem` ('No Billing Records to print in the cart, …'), 'alert.dismiss';
 * - 'printModal': the modal with the one-PDF / zip choice (`context.onePage`); 'busy' while the file is made;
 * - 'error': `context.problem` (a refused tick in the listing, a failed print in the modal);
 * - `context.notice`: the downloaded file after a print, until the next event.
 * The per-row Print Billing Summary (one row, one PDF) belongs to the Billing Summary modal, not to this cart.
 */

type RowParams = { row: BillingPrintRow; selected: boolean | undefined };
type RowsParams = { rows: readonly BillingPrintRow[] };

// Params functions for the transitions below: each names the event fields it reads.
const eventRow = ({ event }: { event: { row: BillingPrintRow; selected?: boolean } }): RowParams => ({
  row: event.row,
  selected: event.selected,
});
const eventRows = ({ event }: { event: RowsParams }): RowsParams => ({ rows: event.rows });
const eventChoice = ({ event }: { event: { onePage: boolean } }) => ({ onePage: event.onePage });

/** A change the domain refused outright keeps the cart as it was. */
const applied = (change: SelectionChange | null, selected: BillingPrintRow[]) => ({
  selected: change?.selected ?? selected,
  problem: change?.problem ?? null,
  notice: null,
});

/** Ticks and the select-all box, whatever is ticked: every change goes through `sorting`, which picks the state. */
const selectionChanges = {
  'row.toggle': {
    guard: { type: 'tickChanges', params: eventRow },
    target: '#billingPrint.sorting',
    actions: { type: 'applyTick', params: eventRow },
  },
  'rows.toggleAll': {
    guard: { type: 'hasRowsOnScreen', params: eventRows },
    target: '#billingPrint.sorting',
    actions: { type: 'applyToggleAll', params: eventRows },
  },
} as const;

const backToListing = { target: '#billingPrint.selected.browsing', actions: 'clearProblem' } as const;

export const billingPrintMachine = setup({
  types: {
    context: {} as BillingPrintContext,
    events: {} as BillingPrintEvent,
  },
  actors: {
    /** Details of the rows, POST /printMultipleBillingSummaries and the download; resolves with the file's name. */
    printBilling: notProvided<BillingPrintResult, BillingPrintRequest>('printBilling'),
  },
  guards: {
    tickChanges: ({ context }, params: RowParams) => tickRow(context.selected, params.row, params.selected) !== null,
    hasRowsOnScreen: ({ context }, params: RowsParams) => toggleAllOnScreen(context.selected, params.rows) !== null,
    cartIsEmpty: ({ context }) => context.selected.length === 0,
    wasRefused: ({ context }) => context.problem !== null,
  },
  actions: {
    applyTick: assign(({ context }, params: RowParams) => applied(tickRow(context.selected, params.row, params.selected), context.selected)),
    applyToggleAll: assign(({ context }, params: RowsParams) => applied(toggleAllOnScreen(context.selected, params.rows), context.selected)),
    clearSelection: assign({ selected: [], problem: null, notice: null }),
    sayCartEmpty: assign({ problem: messages.emptyBillingCart, notice: null }),
    clearProblem: assign({ problem: null }),
    clearNotice: assign({ notice: null }),
    clearMessages: assign({ problem: null, notice: null }),
    choose: assign((_, params: { onePage: boolean }) => ({ onePage: params.onePage, problem: null })),
    announcePrinted: assign((_, params: { fileName: string }) => ({ notice: messages.billingPrinted(params.fileName), problem: null })),
    recordFailure: assign((_, params: { error: unknown }) => ({ problem: failureText(params.error) })),
  },
}).createMachine({
  id: 'billingPrint',
  description: 'Billing selection and printing: tick rows into the print cart (at most 500), then print them as one PDF or a zip.',
  context: { selected: [], onePage: true, problem: null, notice: null },
  initial: 'nothingSelected',
  states: {
    nothingSelected: {
      description: 'No row ticked: no badge count, no print icon, no select-all box; the cart says it is empty.',
      on: {
        ...selectionChanges,
        'cart.open': { target: 'emptyCart', actions: 'sayCartEmpty' },
      },
    },
    emptyCart: {
      description: "'No Billing Records to print in the cart, Please select at least one to print!'",
      tags: ['emptyCart'],
      on: { 'alert.dismiss': { target: 'nothingSelected', actions: 'clearProblem' } },
    },
    sorting: {
      description: 'Counts the cart after a tick: empty, refused (full, or the row already in it) or holding rows.',
      always: [
        { guard: 'cartIsEmpty', target: 'nothingSelected' },
        { guard: 'wasRefused', target: 'selected.browsing.refused' },
        { target: 'selected.browsing.ready' },
      ],
    },
    selected: {
      description: 'Rows ticked: the badge counts them (1 to 500), the print icon and the select-all box show.',
      tags: ['cartBadge', 'selectAll'],
      initial: 'browsing',
      states: {
        browsing: {
          description: 'The listing: tick and untick rows, select-all over the rows on screen, clear, or open the print modal.',
          initial: 'ready',
          on: {
            ...selectionChanges,
            'selection.clear': { target: '#billingPrint.nothingSelected', actions: 'clearSelection' },
            'cart.open': { target: 'printModal', actions: 'clearMessages' },
          },
          states: {
            ready: {
              description: 'The cart as ticked; nothing to report.',
            },
            refused: {
              description: "A tick was refused: 'At most 500 billing records can be printed at a time.' or the row is already in the cart.",
              tags: ['error'],
              on: { 'alert.dismiss': { target: 'ready', actions: 'clearProblem' } },
            },
            printed: {
              description: "Done: '{file} has been downloaded.'; the rows stay ticked for another print.",
              on: { 'alert.dismiss': { target: 'ready', actions: 'clearNotice' } },
            },
          },
        },
        printModal: {
          description: 'The print modal: the ticked rows as one combined PDF or as a zip of one PDF per case.',
          tags: ['printModal'],
          initial: 'choosing',
          states: {
            choosing: {
              description: 'One PDF (the default) or a zip of separate reports per case; Print or Cancel.',
              on: {
                'print.choose': { actions: { type: 'choose', params: eventChoice } },
                'print.submit': { target: 'printing' },
                'print.cancel': { target: '#billingPrint.selected.browsing' },
              },
            },
            printing: {
              description: 'Makes the file from the ticked rows and downloads it; the modal waits.',
              tags: ['busy'],
              invoke: {
                id: 'printBilling',
                src: 'printBilling',
                input: ({ context }): BillingPrintRequest => ({ rows: [...context.selected], onePage: context.onePage }),
                onDone: {
                  target: '#billingPrint.selected.browsing.printed',
                  actions: { type: 'announcePrinted', params: ({ event }) => ({ fileName: event.output.fileName }) },
                },
                onError: { target: 'failed', actions: { type: 'recordFailure', params: ({ event }) => ({ error: event.error }) } },
              },
            },
            failed: {
              description: "The print failed: the server's message (or 'Network Error.'); the rows stay ticked to try again.",
              tags: ['error'],
              on: {
                'print.choose': { target: 'choosing', actions: { type: 'choose', params: eventChoice } },
                'print.submit': { target: 'printing', actions: 'clearProblem' },
                'print.cancel': backToListing,
              },
            },
          },
        },
      },
    },
  },
});
