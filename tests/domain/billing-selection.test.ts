import { describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/messages';
import {
  BILLING_CART_MAX,
  billingCartBadge,
  isCartFull,
  isKeyInCart,
  billingRowKey,
  selectAllState,
  tickRow,
  toggleAllOnScreen,
  type BillingPrintRow,
} from '../../src/domain/requisitions/billing-selection';

const row = (id: number): BillingPrintRow => ({
  id,
  lfControlNumber: `LF20261103${String(id).padStart(5, '0')}`,
  referenceNumber: `TL/2026/${id}`,
  billSentDate: '2026-11-03',
});

const rows = (from: number, count: number) => Array.from({ length: count }, (_, index) => row(from + index));
const idsOf = (selected: readonly BillingPrintRow[] | undefined) => selected?.map((kept) => kept.id);

const A = row(1);
const B = row(2);
const C = row(3);
const FULL = rows(100, BILLING_CART_MAX);

describe('the billing print cart', () => {
  it('takes at most 500 rows', () => {
    expect(BILLING_CART_MAX).toBe(500);
    expect(isCartFull(rows(100, 499))).toBe(false);
    expect(isCartFull(FULL)).toBe(true);
  });

  it('shows the count in the badge: 1 to 500, the cart never holding more', () => {
    expect(billingCartBadge([A])).toBe('1');
    expect(billingCartBadge(FULL)).toBe('500');
  });

  it('knows a row by its control number, so a requisition and a parcel land request with the same id stay apart', () => {
    expect(isKeyInCart([A], billingRowKey(A))).toBe(true);
    expect(isKeyInCart([A], billingRowKey(B))).toBe(false);
    expect(isKeyInCart([{ ...A, lfControlNumber: 'PL2026112700001' }], billingRowKey(A))).toBe(false);
  });
});

describe('ticking a row', () => {
  it('flips it in and out without a value', () => {
    expect(tickRow([], A)).toEqual({ selected: [A], problem: null });
    expect(tickRow([A, B], A)).toEqual({ selected: [B], problem: null });
  });

  it('adds a row at the end, keeping the order ticked', () => {
    expect(idsOf(tickRow([B], A, true)?.selected)).toEqual([B.id, A.id]);
  });

  it('refuses a row already in the cart when it is ticked again, keeping the cart', () => {
    expect(tickRow([A], A, true)).toEqual({ selected: [A], problem: messages.billingAlreadyInCart });
  });

  it('unticks a row in the cart, and changes nothing for a row not in it', () => {
    expect(tickRow([A, B], B, false)).toEqual({ selected: [A], problem: null });
    expect(tickRow([A], B, false)).toBeNull();
  });

  it("refuses the 501st row with 'At most 500 billing records can be printed at a time.'", () => {
    expect(tickRow(FULL, A)).toEqual({ selected: FULL, problem: 'At most 500 billing records can be printed at a time.' });
    expect(tickRow(FULL, A, true)?.problem).toBe(messages.billingCartFull(500));
  });

  it('still unticks a row of a full cart', () => {
    expect(tickRow(FULL, FULL[0]!)?.selected).toHaveLength(499);
  });
});

describe('the select-all box over the rows on screen', () => {
  it('is unchecked, indeterminate or checked as the rows on screen are ticked', () => {
    expect(selectAllState([], [A, B])).toBe('none');
    expect(selectAllState([C], [A, B])).toBe('none');
    expect(selectAllState([A], [A, B])).toBe('some');
    expect(selectAllState([B, A, C], [A, B])).toBe('all');
  });

  it('ticks the unticked rows on screen, each once, after those already ticked', () => {
    expect(toggleAllOnScreen([C, B], [A, B, A])).toEqual({ selected: [C, B, A], problem: null });
  });

  it('unticks the rows on screen when all are ticked, keeping rows of other pages', () => {
    expect(toggleAllOnScreen([A, C, B], [A, B])).toEqual({ selected: [C], problem: null });
  });

  it('fills the cart to 500 in screen order and refuses the rest', () => {
    const change = toggleAllOnScreen(rows(100, 498), [A, B, C]);
    expect(idsOf(change?.selected.slice(-2))).toEqual([A.id, B.id]);
    expect(change?.selected).toHaveLength(500);
    expect(change?.problem).toBe(messages.billingCartFull(500));
  });

  it('refuses every unticked row of a full cart and keeps it', () => {
    expect(toggleAllOnScreen(FULL, [A, FULL[0]!])).toEqual({ selected: FULL, problem: messages.billingCartFull(500) });
  });

  it('does nothing with no rows on screen', () => {
    expect(toggleAllOnScreen([A], [])).toBeNull();
  });
});
