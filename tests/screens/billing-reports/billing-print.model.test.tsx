import { act, screen, within } from '@testing-library/react';
import type * as XStateReact from '@xstate/react';
import { afterEach, beforeEach, describe, expect, vi } from 'vitest';
import type { AnyEventObject, SnapshotFrom } from 'xstate';
import type { BillingPrintEvent, billingPrintMachine, BillingPrintRow } from '../../../machines/billing-print.machine';
import { BILL_A, BILL_B, BILLS_ON_SCREEN } from '../../../machines/billing-print.samples';
import type { BillingRow } from '../../../src/api/billing';
import { BillingReportsPage } from '../../../src/app/screens/billing-reports/BillingReportsPage';
import type { PrintBillingLogic } from '../../../src/app/screens/billing-reports/use-billing-print-actor';
import { PAGE_SIZES } from '../../../src/domain/constants';
import { messages } from '../../../src/domain/messages';
import { billingCartBadge, selectAllState } from '../../../src/domain/requisitions/billing-selection';
import { billingRow, billingRoutes } from '../../../stories/billing-reports/billing-api';
import { ActorScript, settle } from '../../machines/support/scripted-actors';
import { inspectNextActor } from '../document-centre/inspected-actors';
import { coveringCases } from '../support/covering-paths';
import {
  itReplaysEachPath,
  pathTitle,
  replayOnScreen,
  singleInputScreenModel,
  stubScrollToEachTest,
  type ActorProbe,
  type ModelPath,
  type UserSees,
} from '../support/screen-model';
import { renderSignedInPage, user } from '../support/signed-in-page';

vi.mock('@xstate/react', async (importOriginal) => {
  const { withInspectedActors } = await import('../document-centre/inspected-actors');
  return withInspectedActors(await importOriginal<typeof XStateReact>());
});

/**
 * The billing-print model of tests/machines/billing-print.test.ts, replayed on the rendered BILLING page: the model's
 * two rows on screen (BILL_A, BILL_B) are rows of the stories' in-memory billing server, the print is a scripted
 * `printBilling` (the page's prop), so the model's done/error events settle it, and the other events are what a user
 * does: a row's checkbox, the header checkbox, the cart button or the print icon, the empty-cart alert's OK, the print
 * modal's radios, Print and Cancel, Clear selection and the Dismiss of a refusal or notice. After every step the test checks what the user sees: the ticked boxes, the badge,
 * the header checkbox and the print icon, the refusal (role=alert) and the printed notice (role=status), the empty-cart
 * alert, the print modal with its count, its choice, its busy Print button and its failure alert.
 *
 * What the page cannot do (see `noControl`); those steps are sent to the page's actor, and their titles say so:
 * - the header checkbox shows only once a row is ticked, so a select-all on an empty cart has no control;
 * - the model's overfull page holds 501 rows, and a page shows at most 50;
 * - a ticked row's checkbox only unticks it, so ticking a row already in the cart (the "already in the cart"
 *   refusal) has no control;
 * - a radio already checked sends nothing, so choosing the choice already made has no control.
 */

type PrintSnapshot = SnapshotFrom<typeof billingPrintMachine>;

const { entry, model, coverage } = singleInputScreenModel('billing-print');
const PATH = '/billing-reports';
const HEADER_BOX = 'Select every billing record on this page';
const PRINT_TITLE = 'Print Billing Summary';
const PRINT_ICON = 'Print the selected billing summaries';
const ONE_PDF = 'One PDF with every summary';
const ZIP = 'A zip with one PDF per case';

/**
 * The model's rows as the server lists them: its id, control no., reference, sent date and case, the rest from the
 * stories' row. The clock is set to the model's print day, so both rows fall in the default two-month range.
 */
const asListed = (row: BillingPrintRow): BillingRow => ({
  ...billingRow(row.id),
  ...row,
  ...(row.lfControlNumber.startsWith('PL') ? { source: 'otherService', serviceType: 'Parcel Land', propertyId: undefined, checkListId: null } : {}),
});
const ROWS: readonly BillingRow[] = BILLS_ON_SCREEN.map(asListed);
const TODAY = new Date('2026-11-05T12:00:00+08:00');

