import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { billingPrintMachine, type BillingPrintRequest, type BillingPrintResult, type BillingPrintRow } from '../../machines/billing-print.machine';
import { BILL_A, BILL_B, BILLS_ON_SCREEN, OVERFULL_PAGE } from '../../machines/billing-print.samples';
import { ApiError } from '../../src/api/errors';
import { messages } from '../../src/domain/messages';
import { billingCartBadge, selectAllState } from '../../src/domain/requisitions/billing-selection';
import { expectDescribedAndNamed } from './support/machine-rules';
import { registryEntry } from './support/registry-entry';

/** The page's machine against a fake print that records what it was asked and names the file it downloaded. */
function start(print: (request: BillingPrintRequest) => Promise<BillingPrintResult> = () => Promise.resolve({ fileName: 'billing.pdf' })) {
  const requests: BillingPrintRequest[] = [];
  const machine = billingPrintMachine.provide({
    actors: {
      printBilling: fromPromise<BillingPrintResult, BillingPrintRequest>(({ input }) => {
        requests.push(input);
        return print(input);
      }),
    },
  });
  return { actor: createActor(machine).start(), requests };
}

type Actor = ReturnType<typeof start>['actor'];

const settled = (actor: Actor) => waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
/** The cart's rows by their identity, the control number (A and B share an id). */
const ids = (actor: Actor) => actor.getSnapshot().context.selected.map((row) => row.lfControlNumber);
const badge = (actor: Actor) => billingCartBadge(actor.getSnapshot().context.selected);
const tags = (actor: Actor) => [...actor.getSnapshot().tags].sort();

/** Rows of another search, none of them A or B. */
const page = (from: number, count: number): BillingPrintRow[] =>
  Array.from({ length: count }, (_, index) => ({
    id: from + index,
    lfControlNumber: `LF2026090100${String(from + index).padStart(3, '0')}`,
    referenceNumber: `TL/2026/${from + index}`,
    billSentDate: '2026-09-01',
  }));

/** Ticks the cart full over ten pages of 50, as a user would. */
function fillCart(actor: Actor) {
  for (let pageNo = 0; pageNo < 10; pageNo += 1) actor.send({ type: 'rows.toggleAll', rows: page(1000 + pageNo * 50, 50) });
}

