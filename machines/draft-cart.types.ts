/**
 * The words of the draft-cart machine (seed 001 §2.8, §4 "Draft cart", §5 "Reports", §8): the drafts the page
 * lists, the cart the user fills, and the submit-or-discard call.
 */

/** A drafted requisition as /loadAllRequisitions {drafted: true} lists it (the report row of seed 001 §3). */
export interface DraftRow {
  id: number;
  lfControlNumber: string;
  referenceNumber: string;
  appAddress?: string | undefined;
  lastUpdatedDate?: string | undefined;
  propertyType?: string | undefined;
}

/**
 * POST /submitOrDiscardDraftedDueDiligences without the login id (the screen adds it): `lfControlNos` are the
 * drafts acted on (the whole cart, or one row of it), `allLfControlNos` everything in the cart at that moment.
 */
export interface DraftActionRequest {
  lfControlNos: string[];
  allLfControlNos: string[];
  isSubmit: boolean;
}

/** The call answers true when done; false is the seed's 'Error'. */
export type DraftActionReply = boolean;

export interface DraftCartContext {
  /** Every draft of the firm, as last loaded. */
  drafts: readonly DraftRow[];
  /** The drafts the user picked, in the order picked; the badge counts them. */
  cart: readonly DraftRow[];
  /** The control numbers the running submit or discard acts on. */
  acting: readonly string[];
}

export type DraftCartEvent =
  /** A row's checkbox; without `selected` it flips. A row already in the cart is never added twice. */
  | { type: 'row.toggle'; lfControlNo: string; selected?: boolean }
  /** The header checkbox: every listed draft into the cart, or every listed draft out of it. */
  | { type: 'rows.toggleAll'; selected: boolean }
  | { type: 'cart.open' }
  | { type: 'alert.dismiss' }
  | { type: 'cart.remove'; lfControlNo: string }
  /** Without a control number the whole cart (bulk); with one, that draft alone. */
  | { type: 'cart.submit'; lfControlNo?: string }
  | { type: 'cart.discard'; lfControlNo?: string }
  /** The answers to 'Are you sure you want to discard …?'. */
  | { type: 'discard.confirm' }
  | { type: 'discard.cancel' }
  | { type: 'cart.close' }
  | { type: 'drafts.reload' };

export interface DraftCartNotice {
  message: string;
  tone: 'success' | 'error';
}

/** What the screen hears through `actorRef.on`: a toast to show. */
export type DraftCartEmitted = { type: 'notice'; notice: DraftCartNotice };