/** The listing's grid, found once the page has rendered: it stays for the whole path. */
let grid: HTMLElement | null = null;

function table() {
  if (!grid?.isConnected) throw new Error('The billing listing is not on the page.');
  return within(grid);
}

const page = () => within(screen.getByRole('region', { name: 'BILLING' }));
const rowBox = (row: BillingPrintRow) => table().getByRole('checkbox', { name: `Select ${row.lfControlNumber} to print` });
const headerBox = () => table().queryByRole('checkbox', { name: HEADER_BOX });
const printDialog = () => screen.queryByRole('dialog', { name: PRINT_TITLE });
const emptyAlert = () => screen.queryByRole('alertdialog', { name: messages.emptyBillingCart });
const inCart = (selected: readonly BillingPrintRow[], row: BillingPrintRow) =>
  selected.some((ticked) => ticked.lfControlNumber === row.lfControlNumber);

/**
 * The listing as the user sees it: each row's box ticked when it is in the cart, the badge counting the cart, the
 * header checkbox and the print icon once something is ticked, the refusal and the printed notice.
 */
function expectListing(expected: PrintSnapshot) {
  const { selected, problem, notice } = expected.context;
  for (const row of BILLS_ON_SCREEN) expect(rowBox(row), row.lfControlNumber).toHaveProperty('checked', inCart(selected, row));
  expect(page().getByRole('button', { name: `Cart, ${billingCartBadge(selected)} selected` })).toBeInTheDocument();
  const header = headerBox();
  const icon = page().queryByRole('button', { name: PRINT_ICON });
  if (expected.hasTag('selectAll')) {
    const state = selectAllState(selected, BILLS_ON_SCREEN);
    expect(header, 'the header checkbox').toHaveProperty('checked', state === 'all');
    expect(header, 'the header checkbox').toHaveProperty('indeterminate', state === 'some');
    expect(icon, 'the print icon').toBeInTheDocument();
  } else {
    expect(header, 'the header checkbox').not.toBeInTheDocument();
    expect(within(table().getAllByRole('columnheader')[0] ?? document.body).getByText('Select to Print')).toBeInTheDocument();
    expect(icon, 'the print icon').not.toBeInTheDocument();
  }
  const alerts = page()
    .queryAllByRole('alert')
    .map((node) => node.textContent);
  expect(alerts, 'the refusal').toEqual(expected.hasTag('error') ? [`${problem} Dismiss`] : []);
  const statuses = page()
    .queryAllByRole('status')
    .map((node) => node.textContent);
  expect(statuses, 'the printed notice').toEqual(notice === null ? [] : [`${notice} Dismiss`]);
  expect(printDialog(), 'the print modal').not.toBeInTheDocument();
}

/** The print modal: the count of ticked rows, the choice, Print busy while printing, the failure in an alert. */
function expectPrintModal(expected: PrintSnapshot, { busy, failed }: { busy: boolean; failed: boolean }) {
  const dialog = printDialog();
  if (!dialog) throw new Error('The print modal is not open.');
  const inDialog = within(dialog);
  const count = expected.context.selected.length;
  expect(inDialog.getByText(count === 1 ? '1 billing record is selected.' : `${count} billing records are selected.`)).toBeInTheDocument();
  const { onePage } = expected.context;
  expect(inDialog.getByRole('radio', { name: ONE_PDF }), ONE_PDF).toHaveProperty('checked', onePage);
  expect(inDialog.getByRole('radio', { name: ZIP }), ZIP).toHaveProperty('checked', !onePage);
  for (const name of [ONE_PDF, ZIP]) expect(inDialog.getByRole('radio', { name })).toHaveProperty('disabled', busy);
  const print = inDialog.getByRole('button', { name: 'Print' });
  if (busy) expect(print).toHaveAttribute('data-pending', 'true');
  else expect(print).not.toHaveAttribute('data-pending');
  expect(inDialog.getByRole('button', { name: 'Cancel' })).toHaveProperty('disabled', busy);
  const failure = inDialog.queryAllByRole('alert').map((node) => node.textContent);
  expect(failure, 'the failure in the modal').toEqual(failed ? [expected.context.problem] : []);
  expect(emptyAlert()).not.toBeInTheDocument();
}

