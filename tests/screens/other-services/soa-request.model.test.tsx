import { screen, within } from '@testing-library/react';
import type * as XStateReact from '@xstate/react';
import { afterEach, beforeEach, describe, expect, vi } from 'vitest';
import type { AnyEventObject, SnapshotFrom } from 'xstate';
import type { SoaMode, SoaRequestCriteria, SoaRequestEvent, SoaRequestInput, soaRequestMachine } from '../../../machines/soa-request.machine';
import {
  NON_SOA_CRITERIA,
  NON_SOA_NO_STREET,
  SAMPLE_SOA_KEY,
  SOA_CRITERIA,
  SOA_FROM_AFTER_TO,
  SOA_NO_DATES,
} from '../../../machines/soa-request.samples';
import { SOA_TITLES, SoaRequestPage } from '../../../src/app/screens/other-services/soa/SoaRequestPage';
import type { SoaSearchLogic, SoaSendLogic } from '../../../src/app/screens/other-services/soa/use-soa-actor';
import { toDisplayDate } from '../../../src/domain/display-date';
import { ActorScript } from '../../machines/support/scripted-actors';
import { inspectNextActor } from '../document-centre/inspected-actors';
import { coveringCases } from '../support/covering-paths';
import {
  itReplaysEachPath,
  pathTitle,
  screenModel,
  stubScrollToEachTest,
  type ActorProbe,
  type ModelPath,
  type UserSees,
} from '../support/screen-model';
import { renderSignedInPage, user } from '../support/signed-in-page';
import { answerCall, expectOnListing, expectPending, replayOnPage, settled } from './support';

vi.mock('@xstate/react', async (importOriginal) => {
  const { withInspectedActors } = await import('../document-centre/inspected-actors');
  return withInspectedActors(await importOriginal<typeof XStateReact>());
});

/**
 * The soa-request model of tests/machines/soa-request.test.ts, replayed on the two pages that run it: its 'soa' input
 * on STATEMENT OF ACCOUNT, its 'nonSoa' input on the non-requisition page. Its events are what a user does there:
 * the search form filled with the step's criteria (the From and To dates typed dd-MMM-yyyy, the property type's
 * radio, Blk/Hse No. and Street Name) and Search, a result's checkbox, the select-all checkbox and Send; the search
 * and the send are scripted actors (the page's `actors` prop) answering as the path says. The page's key maker is
 * crypto.randomUUID, stubbed to answer the model's key. After every step the page's actor must be at the model's
 * snapshot, and the page must show that state: the form with the criteria last searched, Search busy while a call
 * is out, the alert, 'Record Found' or the no-record message, the results with their ticks and the select-all box,
 * the busy Send, and once sent the other-services listing with the notice as a toast.
 *
 * What the page cannot do (see `noControl`); that step is sent to the page's actor, and its title says so:
 * - Send shows only over results, so the model's Send after a search that found nothing has no control.
 * The date fields' calendar is left out: the dates are typed dd-MMM-yyyy and taken on blur, and the model's criteria
 * hold the dates, not how they were chosen.
 */

type SoaSnapshot = SnapshotFrom<typeof soaRequestMachine>;

const { entry, models, coverage } = screenModel('soa-request');
const PATHS: Readonly<Record<SoaMode, string>> = { soa: '/othersvc-sao', nonSoa: '/othersvc-nonrqsoa' };
const GRID = 'Statement of account search results';
const SELECT_ALL = 'Select every result';
const PROPERTY_TYPES = { B: 'BUILDING', L: 'LAND' } as const;

const page = () => screen.getByRole('region', { name: /^STATEMENT OF ACCOUNT/ });
const inPage = () => within(page());
const grid = () => inPage().queryByRole('grid', { name: GRID });
const searchButton = () => inPage().getByRole('button', { name: 'Search' });
const sendButton = () => inPage().queryByRole('button', { name: 'Send' });

/** The search form showing these criteria: the dates as dd-MMM-yyyy, or the checked property type and the texts. */
function expectCriteria(criteria: SoaRequestCriteria) {
  const form = inPage();
  if (criteria.kind === 'soa') {
    expect(form.getByRole('textbox', { name: 'From' }), 'From').toHaveValue(toDisplayDate(criteria.fromDate));
    expect(form.getByRole('textbox', { name: 'To' }), 'To').toHaveValue(toDisplayDate(criteria.toDate));
    expect(form.getByRole('textbox', { name: 'Reference No.' }), 'Reference No.').toHaveValue(criteria.referenceNo);
  } else {
    for (const [code, name] of Object.entries(PROPERTY_TYPES)) {
      expect(form.getByRole('radio', { name }), name).toHaveProperty('checked', code === criteria.propType);
    }
    expect(form.getByRole('textbox', { name: 'Blk/Hse No.' }), 'Blk/Hse No.').toHaveValue(criteria.blk);
    expect(form.getByRole('textbox', { name: 'Street Name' }), 'Street Name').toHaveValue(criteria.street);
  }
}

