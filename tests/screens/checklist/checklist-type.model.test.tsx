import { act, screen, waitFor, within } from '@testing-library/react';
import type * as XStateReact from '@xstate/react';
import { afterEach, describe, expect, vi } from 'vitest';
import type { AnyEventObject, SnapshotFrom } from 'xstate';
import type { ChecklistTypeEvent, ChecklistTypeInput, checklistTypeMachine } from '../../../machines/checklist-type.machine';
import { PropertyChecklistPage } from '../../../src/app/screens/checklist/PropertyChecklistPage';
import { toDisplayDate } from '../../../src/domain/display-date';
import { messages } from '../../../src/domain/messages';
import { settle } from '../../machines/support/scripted-actors';
import { inspectNextActor } from '../document-centre/inspected-actors';
import { coveringCases } from '../support/covering-paths';
import {
  itReplaysEachPath,
  pathTitle,
  replayEach,
  screenModel,
  stateName,
  stubScrollToEachTest,
  type ActorProbe,
  type ModelPath,
} from '../support/screen-model';
import { renderSignedInPage, user } from '../support/signed-in-page';
import { ChecklistTypeServer, untypedCaseOf } from './checklist-type-server';

vi.mock('@xstate/react', async (importOriginal) => {
  const { withInspectedActors } = await import('../document-centre/inspected-actors');
  return withInspectedActors(await importOriginal<typeof XStateReact>());
});

/**
 * The checklist-type model of tests/machines/checklist-type.test.ts, replayed on the case checklist page of a case
 * without a transaction type (PropertyChecklistPage, editable). The type is the Select, the date is typed into its
 * field, Save is the button; POST /update-property of the stories' in-memory server is held until the path answers
 * it (ChecklistTypeServer). After every step the test checks what the user sees: the choices, Save, the problems.
 *
 * The page's machine starts from the case as stored (its MCST rows with every field) and keeps the case the server
 * saved; the model's input and answer hold only what the rules and the page read. Those must match (`expectAtModel`),
 * and the page's then stand for the model's.
 *
 * What the page does not report: the Select tells nothing when the type already chosen is picked again, and the
 * date field nothing when the date typed is the one it holds (or an empty field is cleared). For those model steps
 * the user's action is done, the machine is checked not to have moved, and the model's event is then sent to the
 * page's machine (as upload-batch.model.test.tsx does for a pick without a control), the step's title saying so.
 */

type TypeSnapshot = SnapshotFrom<typeof checklistTypeMachine>;

const { entry, models, coverage } = screenModel('checklist-type');
/** Problems the page's own fields put right; any other links to the property's details page. */
const FIXED_HERE: readonly string[] = [messages.completionDateEmpty, messages.completionDateBeforeToday];

const region = () => within(screen.getByRole('region', { name: 'Checklist & Templates' }));
const typeTrigger = () => region().getByRole('button', { name: /Transaction Type$/ });
const dateField = () => region().getByRole('textbox', { name: 'Completion Date' });

let cleanup: () => void = () => undefined;
afterEach(() => {
  cleanup();
  cleanup = () => undefined;
});

interface Rendered {
  probe: ActorProbe;
  server: ChecklistTypeServer;
}

async function renderPage(input: ChecklistTypeInput): Promise<Rendered> {
  const probe = coverage.probe();
  const release = inspectNextActor('checklistType', probe.inspect);
  const server = new ChecklistTypeServer(untypedCaseOf(input));
  const rendered = renderSignedInPage({
    routes: server.routes,
    path: '/property-checklist/101/true',
    page: () => <PropertyChecklistPage id={101} direct />,
  });
  cleanup = () => {
    release();
    rendered.cleanup();
  };
  await waitFor(() => expect(typeTrigger()).toHaveTextContent('Select a transaction type'));
  return { probe, server };
}