describe('billing print machine', () => {
  it('every state is described and every guard and action is named', () => {
    expectDescribedAndNamed(registryEntry('billing-print'));
  });

  describe('ticking rows', () => {
    it('shows no badge and no select-all box until a row is ticked', () => {
      const { actor } = start();
      expect(tags(actor)).toEqual([]);
      actor.send({ type: 'row.toggle', row: BILL_A });
      expect(tags(actor)).toEqual(['cartBadge', 'selectAll']);
    });

    it('counts the ticked rows in the badge as they are ticked and unticked', () => {
      const { actor } = start();
      actor.send({ type: 'row.toggle', row: BILL_A });
      actor.send({ type: 'row.toggle', row: BILL_B });
      expect(badge(actor)).toBe('2');
      actor.send({ type: 'row.toggle', row: BILL_A });
      expect(badge(actor)).toBe('1');
      expect(ids(actor)).toEqual([BILL_B.lfControlNumber]);
      actor.send({ type: 'row.toggle', row: BILL_B, selected: false });
      expect(actor.getSnapshot().matches('nothingSelected')).toBe(true);
    });

    it('knows a requisition and a parcel land request of the same id apart, by control number', () => {
      expect(BILL_B.id).toBe(BILL_A.id);
      const { actor } = start();
      actor.send({ type: 'row.toggle', row: BILL_A, selected: true });
      actor.send({ type: 'row.toggle', row: BILL_B, selected: true });
      expect(ids(actor)).toEqual([BILL_A.lfControlNumber, BILL_B.lfControlNumber]);
      expect(actor.getSnapshot().context.problem).toBeNull();
      expect(selectAllState(actor.getSnapshot().context.selected, BILLS_ON_SCREEN)).toBe('all');
      actor.send({ type: 'row.toggle', row: BILL_B, selected: false });
      expect(ids(actor)).toEqual([BILL_A.lfControlNumber]);
    });

    it('refuses a row already in the cart with an error and keeps the count', () => {
      const { actor } = start();
      actor.send({ type: 'row.toggle', row: BILL_A, selected: true });
      actor.send({ type: 'row.toggle', row: BILL_A, selected: true });
      expect(ids(actor)).toEqual([BILL_A.lfControlNumber]);
      expect(actor.getSnapshot().hasTag('error')).toBe(true);
      expect(actor.getSnapshot().context.problem).toBe(messages.billingAlreadyInCart);
      actor.send({ type: 'alert.dismiss' });
      expect(actor.getSnapshot().hasTag('error')).toBe(false);
      expect(actor.getSnapshot().context.problem).toBeNull();
    });

    it('ignores unticking a row that is not in the cart', () => {
      const { actor } = start();
      actor.send({ type: 'row.toggle', row: BILL_A });
      expect(actor.getSnapshot().can({ type: 'row.toggle', row: BILL_B, selected: false })).toBe(false);
    });

    it('the next tick clears a refusal', () => {
      const { actor } = start();
      actor.send({ type: 'row.toggle', row: BILL_A });
      actor.send({ type: 'row.toggle', row: BILL_A, selected: true });
      actor.send({ type: 'row.toggle', row: BILL_B });
      expect(actor.getSnapshot().context.problem).toBeNull();
      expect(actor.getSnapshot().matches({ selected: { browsing: 'ready' } })).toBe(true);
    });
  });

  describe('the cap of 500', () => {
    it('holds 500 rows, shows 500 in the badge and refuses the 501st tick', () => {
      const { actor } = start();
      fillCart(actor);
      expect(badge(actor)).toBe('500');
      actor.send({ type: 'row.toggle', row: BILL_A });
      expect(ids(actor)).toHaveLength(500);
      expect(ids(actor)).not.toContain(BILL_A.lfControlNumber);
      expect(actor.getSnapshot().context.problem).toBe('At most 500 billing records can be printed at a time.');
      expect(actor.getSnapshot().hasTag('error')).toBe(true);
    });

    it('unticking a row of a full cart makes room for another', () => {
      const { actor } = start();
      fillCart(actor);
      actor.send({ type: 'row.toggle', row: page(1000, 1)[0]! });
      actor.send({ type: 'row.toggle', row: BILL_A });
      expect(ids(actor)).toHaveLength(500);
      expect(ids(actor)).toContain(BILL_A.lfControlNumber);
      expect(actor.getSnapshot().context.problem).toBeNull();
    });

    it('select-all fills the cart to 500 in screen order and refuses the rest', () => {
      const { actor } = start();
      actor.send({ type: 'rows.toggleAll', rows: [...OVERFULL_PAGE] });
      expect(ids(actor)).toEqual(OVERFULL_PAGE.slice(0, 500).map((row) => row.lfControlNumber));
      expect(actor.getSnapshot().context.problem).toBe(messages.billingCartFull(500));
    });
  });

  describe('select-all over the rows on screen', () => {
    it('ticks every row on screen once, keeping rows ticked on other pages', () => {
      const { actor } = start();
      const otherPage = page(500, 1)[0]!;
      actor.send({ type: 'row.toggle', row: otherPage });
      actor.send({ type: 'row.toggle', row: BILL_B });
      actor.send({ type: 'rows.toggleAll', rows: [...BILLS_ON_SCREEN] });
      expect(ids(actor)).toEqual([otherPage.lfControlNumber, BILL_B.lfControlNumber, BILL_A.lfControlNumber]);
      expect(selectAllState(actor.getSnapshot().context.selected, BILLS_ON_SCREEN)).toBe('all');
    });

    it('unticks the rows on screen when all of them are ticked, and leaves the others', () => {
      const { actor } = start();
      const otherPage = page(500, 1)[0]!;
      actor.send({ type: 'row.toggle', row: otherPage });
      actor.send({ type: 'rows.toggleAll', rows: [...BILLS_ON_SCREEN] });
      actor.send({ type: 'rows.toggleAll', rows: [...BILLS_ON_SCREEN] });
      expect(ids(actor)).toEqual([otherPage.lfControlNumber]);
      expect(actor.getSnapshot().hasTag('selectAll')).toBe(true);
    });

    it('unticking the only rows empties the cart', () => {
      const { actor } = start();
      actor.send({ type: 'rows.toggleAll', rows: [...BILLS_ON_SCREEN] });
      actor.send({ type: 'rows.toggleAll', rows: [...BILLS_ON_SCREEN] });
      expect(actor.getSnapshot().matches('nothingSelected')).toBe(true);
    });

    it('does nothing with no rows on screen', () => {
      const { actor } = start();
      expect(actor.getSnapshot().can({ type: 'rows.toggleAll', rows: [] })).toBe(false);
    });

    it('clear empties the cart', () => {
      const { actor } = start();
      actor.send({ type: 'rows.toggleAll', rows: [...BILLS_ON_SCREEN] });
      actor.send({ type: 'selection.clear' });
      expect(ids(actor)).toEqual([]);
      expect(tags(actor)).toEqual([]);
    });
  });

  describe('the cart', () => {
    it("opening an empty cart says 'No Billing Records to print in the cart, Please select at least one to print!'", () => {
      const { actor } = start();
      actor.send({ type: 'cart.open' });
      expect(actor.getSnapshot().hasTag('emptyCart')).toBe(true);
      expect(actor.getSnapshot().hasTag('printModal')).toBe(false);
      expect(actor.getSnapshot().context.problem).toBe('No Billing Records to print in the cart, Please select at least one to print!');
      actor.send({ type: 'alert.dismiss' });
      expect(actor.getSnapshot().matches('nothingSelected')).toBe(true);
      expect(actor.getSnapshot().context.problem).toBeNull();
    });

    it('opens the print modal with one PDF chosen; cancel keeps the rows ticked', () => {
      const { actor } = start();
      actor.send({ type: 'row.toggle', row: BILL_A });
      actor.send({ type: 'cart.open' });
      expect(actor.getSnapshot().hasTag('printModal')).toBe(true);
      expect(actor.getSnapshot().context.onePage).toBe(true);
      actor.send({ type: 'print.cancel' });
      expect(actor.getSnapshot().hasTag('printModal')).toBe(false);
      expect(ids(actor)).toEqual([BILL_A.lfControlNumber]);
    });

    it('no tick changes the cart while the print modal is open', () => {
      const { actor } = start();
      actor.send({ type: 'row.toggle', row: BILL_A });
      actor.send({ type: 'cart.open' });
      expect(actor.getSnapshot().can({ type: 'row.toggle', row: BILL_B })).toBe(false);
      expect(actor.getSnapshot().can({ type: 'selection.clear' })).toBe(false);
    });
  });

  describe('printing', () => {
    it('prints the ticked rows as one PDF by default and names the downloaded file', async () => {
      const { actor, requests } = start(() => Promise.resolve({ fileName: 'billing-summaries.pdf' }));
      actor.send({ type: 'row.toggle', row: BILL_B });
      actor.send({ type: 'row.toggle', row: BILL_A });
      actor.send({ type: 'cart.open' });
      actor.send({ type: 'print.submit' });
      expect(actor.getSnapshot().hasTag('busy')).toBe(true);
      expect(actor.getSnapshot().can({ type: 'print.cancel' })).toBe(false);
      await settled(actor);
      expect(requests).toEqual([{ rows: [BILL_B, BILL_A], onePage: true }]);
      expect(actor.getSnapshot().hasTag('printModal')).toBe(false);
      expect(actor.getSnapshot().context.notice).toBe('billing-summaries.pdf has been downloaded.');
      expect(ids(actor)).toEqual([BILL_B.lfControlNumber, BILL_A.lfControlNumber]);
    });

    it('sends onePage false when the zip of one PDF per case is chosen, and keeps the choice', async () => {
      const { actor, requests } = start(() => Promise.resolve({ fileName: 'billing-summaries.zip' }));
      actor.send({ type: 'rows.toggleAll', rows: [...BILLS_ON_SCREEN] });
      actor.send({ type: 'cart.open' });
      actor.send({ type: 'print.choose', onePage: false });
      actor.send({ type: 'print.submit' });
      await settled(actor);
      expect(requests).toEqual([{ rows: [BILL_A, BILL_B], onePage: false }]);
      actor.send({ type: 'cart.open' });
      expect(actor.getSnapshot().context.onePage).toBe(false);
      expect(actor.getSnapshot().context.notice).toBeNull();
    });

    it("a failed print shows the server's message in the modal and keeps the selection for another try", async () => {
      let fail = true;
      const { actor, requests } = start(() =>
        fail ? Promise.reject(new ApiError(500, messages.reportListingFailed)) : Promise.resolve({ fileName: 'billing.pdf' }),
      );
      actor.send({ type: 'row.toggle', row: BILL_A });
      actor.send({ type: 'cart.open' });
      actor.send({ type: 'print.submit' });
      await settled(actor);
      expect(actor.getSnapshot().hasTag('error')).toBe(true);
      expect(actor.getSnapshot().hasTag('printModal')).toBe(true);
      expect(actor.getSnapshot().context.problem).toBe(messages.reportListingFailed);
      expect(ids(actor)).toEqual([BILL_A.lfControlNumber]);
      fail = false;
      actor.send({ type: 'print.submit' });
      expect(actor.getSnapshot().context.problem).toBeNull();
      await settled(actor);
      expect(requests).toHaveLength(2);
      expect(actor.getSnapshot().matches({ selected: { browsing: 'printed' } })).toBe(true);
    });

    it("a failure without a message says 'Network Error.'; cancel closes the modal and the error", async () => {
      const { actor } = start(() => Promise.reject(new Error('')));
      actor.send({ type: 'row.toggle', row: BILL_A });
      actor.send({ type: 'cart.open' });
      actor.send({ type: 'print.submit' });
      await settled(actor);
      expect(actor.getSnapshot().context.problem).toBe(messages.networkError);
      actor.send({ type: 'print.cancel' });
      expect(actor.getSnapshot().matches({ selected: { browsing: 'ready' } })).toBe(true);
      expect(actor.getSnapshot().context.problem).toBeNull();
    });

    it('the printed notice ends with the next tick or its dismissal', async () => {
      const { actor } = start();
      actor.send({ type: 'row.toggle', row: BILL_A });
      actor.send({ type: 'cart.open' });
      actor.send({ type: 'print.submit' });
      await settled(actor);
      actor.send({ type: 'alert.dismiss' });
      expect(actor.getSnapshot().context.notice).toBeNull();
      actor.send({ type: 'cart.open' });
      actor.send({ type: 'print.submit' });
      await settled(actor);
      actor.send({ type: 'row.toggle', row: BILL_B });
      expect(actor.getSnapshot().context.notice).toBeNull();
    });
  });
});