/** The results: a row per result in the search's order, each box ticked as selected, the select-all box's state. */
function expectResults(expected: SoaSnapshot) {
  const { results, selected, mode } = expected.context;
  const table = grid();
  if (results.length === 0) {
    expect(table, 'the results table').not.toBeInTheDocument();
    expect(sendButton(), 'Send').not.toBeInTheDocument();
    return;
  }
  if (!table) throw new Error('The results table is not on the page.');
  const keys = results.map((row) => (mode === 'soa' ? row.lfControlNo : row.propActNo));
  const boxes = within(table).getAllByRole('checkbox', { name: /^Select (?!every result)/ });
  expect(
    boxes.map((box) => box.getAttribute('aria-label')),
    'the rows',
  ).toEqual(keys.map((key) => `Select ${key}`));
  boxes.forEach((box, index) => expect(box, `row ${index + 1}`).toHaveProperty('checked', selected.includes(keys[index] ?? '')));
  const all = within(table).getByRole('checkbox', { name: SELECT_ALL });
  expect(all, SELECT_ALL).toHaveProperty('checked', selected.length === results.length);
  expect(all, SELECT_ALL).toHaveProperty('indeterminate', selected.length > 0 && selected.length < results.length);
  expect(sendButton(), 'Send').toBeInTheDocument();
}

/** What every state shows: the form, Search busy while a call is out, the alert, the outcome, the results. */
function expectPage(expected: SoaSnapshot, { sending = false }: { sending?: boolean } = {}) {
  const { criteria, problem, outcome } = expected.context;
  expectCriteria(criteria);
  expectPending(searchButton(), expected.hasTag('busy'), 'Search');
  const alerts = inPage()
    .queryAllByRole('alert')
    .map((node) => node.textContent);
  expect(alerts, 'the alert').toEqual(expected.hasTag('error') ? [problem] : []);
  const statuses = inPage()
    .queryAllByRole('status')
    .map((node) => node.textContent);
  expect(statuses, 'the outcome').toEqual(outcome === null ? [] : [outcome]);
  if (expected.hasTag('results') || sending) {
    expectResults(expected);
    const send = sendButton();
    if (send) expectPending(send, sending, 'Send');
  } else {
    expect(grid(), 'the results table').not.toBeInTheDocument();
    expect(sendButton(), 'Send').not.toBeInTheDocument();
  }
}

const userSees: UserSees<null, SoaSnapshot> = {
  'search.ready': (_, expected) => expectPage(expected),
  'search.refused': (_, expected) => expectPage(expected),
  'search.failed': (_, expected) => expectPage(expected),
  searching: (_, expected) => expectPage(expected),
  'results.none.ready': (_, expected) => expectPage(expected),
  'results.none.refused': (_, expected) => expectPage(expected),
  'results.some.ready': (_, expected) => expectPage(expected),
  'results.some.failed': (_, expected) => expectPage(expected),
  sending: (_, expected) => expectPage(expected, { sending: true }),
  sent: async (_, expected) => {
    const { notice } = expected.context;
    if (notice === null) throw new Error('The model sent without a notice.');
    await expectOnListing([notice]);
  },
};

/** Why no control on the page sends this event in this state, or null when one does. The step then goes to the page's actor. */
function noControl(event: SoaRequestEvent, before: SoaSnapshot): string | null {
  return event.type === 'results.send' && before.context.results.length === 0 ? 'no Send without results' : null;
}

/** Sets a text field to the value, when it shows another, and leaves it (a date field takes what was typed on blur). */
async function setText(name: string, shown: string, value: string) {
  if (shown === value) return;
  const person = user();
  const field = inPage().getByRole('textbox', { name });
  await person.clear(field);
  if (value) await person.type(field, value);
  await person.tab();
}

/** The form changed from the criteria it shows (the last searched) to the step's, then Search. */
async function search(criteria: SoaRequestCriteria, shown: SoaRequestCriteria) {
  if (criteria.kind === 'soa' && shown.kind === 'soa') {
    await setText('From', toDisplayDate(shown.fromDate), toDisplayDate(criteria.fromDate));
    await setText('To', toDisplayDate(shown.toDate), toDisplayDate(criteria.toDate));
    await setText('Reference No.', shown.referenceNo, criteria.referenceNo);
  } else if (criteria.kind === 'nonSoa' && shown.kind === 'nonSoa') {
    if (criteria.propType !== shown.propType) await user().click(inPage().getByRole('radio', { name: PROPERTY_TYPES[criteria.propType] }));
    await setText('Blk/Hse No.', shown.blk, criteria.blk);
    await setText('Street Name', shown.street, criteria.street);
  } else {
    throw new Error(`The ${shown.kind} page has no ${criteria.kind} search form.`);
  }
  await user().click(searchButton());
}

