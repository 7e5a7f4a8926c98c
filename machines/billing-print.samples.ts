import type { AnyEventObject, EventFromLogic, SnapshotFrom } from 'xstate';
import { messages } from '../src/domain/messages';
import { BILLING_CART_MAX } from '../src/domain/requisitions/billing-selection';
import type { billingPrintMachine, BillingPrintRow } from './billing-print.machine';
import { actorDone, actorError, type SampleEvents } from './registry';

/**
 * A billed requisition and a parcel land request of the demo firm, on the page at once. Their ids are the same, as
 * the ids of the two tables may be: the cart knows a row by its control number (LF… or PL…).
 */
export const BILL_A: BillingPrintRow = {
  id: 71,
  lfControlNumber: 'LF2026110300004',
  referenceNumber: 'TL/2026/014',
  billSentDate: '2026-11-03',
  propertyRefNo: 'PR-2026-0031',
};

export const BILL_B: BillingPrintRow = {
  id: 71,
  lfControlNumber: 'PL2026110500002',
  referenceNumber: 'TL/PL/2026/021',
  billSentDate: '2026-11-05',
  propertyRefNo: '',
};

/** The page on screen. */
export const BILLS_ON_SCREEN: readonly BillingPrintRow[] = [BILL_A, BILL_B];

/**
 * One more row than the cart takes, as if the user had ticked page after page at once: select-all over it fills
 * the cart to 500 and refuses the rest. A and B are not among them.
 */
export const OVERFULL_PAGE: readonly BillingPrintRow[] = Array.from({ length: BILLING_CART_MAX + 1 }, (_, index) => ({
  id: 10_000 + index,
  lfControlNumber: `LF20261001${String(index + 1).padStart(5, '0')}`,
  referenceNumber: `TL/2026/${String(index + 1).padStart(4, '0')}`,
  billSentDate: '2026-10-01',
}));

export const BILLING_PRINTED_FILE = 'billing-summaries-2026-11-05.pdf';

/** What a refused print says: the server's message. */
export const BILLING_PRINT_FAILURE = messages.reportListingFailed;

export const billingPrintSamples: SampleEvents<EventFromLogic<typeof billingPrintMachine>> = {
  'row.toggle': [
    { type: 'row.toggle', row: BILL_A },
    { type: 'row.toggle', row: BILL_A, selected: true },
    { type: 'row.toggle', row: BILL_B, selected: false },
  ],
  'rows.toggleAll': [
    { type: 'rows.toggleAll', rows: [...BILLS_ON_SCREEN] },
    { type: 'rows.toggleAll', rows: [...OVERFULL_PAGE] },
  ],
  'selection.clear': [{ type: 'selection.clear' }],
  'cart.open': [{ type: 'cart.open' }],
  'alert.dismiss': [{ type: 'alert.dismiss' }],
  'print.choose': [
    { type: 'print.choose', onePage: false },
    { type: 'print.choose', onePage: true },
  ],
  'print.submit': [{ type: 'print.submit' }],
  'print.cancel': [{ type: 'print.cancel' }],
  'xstate.done.actor.printBilling': [actorDone('printBilling', { fileName: BILLING_PRINTED_FILE })],
  'xstate.error.actor.printBilling': [actorError('printBilling', BILLING_PRINT_FAILURE)],
};

/**
 * Keeps the model to what a user can do and small enough to replay on the page: only enabled controls are pressed;
 * the overfull page is pressed on an empty cart only, and a full cart sees only the refused tick of A and a clear;
 * the print modal is walked from a cart holding A alone, and the zip is chosen only there (so the choice does not
 * double every cart).
 */
export function billingPrintAllows(snapshot: SnapshotFrom<typeof billingPrintMachine>, anyEvent: AnyEventObject): boolean {
  const event = anyEvent as EventFromLogic<typeof billingPrintMachine>;
  if (!event.type.startsWith('xstate.') && !snapshot.can(event)) return false;
  const { selected, onePage } = snapshot.context;
  const full = selected.length >= BILLING_CART_MAX;
  if (event.type === 'rows.toggleAll' && event.rows.length > BILLS_ON_SCREEN.length) return selected.length === 0;
  if (full)
    return (
      (event.type === 'row.toggle' && event.row.lfControlNumber === BILL_A.lfControlNumber && event.selected === undefined) ||
      event.type === 'selection.clear'
    );
  if (event.type === 'cart.open' && selected.length > 0) return selected.length === 1 && selected[0]?.lfControlNumber === BILL_A.lfControlNumber;
  // After the zip was chosen, only the print modal's own steps; the listing was walked with the default choice.
  if (!onePage && !snapshot.hasTag('printModal')) return event.type === 'alert.dismiss' || event.type === 'cart.open';
  return true;
}
