import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect } from 'vitest';
import type { AnyEventObject, SnapshotFrom } from 'xstate';
import type { draftCartMachine, DraftCartEvent } from '../../../machines/draft-cart.machine';
import { CART_TITLE } from '../../../src/app/screens/draft-requisitions/CartModal';
import { DraftRequisitionsPage } from '../../../src/app/screens/draft-requisitions/DraftRequisitionsPage';
import { DraftCartOverridesContext } from '../../../src/app/screens/draft-requisitions/use-draft-cart-actor';
import { messages } from '../../../src/domain/messages';
import { ActorScript, settle } from '../../machines/support/scripted-actors';
import { renderRequisitionsPage, toastMessages, user } from '../requisition-reports/requisitions-screen';
import { coveringCases } from '../support/covering-paths';
import {
  itReplaysEachPath,
  pathTitle,
  replayOnScreen,
  singleInputScreenModel,
  stubScrollToEachTest,
  type ModelPath,
  type UserSees,
} from '../support/screen-model';

/**
 * The draft-cart model of tests/machines/draft-cart.test.ts, replayed on the rendered DRAFT REQUISITION page:
 * its events are what a user does (ticking rows or the header box, the cart button, the modal's buttons), the
 * server's answers settle the faked `loadDrafts` and `submitOrDiscard` calls, and after every step the test
 * checks what the user sees: the ticked rows, the badge, the alert, the cart modal and the toasts.
 */

type CartSnapshot = SnapshotFrom<typeof draftCartMachine>;

const { entry, model, coverage } = singleInputScreenModel('draft-cart');
const PATH = '/draftedRequisition-reports';

let cleanup: () => void = () => undefined;
afterEach(() => cleanup());

const table = () => screen.getByRole('grid', { name: 'Draft requisitions' });
const cartDialog = () => screen.queryByRole('dialog', { name: CART_TITLE });
const emptyAlert = () => screen.queryByRole('alertdialog', { name: messages.emptyDraftCart });
const discardQuestion = () => screen.queryByRole('alertdialog', { name: messages.discardDraftTitle });

function rowOf(lfControlNo: string): HTMLElement {
  const row = within(table()).getByRole('button', { name: lfControlNo }).closest('[role="row"]');
  if (!(row instanceof HTMLElement)) throw new Error(`no row for ${lfControlNo}`);
  return row;
}

/** The listing as the user sees it: the drafts, the ticked ones are the cart, and the badge counts them. */
function expectListing(expected: CartSnapshot) {
  const { drafts, cart } = expected.context;
  const inCart = new Set(cart.map((row) => row.lfControlNumber));
  for (const draft of drafts) {
    expect(within(rowOf(draft.lfControlNumber)).getByRole('checkbox'), draft.lfControlNumber).toHaveProperty(
      'checked',
      inCart.has(draft.lfControlNumber),
    );
  }
  expect(screen.getByRole('button', { name: `Cart, ${cart.length} selected` })).toBeInTheDocument();
}

function expectNoOverlay() {
  expect(cartDialog()).not.toBeInTheDocument();
  expect(emptyAlert()).not.toBeInTheDocument();
}

function expectCart(expected: CartSnapshot, busy: boolean) {
  const dialog = cartDialog();
  if (!dialog) throw new Error('The cart modal is not open.');
  const shown = within(within(dialog).getByRole('grid', { name: 'Drafts in the cart' }))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);
  expect(shown).toEqual(expected.context.cart.map((row) => row.lfControlNumber));
  expect(within(dialog).getByRole('button', { name: 'Submit All' })).toHaveProperty('disabled', busy);
  expect(within(dialog).getByRole('button', { name: 'Discard All' })).toHaveProperty('disabled', busy);
}

