import type { AnyEventObject, EventFromLogic, SnapshotFrom } from 'xstate';
import { messages } from '../src/domain/messages';
import type { draftCartMachine, DraftRow } from './draft-cart.machine';
import { actorDone, actorError, type SampleEvents } from './registry';

/** Two drafts of the demo firm: enough for a single action next to a bulk one. */
export const DRAFT_A: DraftRow = {
  id: 41,
  lfControlNumber: 'LF2026110300004',
  referenceNumber: 'TL/2026/014',
  appAddress: '18 MARINA GARDENS DRIVE #12-05 SINGAPORE 018952',
  lastUpdatedDate: '03-Nov-2026 10:14:05',
  propertyType: 'CONDOMINIUM',
};

export const DRAFT_B: DraftRow = {
  id: 42,
  lfControlNumber: 'LF2026110500002',
  referenceNumber: 'TL/2026/021',
  appAddress: '7 JALAN KEMBANGAN SINGAPORE 419112',
  lastUpdatedDate: '05-Nov-2026 16:40:51',
  propertyType: 'LANDED',
};

export const DRAFTS: readonly DraftRow[] = [DRAFT_A, DRAFT_B];

/** What a refused call says: another user handled the draft first (the server's 409). */
export const DRAFT_ACTION_FAILURE = messages.requisitionAlreadyHandled;

export const draftCartSamples: SampleEvents<EventFromLogic<typeof draftCartMachine>> = {
  'row.toggle': [
    { type: 'row.toggle', lfControlNo: DRAFT_A.lfControlNumber, selected: true },
    { type: 'row.toggle', lfControlNo: DRAFT_A.lfControlNumber, selected: false },
  ],
  'rows.toggleAll': [
    { type: 'rows.toggleAll', selected: true },
    { type: 'rows.toggleAll', selected: false },
  ],
  'cart.open': [{ type: 'cart.open' }],
  'alert.dismiss': [{ type: 'alert.dismiss' }],
  'cart.remove': [{ type: 'cart.remove', lfControlNo: DRAFT_A.lfControlNumber }],
  'cart.submit': [{ type: 'cart.submit' }, { type: 'cart.submit', lfControlNo: DRAFT_A.lfControlNumber }],
  'cart.discard': [{ type: 'cart.discard' }, { type: 'cart.discard', lfControlNo: DRAFT_A.lfControlNumber }],
  'discard.confirm': [{ type: 'discard.confirm' }],
  'discard.cancel': [{ type: 'discard.cancel' }],
  'cart.close': [{ type: 'cart.close' }],
  'drafts.reload': [{ type: 'drafts.reload' }],
  'xstate.done.actor.loadDrafts': [actorDone('loadDrafts', DRAFTS)],
  'xstate.error.actor.loadDrafts': [actorError('loadDrafts', messages.networkError)],
  'xstate.done.actor.submitOrDiscard': [actorDone('submitOrDiscard', true), actorDone('submitOrDiscard', false)],
  'xstate.error.actor.submitOrDiscard': [actorError('submitOrDiscard', DRAFT_ACTION_FAILURE)],
};

/**
 * Keeps the model to what a user can do and small enough to replay on the page: only enabled controls are
 * pressed, the header box unticks only a fully ticked list, one draft alone is submitted only from a cart that
 * holds more, and the cart is opened and refused in a few fillings only (the others pass the same states).
 */
export function draftCartAllows(snapshot: SnapshotFrom<typeof draftCartMachine>, event: AnyEventObject): boolean {
  if (!event.type.startsWith('xstate.') && !snapshot.can(event as EventFromLogic<typeof draftCartMachine>)) return false;
  // Pressing the header box of a partly ticked list selects every draft.
  if (event.type === 'rows.toggleAll' && event.selected === false) {
    return snapshot.context.drafts.every((draft) => snapshot.context.cart.some((row) => row.lfControlNumber === draft.lfControlNumber));
  }
  if (event.type === 'xstate.error.actor.submitOrDiscard' || (event.type === 'xstate.done.actor.submitOrDiscard' && event.output !== true)) {
    return snapshot.context.cart.length === 1;
  }
  if (event.type === 'cart.open' && snapshot.context.cart.length > 0) return snapshot.context.cart[0]?.lfControlNumber === DRAFT_A.lfControlNumber;
  if ((event.type === 'cart.submit' || event.type === 'cart.discard') && typeof event.lfControlNo === 'string') {
    return snapshot.context.cart.length > 1;
  }
  return true;
}