async function replayStep(event: AnyEventObject, before: SoaSnapshot, script: ActorScript, probe: ActorProbe): Promise<void> {
  const answered = answerCall(event, script);
  if (answered) return answered;
  const soaEvent = event as SoaRequestEvent;
  if (noControl(soaEvent, before) !== null) return settled(() => probe.actor.send(soaEvent));
  const person = user();
  const table = () => {
    const shown = grid();
    if (!shown) throw new Error('The results table is not on the page.');
    return within(shown);
  };
  switch (soaEvent.type) {
    case 'search.submit':
      return search(soaEvent.criteria, before.context.criteria);
    case 'row.toggle':
      return person.click(table().getByRole('checkbox', { name: `Select ${soaEvent.key}` }));
    case 'rows.toggleAll':
      return person.click(table().getByRole('checkbox', { name: SELECT_ALL }));
    case 'results.send': {
      const send = sendButton();
      if (!send) throw new Error('Send is not on the page.');
      return person.click(send);
    }
  }
}

let cleanup: () => void = () => undefined;
afterEach(() => cleanup());

async function replayPath(input: SoaRequestInput, path: ModelPath) {
  const script = new ActorScript();
  const probe = coverage.probe();
  const fakes = script.actorsFor(entry.machine);
  const actors = { search: fakes.search as SoaSearchLogic, send: fakes.send as SoaSendLogic };
  const release = inspectNextActor('soaRequest', probe.inspect);
  const rendered = renderSignedInPage({ routes: {}, path: PATHS[input.mode], page: () => <SoaRequestPage mode={input.mode} actors={actors} /> });
  cleanup = () => {
    release();
    rendered.cleanup();
  };
  await screen.findByRole('heading', { name: SOA_TITLES[input.mode] });
  await replayOnPage({
    path,
    probe,
    coverage,
    userSees,
    replayStep: (event, before: SoaSnapshot) => replayStep(event, before, script, probe),
    flowName: `${input.mode} request`,
  });
}

const CRITERIA_NAMES = new Map<SoaRequestCriteria, string>([
  [SOA_CRITERIA, 'search 01-Sep-2026 to 27-Nov-2026'],
  [SOA_NO_DATES, 'search without From'],
  [SOA_FROM_AFTER_TO, 'search From after To'],
  [NON_SOA_CRITERIA, 'search BUILDING 2 Marina Boulevard'],
  [NON_SOA_NO_STREET, 'search LAND 2 without a street'],
]);

function stepLabel(event: AnyEventObject, before: SoaSnapshot | undefined): string {
  const soaEvent = event as SoaRequestEvent;
  const why = before ? noControl(soaEvent, before) : null;
  switch (soaEvent.type) {
    case 'search.submit':
      return CRITERIA_NAMES.get(soaEvent.criteria) ?? `search ${JSON.stringify(soaEvent.criteria)}`;
    case 'row.toggle':
      return `${soaEvent.selected ? 'tick' : 'untick'} ${soaEvent.key}`;
    case 'rows.toggleAll':
      return 'click Select every result';
    case 'results.send':
      return why === null ? 'press Send' : `press Send (${why}: sent to the actor)`;
  }
  if (event.type === 'xstate.done.actor.search') return `${(event.output as { count: number }).count} records found`;
  if (event.type === 'xstate.error.actor.search') return 'the search fails';
  if (event.type === 'xstate.done.actor.send') return 'the requests are sent';
  if (event.type === 'xstate.error.actor.send') return 'the send fails';
  return event.type;
}

/** pathTitle with the state before each step, which says whether Send had a control, after the page's name. */
function titleOf(input: SoaRequestInput, path: ModelPath): string {
  // pathTitle labels the steps after xstate.init in order; each gets the state it was taken from.
  const previous = path.steps.flatMap((step, index) =>
    step.event.type === 'xstate.init' ? [] : [path.steps[index - 1]?.state as SoaSnapshot | undefined],
  );
  let next = 0;
  return `${input.mode === 'soa' ? 'SOA' : 'non-SOA'}: ${pathTitle(path, (event) => stepLabel(event, previous[next++]))}`;
}

// The covering set of the model's paths (tests/screens/support/covering-paths.ts), each page reaching what its own paths reach.
const cases = coveringCases(
  entry,
  models.flatMap(({ input, paths }) => paths.map((path) => [titleOf(input as SoaRequestInput, path), input as SoaRequestInput, path] as const)),
  ([, , path]) => path,
  { screenOf: ([, input]) => input.mode },
);

describe('STATEMENT OF ACCOUNT pages (SOA and non-requisition), driven by the soa-request model', () => {
  stubScrollToEachTest();

  beforeEach(() => {
    // The page's key maker; the model's makes SAMPLE_SOA_KEY every time.
    vi.spyOn(crypto, 'randomUUID').mockReturnValue(SAMPLE_SOA_KEY as ReturnType<typeof crypto.randomUUID>);
  });

  itReplaysEachPath({
    cases,
    replay: replayPath,
    coverage,
    coverageTitle: 'the paths replayed on both pages reach every state and transition of the soa-request machine',
  });
});