const userSees: UserSees<unknown, PrintSnapshot> = {
  nothingSelected: (_, expected) => {
    expectListing(expected);
    expect(emptyAlert()).not.toBeInTheDocument();
  },
  emptyCart: (_, expected) => {
    const alert = emptyAlert();
    expect(alert, 'the empty-cart alert').toBeInTheDocument();
    expect(expected.context.problem).toBe(messages.emptyBillingCart);
    expect(within(alert ?? document.body).getByRole('button', { name: 'OK' })).toBeInTheDocument();
    expect(printDialog()).not.toBeInTheDocument();
  },
  'selected.browsing.ready': (_, expected) => expectListing(expected),
  'selected.browsing.refused': (_, expected) => expectListing(expected),
  'selected.browsing.printed': (_, expected) => expectListing(expected),
  'selected.printModal.choosing': (_, expected) => expectPrintModal(expected, { busy: false, failed: false }),
  'selected.printModal.printing': (_, expected) => expectPrintModal(expected, { busy: true, failed: false }),
  'selected.printModal.failed': (_, expected) => expectPrintModal(expected, { busy: false, failed: true }),
};

/**
 * Why no control on the page sends this event in this state (see the note at the top), or null when one does. The
 * step then goes to the page's actor.
 */
function noControl(event: BillingPrintEvent, before: PrintSnapshot): string | null {
  switch (event.type) {
    case 'row.toggle':
      return event.selected === true && inCart(before.context.selected, event.row) ? 'a ticked box only unticks' : null;
    case 'rows.toggleAll':
      if (event.rows.length > Math.max(...PAGE_SIZES)) return `${event.rows.length} rows: a page shows at most ${Math.max(...PAGE_SIZES)}`;
      return before.hasTag('selectAll') ? null : 'no header box until a row is ticked';
    case 'print.choose':
      return event.onePage === before.context.onePage ? 'already chosen: a checked radio sends nothing' : null;
    default:
      return null;
  }
}

function settled(effect: () => void): Promise<void> {
  return act(async () => {
    effect();
    await settle();
  });
}

async function replayStep(event: AnyEventObject, script: ActorScript, probe: ActorProbe, before: PrintSnapshot): Promise<void> {
  const done = /^xstate\.done\.actor\.(.+)$/.exec(event.type)?.[1];
  const failed = /^xstate\.error\.actor\.(.+)$/.exec(event.type)?.[1];
  if (done) return settled(() => script.resolve(done, event.output));
  if (failed) return settled(() => script.reject(failed, new Error(String(event.error))));
  const printEvent = event as BillingPrintEvent;
  if (noControl(printEvent, before) !== null) return settled(() => probe.actor.send(printEvent));
  const person = user();
  const inDialog = () => within(printDialog() ?? document.body);
  switch (printEvent.type) {
    case 'row.toggle':
      return person.click(rowBox(printEvent.row));
    case 'rows.toggleAll': {
      // The page sends the rows on screen: the model's page, in the listing's order.
      const shown = BILLS_ON_SCREEN.map((row) => row.lfControlNumber).sort();
      expect(printEvent.rows.map((row) => row.lfControlNumber).sort(), 'the rows the header checkbox toggles').toEqual(shown);
      const box = headerBox();
      if (!box) throw new Error('The header checkbox is not on screen.');
      return person.click(box);
    }
    case 'cart.open':
      // After a print the user prints again from the print icon; otherwise the cart button.
      return person.click(page().getByRole('button', before.context.notice === null ? { name: /^Cart, / } : { name: PRINT_ICON }));
    case 'alert.dismiss':
      // The empty-cart alert's OK; the refusal's or the printed notice's Dismiss.
      if (before.hasTag('emptyCart')) return person.click(within(emptyAlert() ?? document.body).getByRole('button', { name: 'OK' }));
      return person.click(page().getByRole('button', { name: 'Dismiss' }));
    case 'selection.clear':
      return person.click(page().getByRole('button', { name: 'Clear selection' }));
    case 'print.choose':
      return person.click(inDialog().getByRole('radio', { name: printEvent.onePage ? ONE_PDF : ZIP }));
    case 'print.submit':
      return person.click(inDialog().getByRole('button', { name: 'Print' }));
    case 'print.cancel':
      return person.click(inDialog().getByRole('button', { name: 'Cancel' }));
  }
  throw new Error(`No user action replays "${event.type}" on the BILLING page.`);
}