/** The prompt with the choices made; Save while the save runs is pending, else enabled when the machine takes it. */
function expectPrompt(expected: TypeSnapshot) {
  const { transactionType, completionDate } = expected.context;
  expect(region().getByText(messages.checklistTransactionTypeMissing)).toBeInTheDocument();
  expect(typeTrigger()).toHaveTextContent(transactionType?.name ?? 'Select a transaction type');
  expect(dateField()).toHaveValue(toDisplayDate(completionDate));
  const save = region().getByRole('button', { name: 'Save' });
  if (expected.hasTag('busy')) expect(save).toHaveAttribute('data-pending', 'true');
  else expect(save).toHaveProperty('disabled', !expected.can({ type: 'type.save' }));
}

/** The rules' or the server's problems as a list (with the way to the details page when this page cannot fix one), or the failure. */
function expectProblems(expected: TypeSnapshot) {
  const { problems, failure } = expected.context;
  const alerts = region().queryAllByRole('alert');
  expect(alerts, 'the alerts shown').toHaveLength((problems.length ? 1 : 0) + (failure ? 1 : 0));
  const [listed] = alerts;
  if (problems.length && listed) {
    expect(
      within(listed)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(problems);
    const link = within(listed).queryByRole('link', { name: 'Correct this on the Property Details' });
    if (problems.some((problem) => !FIXED_HERE.includes(problem))) expect(link).toHaveAttribute('href', '/property-details/101/true/false');
    else expect(link).not.toBeInTheDocument();
  }
  if (failure) expect(alerts.at(-1)).toHaveTextContent(failure);
}

const expectForm = (_: Rendered, expected: TypeSnapshot) => {
  expectPrompt(expected);
  expectProblems(expected);
};

/** What the user sees in each state of the checklist-type machine. */
const userSees: Record<string, (view: Rendered, expected: TypeSnapshot) => void | Promise<void>> = {
  editing: expectForm,
  refused: expectForm,
  saving: (view, expected) => {
    expectForm(view, expected);
    expect(view.server.waiting).toBe(true);
  },
  failed: expectForm,
  // The case has its type: the heading says so, the checklist shows, and the toast names the case.
  saved: async () => {
    expect(await region().findByText('PCN-2026-000101 (Sale)')).toBeInTheDocument();
    expect(await region().findByTitle('Checklist for PCN-2026-000101')).toBeInTheDocument();
    expect(region().queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(await screen.findByText(messages.propertyUpdated('PCN-2026-000101'))).toBeInTheDocument();
  },
};

/** The page's machine is where the model is; its stored case and saved case stand for the model's once they match. */
function expectAtModel(probe: ActorProbe, expected: TypeSnapshot) {
  const actual = (probe.actor.getSnapshot() as TypeSnapshot).context;
  expect(actual.stored, 'the case as the page read it').toMatchObject(expected.context.stored);
  const saved = expected.context.saved;
  if (saved) expect(actual.saved, 'the case as saved').toMatchObject(saved);
  probe.expectAt({ ...expected, context: { ...expected.context, stored: actual.stored, saved: saved && actual.saved } } as TypeSnapshot);
}

async function expectUserSees(view: Rendered, expected: TypeSnapshot) {
  expectAtModel(view.probe, expected);
  const assertion = userSees[stateName(expected)];
  if (!assertion) throw new Error(`No screen assertion for checklist-type state "${stateName(expected)}".`);
  await assertion(view, expected);
}

async function typeDate(iso: string) {
  const person = user();
  await person.clear(dateField());
  if (iso) await person.type(dateField(), toDisplayDate(iso));
  await person.tab();
}

/** The page reports nothing for this step: the type already chosen picked again, or the date it already holds. */
function unreported(event: AnyEventObject, before: TypeSnapshot): boolean {
  const typeEvent = event as ChecklistTypeEvent;
  if (typeEvent.type === 'type.choose') return typeEvent.transactionType.id === before.context.transactionType?.id;
  return typeEvent.type === 'date.change' && typeEvent.completionDate === before.context.completionDate;
}

async function replayStep(event: AnyEventObject, view: Rendered, before: TypeSnapshot): Promise<void> {
  const answered = (effect: () => void) =>
    act(async () => {
      effect();
      await settle();
    });
  const typeEvent = event as ChecklistTypeEvent;
  switch (typeEvent.type) {
    case 'type.choose': {
      const person = user();
      await person.click(typeTrigger());
      await person.click(await screen.findByRole('option', { name: typeEvent.transactionType.name }));
      break;
    }
    case 'date.change':
      await typeDate(typeEvent.completionDate);
      break;
    case 'type.save':
      return user().click(region().getByRole('button', { name: 'Save' }));
    default:
      if (event.type === 'xstate.done.actor.saveCase') return answered(() => view.server.answer());
      if (event.type === 'xstate.error.actor.saveCase') {
        const error = event.error as string | { message: string; errors: string[] };
        return answered(() => (typeof error === 'string' ? view.server.fail() : view.server.refuse(error.message, error.errors)));
      }
      throw new Error(`No user action replays "${event.type}" on the checklist page.`);
  }
  if (!unreported(event, before)) return;
  // The user's pick or typing reached nothing: the model's event goes to the page's machine.
  expectAtModel(view.probe, before);
  await answered(() => view.probe.actor.send(event));
}

async function replayPath(input: ChecklistTypeInput, path: ModelPath) {
  const view = await renderPage(input);
  // path.test checks the state a step leads to before the next step is replayed, so this is the state before it.
  let current = path.steps[0]?.state as TypeSnapshot;
  await path.test({
    events: replayEach(path, (event) => replayStep(event, view, current)),
    states: {
      '*': async (expected) => {
        current = expected as TypeSnapshot;
        await expectUserSees(view, current);
      },
    },
  });
  coverage.pathDone();
}

function stepLabel(event: AnyEventObject, before: TypeSnapshot | undefined): string {
  const typeEvent = event as ChecklistTypeEvent;
  const sent = before && unreported(event, before) ? ' (the page reports no change: sent to its machine)' : '';
  switch (typeEvent.type) {
    case 'type.choose':
      return `choose ${typeEvent.transactionType.name}${sent}`;
    case 'date.change':
      return `${typeEvent.completionDate ? `type the date ${toDisplayDate(typeEvent.completionDate)}` : 'clear the date'}${sent}`;
    case 'type.save':
      return 'press Save';
  }
  if (event.type === 'xstate.done.actor.saveCase') return 'the case is saved';
  if (event.type === 'xstate.error.actor.saveCase') return typeof event.error === 'string' ? 'the save gets no answer' : 'the save is refused (400)';
  return event.type;
}

/** pathTitle with the state before each step, which says whether the page reported it. */
function titleOf(input: ChecklistTypeInput, path: ModelPath): string {
  const before = path.steps.flatMap((step, index) =>
    step.event.type === 'xstate.init' ? [] : [path.steps[index - 1]?.state as TypeSnapshot | undefined],
  );
  let next = 0;
  return `${caseOf(input)}: ${pathTitle(path, (event) => stepLabel(event, before[next++]))}`;
}

const caseOf = ({ stored }: ChecklistTypeInput) => (stored.completionDate ? 'ticked MCST detail, dated' : 'no MCST detail ticked, no date');

// The covering set of the model's paths (tests/screens/support/covering-paths.ts), each case reaching what its own paths reach.
const cases = coveringCases(
  entry,
  models.flatMap(({ input, paths }) => paths.map((path) => [titleOf(input as ChecklistTypeInput, path), input as ChecklistTypeInput, path] as const)),
  ([, , path]) => path,
  { screenOf: ([, input]) => caseOf(input) },
);

describe('the missing-type prompt of the checklist page, driven by the checklist-type model', () => {
  stubScrollToEachTest();

  itReplaysEachPath({
    cases,
    replay: replayPath,
    coverage,
    coverageTitle: 'the paths replayed on the checklist page reach every state and transition of the checklist-type machine',
  });
});
