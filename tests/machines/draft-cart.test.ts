import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  draftCartMachine,
  type DraftActionReply,
  type DraftActionRequest,
  type DraftCartNotice,
  type DraftRow,
} from '../../machines/draft-cart.machine';
import { DRAFT_A, DRAFT_B, DRAFTS } from '../../machines/draft-cart.samples';
import { ApiError } from '../../src/api/errors';
import { messages } from '../../src/domain/messages';
import { expectDescribedAndNamed } from './support/machine-rules';
import { registryEntry } from './support/registry-entry';

interface FakeServer {
  drafts?: () => Promise<DraftRow[]>;
  act?: (request: DraftActionRequest) => Promise<DraftActionReply>;
}

/** The page's machine against a fake server that records the draft actions and announces its toasts. */
function start(server: FakeServer = {}) {
  const requests: DraftActionRequest[] = [];
  let loads = 0;
  const machine = draftCartMachine.provide({
    actors: {
      loadDrafts: fromPromise<DraftRow[], undefined>(() => {
        loads += 1;
        return server.drafts?.() ?? Promise.resolve([...DRAFTS]);
      }),
      submitOrDiscard: fromPromise<DraftActionReply, DraftActionRequest>(({ input }) => {
        requests.push(input);
        return server.act?.(input) ?? Promise.resolve(true);
      }),
    },
  });
  const actor = createActor(machine).start();
  const notices: DraftCartNotice[] = [];
  actor.on('notice', ({ notice }) => notices.push(notice));
  return { actor, requests, notices, loads: () => loads };
}

type Actor = ReturnType<typeof start>['actor'];

const listed = (actor: Actor) => waitFor(actor, (snapshot) => snapshot.matches('listing'));
const settled = (actor: Actor) => waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
const cartOf = (actor: Actor) => actor.getSnapshot().context.cart.map((row) => row.lfControlNumber);
const A = DRAFT_A.lfControlNumber;
const B = DRAFT_B.lfControlNumber;