const userSees: UserSees<unknown, CartSnapshot> = {
  loading: (_, expected) => {
    expect(table().closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
    if (expected.context.drafts.length === 0) expect(within(table()).getByText(messages.pleaseWait)).toBeInTheDocument();
    expect(cartDialog()).not.toBeInTheDocument();
  },
  failed: () => {
    // A toast of the step before may still be up: it is an alert too.
    expect(screen.getByText(messages.reportListingFailed).closest('[role="alert"]')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
  'listing.empty': (_, expected) => {
    expectListing(expected);
    expectNoOverlay();
  },
  'listing.filled': (_, expected) => {
    expectListing(expected);
    expectNoOverlay();
  },
  'listing.emptyCart': () => {
    expect(emptyAlert()).toBeInTheDocument();
  },
  cartOpen: (_, expected) => {
    expectCart(expected, false);
    expect(discardQuestion()).not.toBeInTheDocument();
  },
  confirmingDiscard: (_, expected) => {
    const question = discardQuestion();
    if (!question) throw new Error('The discard question is not shown.');
    expect(question).toHaveTextContent(messages.confirmDiscardDrafts(expected.context.acting));
    expect(
      within(question)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Cancel', 'Discard']);
    // The cart stays open under it (hidden from assistive technology while the question is up).
    expect(screen.getByRole('dialog', { name: CART_TITLE, hidden: true })).toBeInTheDocument();
  },
  submitting: (_, expected) => expectCart(expected, true),
  discarding: (_, expected) => expectCart(expected, true),
};

/** The header box of the listing: RAC's select-all checkbox. */
const headerBox = () => within(table()).getByRole('checkbox', { name: 'Select All' });

async function replayStep(event: AnyEventObject, script: ActorScript, current: () => CartSnapshot): Promise<void> {
  const person = user();
  const done = /^xstate\.done\.actor\.(.+)$/.exec(event.type)?.[1];
  const failed = /^xstate\.error\.actor\.(.+)$/.exec(event.type)?.[1];
  if (done || failed) {
    const before = current();
    await act(async () => {
      if (done) script.resolve(done, event.output);
      if (failed) script.reject(failed, new Error(String(event.error)));
      await settle();
    });
    if (done === 'submitOrDiscard' || failed === 'submitOrDiscard') await expectToast(event, before);
    return;
  }
  const cartEvent = event as DraftCartEvent;
  const inDialog = () => within(cartDialog() ?? document.body);
  switch (cartEvent.type) {
    case 'row.toggle':
      return person.click(within(rowOf(cartEvent.lfControlNo)).getByRole('checkbox'));
    case 'rows.toggleAll':
      return person.click(headerBox());
    case 'cart.open':
      return person.click(screen.getByRole('button', { name: /^Cart, / }));
    case 'alert.dismiss':
      return person.click(within(emptyAlert() ?? document.body).getByRole('button', { name: 'OK' }));
    case 'cart.remove':
      return person.click(inDialog().getByRole('button', { name: `Remove ${cartEvent.lfControlNo}` }));
    case 'cart.submit':
      return person.click(inDialog().getByRole('button', { name: cartEvent.lfControlNo ? `Submit ${cartEvent.lfControlNo}` : 'Submit All' }));
    case 'cart.discard':
      return person.click(inDialog().getByRole('button', { name: cartEvent.lfControlNo ? `Discard ${cartEvent.lfControlNo}` : 'Discard All' }));
    case 'cart.close':
      // The modal header's close button.
      return person.click(inDialog().getByRole('button', { name: 'Close' }));
    case 'drafts.reload':
      return person.click(screen.getByRole('button', { name: 'Try again' }));
    case 'discard.confirm':
      return person.click(within(discardQuestion() ?? document.body).getByRole('button', { name: 'Discard' }));
    case 'discard.cancel':
      return person.click(within(discardQuestion() ?? document.body).getByRole('button', { name: 'Cancel' }));
  }
}

/** The toast the answer to a submit or discard raises (seed 001 §8). */
async function expectToast(event: AnyEventObject, before: CartSnapshot) {
  const submitted = before.matches('submitting');
  const message = event.type.startsWith('xstate.error.')
    ? String(event.error)
    : event.output === true
      ? submitted
        ? messages.draftSubmitted
        : messages.draftDiscarded
      : messages.error;
  await waitFor(() => expect(toastMessages()).toContain(message));
}

async function replayPath(path: ModelPath) {
  const script = new ActorScript();
  const probe = coverage.probe();
  const fakes = script.actorsFor(entry.machine);
  const rendered = renderRequisitionsPage({
    page: DraftRequisitionsPage,
    path: PATH,
    server: { requisitions: [] },
    wrap: (page) => (
      <DraftCartOverridesContext.Provider value={{ loadDrafts: fakes.loadDrafts, submitOrDiscard: fakes.submitOrDiscard, inspect: probe.inspect }}>
        {page}
      </DraftCartOverridesContext.Provider>
    ),
  });
  cleanup = rendered.cleanup;
  await screen.findByRole('heading', { level: 1, name: 'DRAFT REQUISITION' });
  await replayOnScreen({
    path,
    probe,
    coverage,
    router: null,
    userSees,
    replayStep: (event, current) => replayStep(event, script, current),
    flowName: 'draft cart',
  });
}

function stepLabel(event: AnyEventObject): string {
  const cartEvent = event as DraftCartEvent;
  switch (cartEvent.type) {
    case 'row.toggle':
      return cartEvent.selected ? 'tick a draft' : 'untick a draft';
    case 'rows.toggleAll':
      return cartEvent.selected ? 'tick the header box' : 'untick the header box';
    case 'cart.open':
      return 'press the cart';
    case 'alert.dismiss':
      return 'press OK';
    case 'cart.remove':
      return 'remove a draft from the cart';
    case 'cart.submit':
      return cartEvent.lfControlNo ? 'submit one draft' : 'press Submit All';
    case 'cart.discard':
      return cartEvent.lfControlNo ? 'discard one draft' : 'press Discard All';
    case 'cart.close':
      return 'press Close';
    case 'drafts.reload':
      return 'press Try again';
    case 'discard.confirm':
      return 'press Discard';
    case 'discard.cancel':
      return 'press Cancel';
  }
  if (event.type === 'xstate.done.actor.loadDrafts') return 'the drafts arrive';
  if (event.type === 'xstate.error.actor.loadDrafts') return 'loading the drafts fails';
  if (event.type === 'xstate.done.actor.submitOrDiscard') return `the server answers ${String(event.output)}`;
  if (event.type === 'xstate.error.actor.submitOrDiscard') return 'the server refuses';
  return event.type;
}

// The covering set of the model's paths (tests/screens/support/covering-paths.ts).
const cases = coveringCases(entry, model.paths, (path) => path).map((path) => [pathTitle(path, stepLabel), path] as const);

describe('DRAFT REQUISITION page, driven by the draft-cart model', () => {
  stubScrollToEachTest();

  itReplaysEachPath({
    cases,
    replay: replayPath,
    coverage,
    coverageTitle: 'the paths replayed on the page reach every state and transition of the draft-cart machine',
  });
});