let cleanup: () => void = () => undefined;
afterEach(() => cleanup());

async function replayPath(path: ModelPath) {
  const script = new ActorScript();
  const probe = coverage.probe();
  const printBilling = script.actorsFor(entry.machine).printBilling as PrintBillingLogic;
  const release = inspectNextActor('billingPrint', probe.inspect);
  const rendered = renderSignedInPage({ routes: billingRoutes(ROWS), path: PATH, page: () => <BillingReportsPage printBilling={printBilling} /> });
  cleanup = () => {
    release();
    rendered.cleanup();
    grid = null;
  };
  await screen.findByRole('checkbox', { name: `Select ${BILL_B.lfControlNumber} to print` });
  grid = screen.getByRole('grid', { name: 'Billing records' });
  await replayOnScreen({
    path,
    probe,
    coverage,
    router: null,
    userSees,
    replayStep: (event, current) => replayStep(event, script, probe, current()),
    flowName: 'billing print',
  });
}

const ROW_NAMES = new Map([
  [BILL_A.lfControlNumber, 'A'],
  [BILL_B.lfControlNumber, 'B'],
]);

function stepLabel(event: AnyEventObject, before: PrintSnapshot | undefined): string {
  const printEvent = event as BillingPrintEvent;
  const why = before ? noControl(printEvent, before) : null;
  const sent = (what: string) => (why === null ? what : `${what} (${why}: sent to the actor)`);
  switch (printEvent.type) {
    case 'row.toggle': {
      const name = `row ${ROW_NAMES.get(printEvent.row.lfControlNumber) ?? printEvent.row.lfControlNumber}`;
      const ticked = before ? inCart(before.context.selected, printEvent.row) : false;
      if (printEvent.selected === true && ticked) return sent(`tick ${name} again`);
      return sent(ticked ? `untick ${name}` : `tick ${name}`);
    }
    case 'rows.toggleAll':
      return sent(
        printEvent.rows.length > BILLS_ON_SCREEN.length ? `select all ${printEvent.rows.length} rows of an overfull page` : 'click the header box',
      );
    case 'selection.clear':
      return 'press Clear selection';
    case 'cart.open':
      return before?.context.notice ? 'press the print icon' : 'press the cart';
    case 'alert.dismiss':
      return before?.hasTag('emptyCart') ? 'press OK' : before?.context.notice ? 'dismiss the notice' : 'dismiss the refusal';
    case 'print.choose':
      return sent(printEvent.onePage ? 'choose one PDF' : 'choose the zip');
    case 'print.submit':
      return 'press Print';
    case 'print.cancel':
      return 'press Cancel';
  }
  if (event.type === 'xstate.done.actor.printBilling') return 'the file is downloaded';
  if (event.type === 'xstate.error.actor.printBilling') return 'the print fails';
  return event.type;
}

/** pathTitle with the state before each step, which says whether the step had a control. */
function titleOf(path: ModelPath): string {
  // pathTitle labels the steps after xstate.init in order; each gets the state it was taken from.
  const previous = path.steps.flatMap((step, index) =>
    step.event.type === 'xstate.init' ? [] : [path.steps[index - 1]?.state as PrintSnapshot | undefined],
  );
  let next = 0;
  return pathTitle(path, (event) => stepLabel(event, previous[next++]));
}

// The covering set of the model's paths (tests/screens/support/covering-paths.ts), eventless steps (sorting →
// nothingSelected) included.
const cases = coveringCases(entry, model.paths, (path) => path).map((path) => [titleOf(path), path] as const);

describe('BILLING page, driven by the billing-print model', () => {
  stubScrollToEachTest();

  beforeEach(() => {
    // The model's print day: the sample rows were sent two and four days before it, inside the default range.
    vi.useFakeTimers({ now: TODAY, toFake: ['Date'] });
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  itReplaysEachPath({
    cases,
    replay: replayPath,
    coverage,
    coverageTitle: 'the paths replayed on the page reach every state and transition of the billing-print machine',
  });
});