describe('draft cart machine', () => {
  it('every state is described and every guard and action is named', () => {
    expectDescribedAndNamed(registryEntry('draft-cart'));
  });

  describe('filling the cart', () => {
    it('ticking a row adds its draft once; ticking it again as selected adds nothing', async () => {
      const { actor } = start();
      await listed(actor);
      actor.send({ type: 'row.toggle', lfControlNo: A, selected: true });
      actor.send({ type: 'row.toggle', lfControlNo: A, selected: true });
      expect(cartOf(actor)).toEqual([A]);
      expect(actor.getSnapshot().can({ type: 'row.toggle', lfControlNo: A, selected: true })).toBe(false);
    });

    it('a toggle without a value flips the row in and out', async () => {
      const { actor } = start();
      await listed(actor);
      actor.send({ type: 'row.toggle', lfControlNo: B });
      expect(cartOf(actor)).toEqual([B]);
      actor.send({ type: 'row.toggle', lfControlNo: B });
      expect(cartOf(actor)).toEqual([]);
    });

    it('a control number that is not listed cannot be added', async () => {
      const { actor } = start();
      await listed(actor);
      expect(actor.getSnapshot().can({ type: 'row.toggle', lfControlNo: 'LF2026010100001' })).toBe(false);
    });

    it('select all adds only the drafts not yet in the cart, unselect all empties it', async () => {
      const { actor } = start();
      await listed(actor);
      actor.send({ type: 'row.toggle', lfControlNo: B, selected: true });
      actor.send({ type: 'rows.toggleAll', selected: true });
      expect(cartOf(actor)).toEqual([B, A]);
      actor.send({ type: 'rows.toggleAll', selected: false });
      expect(cartOf(actor)).toEqual([]);
    });
  });

  describe('the cart', () => {
    it("opening an empty cart says 'No Draft LR Records to Submit/Discard in the cart, Please select at least one!'", async () => {
      const { actor } = start();
      await listed(actor);
      actor.send({ type: 'cart.open' });
      expect(actor.getSnapshot().hasTag('alert')).toBe(true);
      expect(actor.getSnapshot().hasTag('cart')).toBe(false);
      actor.send({ type: 'alert.dismiss' });
      expect(actor.getSnapshot().matches({ listing: 'empty' })).toBe(true);
    });

    it('removing the last draft from the open cart closes it', async () => {
      const { actor } = start();
      await listed(actor);
      actor.send({ type: 'rows.toggleAll', selected: true });
      actor.send({ type: 'cart.open' });
      actor.send({ type: 'cart.remove', lfControlNo: A });
      expect(actor.getSnapshot().hasTag('cart')).toBe(true);
      actor.send({ type: 'cart.remove', lfControlNo: B });
      expect(actor.getSnapshot().matches('listing')).toBe(true);
      expect(cartOf(actor)).toEqual([]);
    });
  });

  describe('submitting and discarding', () => {
    it("submitting the cart sends every draft in it, says 'Draft successfully submitted', empties the cart and reloads", async () => {
      const { actor, requests, notices, loads } = start();
      await listed(actor);
      actor.send({ type: 'rows.toggleAll', selected: true });
      actor.send({ type: 'cart.open' });
      actor.send({ type: 'cart.submit' });
      await listed(actor);
      expect(requests).toEqual([{ lfControlNos: [A, B], allLfControlNos: [A, B], isSubmit: true }]);
      expect(notices).toEqual([{ message: messages.draftSubmitted, tone: 'success' }]);
      expect(cartOf(actor)).toEqual([]);
      expect(loads()).toBe(2);
    });

    it("discarding one draft of the cart sends that one, says 'Draft successfully discarded' and keeps the other", async () => {
      const { actor, requests, notices } = start();
      await listed(actor);
      actor.send({ type: 'rows.toggleAll', selected: true });
      actor.send({ type: 'cart.open' });
      actor.send({ type: 'cart.discard', lfControlNo: B });
      actor.send({ type: 'discard.confirm' });
      await listed(actor);
      expect(requests).toEqual([{ lfControlNos: [B], allLfControlNos: [A, B], isSubmit: false }]);
      expect(notices).toEqual([{ message: messages.draftDiscarded, tone: 'success' }]);
      expect(cartOf(actor)).toEqual([A]);
    });

    it("a false answer says 'Error' and keeps the cart open and full", async () => {
      const { actor, notices } = start({ act: () => Promise.resolve(false) });
      await listed(actor);
      actor.send({ type: 'row.toggle', lfControlNo: A, selected: true });
      actor.send({ type: 'cart.open' });
      actor.send({ type: 'cart.submit' });
      await settled(actor);
      expect(notices).toEqual([{ message: messages.error, tone: 'error' }]);
      expect(actor.getSnapshot().hasTag('cart')).toBe(true);
      expect(cartOf(actor)).toEqual([A]);
      expect(actor.getSnapshot().context.acting).toEqual([]);
    });

    it("a failed call shows the server's message", async () => {
      const { actor, notices } = start({ act: () => Promise.reject(new ApiError(409, messages.requisitionAlreadyHandled)) });
      await listed(actor);
      actor.send({ type: 'row.toggle', lfControlNo: A, selected: true });
      actor.send({ type: 'cart.open' });
      actor.send({ type: 'cart.discard' });
      actor.send({ type: 'discard.confirm' });
      await settled(actor);
      expect(notices).toEqual([{ message: messages.requisitionAlreadyHandled, tone: 'error' }]);
    });

    it('a discard asks first, naming the drafts, and sends nothing until confirmed (issue 18)', async () => {
      const { actor, requests } = start();
      await listed(actor);
      actor.send({ type: 'rows.toggleAll', selected: true });
      actor.send({ type: 'cart.open' });
      actor.send({ type: 'cart.discard', lfControlNo: B });
      const asking = actor.getSnapshot();
      expect(asking.hasTag('confirming')).toBe(true);
      expect(asking.hasTag('cart')).toBe(true);
      expect(asking.hasTag('busy')).toBe(false);
      expect(asking.context.acting).toEqual([B]);
      expect(messages.confirmDiscardDrafts(asking.context.acting)).toContain(B);
      expect(requests).toEqual([]);
    });

    it('Cancel on the question keeps every draft in the open cart', async () => {
      const { actor, requests } = start();
      await listed(actor);
      actor.send({ type: 'rows.toggleAll', selected: true });
      actor.send({ type: 'cart.open' });
      actor.send({ type: 'cart.discard' });
      expect(actor.getSnapshot().context.acting).toEqual([A, B]);
      actor.send({ type: 'discard.cancel' });
      const kept = actor.getSnapshot();
      expect(kept.matches('cartOpen')).toBe(true);
      expect(kept.context.acting).toEqual([]);
      expect(cartOf(actor)).toEqual([A, B]);
      expect(requests).toEqual([]);
    });

    it('a draft outside the cart cannot be submitted from it', async () => {
      const { actor } = start();
      await listed(actor);
      actor.send({ type: 'row.toggle', lfControlNo: A, selected: true });
      actor.send({ type: 'cart.open' });
      expect(actor.getSnapshot().can({ type: 'cart.submit', lfControlNo: B })).toBe(false);
    });
  });

  it('a failed load can be tried again', async () => {
    let fail = true;
    const { actor } = start({ drafts: () => (fail ? Promise.reject(new Error('down')) : Promise.resolve([...DRAFTS])) });
    await waitFor(actor, (snapshot) => snapshot.hasTag('error'));
    fail = false;
    actor.send({ type: 'drafts.reload' });
    await listed(actor);
    expect(actor.getSnapshot().context.drafts).toEqual(DRAFTS);
  });
});
