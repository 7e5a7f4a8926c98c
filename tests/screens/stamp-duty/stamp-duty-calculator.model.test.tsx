import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as XStateReact from '@xstate/react';
import { afterEach, describe, expect, vi } from 'vitest';
import type { AnyEventObject, SnapshotFrom } from 'xstate';
import type { StampDutyCalculatorEvent, stampDutyCalculatorMachine, StampDutyDateField } from '../../../machines/stamp-duty-calculator.machine';
import { STAMP_DUTY_INPUT } from '../../../machines/stamp-duty-calculator.samples';
import { StampDutyCalculator } from '../../../src/app/screens/stamp-duty/StampDutyCalculator';
import type { CalculateStampDutyLogic, SaveStampDutyLogic } from '../../../src/app/screens/stamp-duty/use-stamp-duty-actor';
import { toDisplayDate } from '../../../src/domain/display-date';
import type { StampDutyTab } from '../../../src/domain/stamp-duty/form';
import { formatDollars } from '../../../src/domain/stamp-duty/money';
import { ActorScript, settle } from '../../machines/support/scripted-actors';
import { inspectNextActor } from '../document-centre/inspected-actors';
import { coveringCases } from '../support/covering-paths';
import { itReplaysEachPath, pathTitle, replayOnScreen, singleInputScreenModel, type ModelPath, type UserSees } from '../support/screen-model';

vi.mock('@xstate/react', async (importOriginal) => {
  const { withInspectedActors } = await import('../document-centre/inspected-actors');
  return withInspectedActors(await importOriginal<typeof XStateReact>());
});

/**
 * The stamp-duty-calculator model of tests/machines/stamp-duty-calculator.test.ts, replayed on the rendered
 * StampDutyCalculator with the case's price, use and document date. Its events are what a user does: typing the
 * price, typing the acquisition date dd-MMM-yyyy (the seller tab's field), typing a date that does not exist into the
 * document (or disposal) date and then its own date again, choosing the Buyer or Seller tab,
 * pressing Calculate and, the calculator being opened from a case, Save on the case; the API calls are scripted actors
 * answering as the path says. After every step the calculator's actor must be at the model's snapshot, and the
 * calculator must show that state: the tab, the figures and each field's message, Calculate busy or waiting for a
 * change, the server's refusal, or the duty with its bands and due date, and Save (pending while saving) or the note
 * that the figures are saved.
 */

type CalculatorSnapshot = SnapshotFrom<typeof stampDutyCalculatorMachine>;

const { entry, model, coverage } = singleInputScreenModel('stamp-duty-calculator');
const TAB_NAMES = { buyer: 'Buyer', seller: 'Seller' } as const;
/** What the replay types to make a date field's text no date. */
const UNREADABLE_DATE = '31-Feb-2026';
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const dollars = (amount: number) => `S$${formatDollars(amount)}`;

const calculator = () => within(screen.getByRole('region', { name: 'Stamp duty calculator' }));
const textbox = (name: string) => calculator().getByRole('textbox', { name });
const calculateButton = () => calculator().getByRole('button', { name: 'Calculate' });
const saveButton = () => calculator().queryByRole('button', { name: 'Save on the case' });
const user = () => userEvent.setup({ delay: null });

/** A field marked invalid with its message as its description, or not marked at all. */
function expectProblem(field: HTMLElement, problem: string | undefined, name: string) {
  if (problem) {
    expect(field, name).toHaveAttribute('aria-invalid', 'true');
    expect(field, name).toHaveAccessibleDescription(new RegExp(escape(problem)));
  } else {
    expect(field, name).not.toHaveAttribute('aria-invalid');
  }
}

/** The tab, its fields with the form's figures and messages, and Calculate as the state allows it. */
function expectForm(expected: CalculatorSnapshot) {
  const { tab, form, problems, unreadable } = expected.context;
  // A date field shows what was typed while it is no date, and its own message for it.
  const dateShown = (field: StampDutyDateField) => (unreadable[field] ? UNREADABLE_DATE : toDisplayDate(form[field]));
  for (const [id, name] of Object.entries(TAB_NAMES)) {
    expect(calculator().getByRole('tab', { name }), `the ${name} tab`).toHaveAttribute('aria-selected', String(id === tab));
  }
  const busy = expected.hasTag('busy');
  // Nothing is typed while the figures are worked out or saved.
  const still = busy || expected.hasTag('saving');
  type Box = [name: string, value: string, problem: string | undefined];
  const tabBoxes: Box[] =
    tab === 'buyer'
      ? [['Document date', dateShown('documentDate'), unreadable.documentDate ?? problems.documentDate]]
      : [
          ['Acquisition date', dateShown('acquiredOn'), unreadable.acquiredOn ?? problems.acquiredOn],
          ['Disposal date', dateShown('documentDate'), unreadable.documentDate ?? problems.documentDate],
        ];
  const boxes: Box[] = [['Price (S$)', form.price, problems.price], ['Market value (S$)', form.marketValue, problems.marketValue], ...tabBoxes];
  for (const [name, value, problem] of boxes) {
    const box = textbox(name);
    expect(box, name).toHaveValue(value);
    expectProblem(box, problem, name);
    if (still) expect(box, name).toBeDisabled();
    else expect(box, name).toBeEnabled();
  }
  expect(calculator().queryByRole('textbox', { name: tab === 'buyer' ? 'Acquisition date' : 'Document date' })).not.toBeInTheDocument();
  const calculate = calculateButton();
  if (busy) expect(calculate, 'Calculate').toHaveAttribute('data-pending', 'true');
  else expect(calculate, 'Calculate').not.toHaveAttribute('data-pending');
  if (expected.can({ type: 'duty.calculate' }) || busy) expect(calculate, 'Calculate').toBeEnabled();
  else expect(calculate, 'Calculate').toBeDisabled();
}

/** Save on the case while the machine allows it (pending while saving), the note once saved, else neither. */
function expectSaving(expected: CalculatorSnapshot) {
  const note = calculator().queryByRole('status');
  if (expected.matches('saved')) expect(note, 'the saved note').toHaveTextContent('Saved on the case.');
  else expect(note, 'the saved note').not.toBeInTheDocument();
  const save = saveButton();
  if (expected.can({ type: 'duty.save' })) {
    expect(save, 'Save on the case').toBeEnabled();
    expect(save, 'Save on the case').not.toHaveAttribute('data-pending');
  } else if (expected.hasTag('saving')) {
    expect(save, 'Save on the case').toHaveAttribute('data-pending', 'true');
  } else {
    expect(save, 'Save on the case').not.toBeInTheDocument();
  }
}

/** The refusal (or nothing), and the duty (or nothing). */
function expectOutcome(expected: CalculatorSnapshot) {
  const alerts = calculator()
    .queryAllByRole('alert')
    .map((node) => node.textContent);
  expect(alerts, 'the refusal').toEqual(expected.context.failure.length ? [expected.context.failure.join('')] : []);
  const shown = calculator().queryByRole('region', { name: 'Stamp duty' });
  const { result } = expected.context;
  if (!expected.hasTag('figures') || !result) {
    expect(shown, 'the duty').not.toBeInTheDocument();
    return;
  }
  if (!shown) throw new Error('The duty is not shown.');
  const figures = within(shown);
  if (result.tab === 'buyer') {
    const rows = within(figures.getByRole('grid', { name: "Buyer's stamp duty by band" }))
      .getAllByRole('row')
      .slice(1);
    expect(
      rows.map((row) => row.textContent),
      'the bands',
    ).toEqual(result.duty.bands.map((band) => `${dollars(band.from)} to ${dollars(band.to)}${band.rate}%${dollars(band.amount)}`));
    expect(shown).toHaveTextContent(`Buyer’s stamp duty (BSD)${dollars(result.duty.bsd)}`);
    expect(shown).toHaveTextContent(`at ${result.duty.absdRate}%${dollars(result.duty.absd)}`);
    expect(shown).toHaveTextContent(`Total${dollars(result.duty.total)}`);
  } else {
    expect(shown).toHaveTextContent(`Seller’s stamp duty rate${result.duty.rate}%`);
    expect(shown).toHaveTextContent(`Seller’s stamp duty (SSD)${dollars(result.duty.ssd)}`);
  }
  expect(shown).toHaveTextContent(`Due by${toDisplayDate(result.duty.dueDate)}`);
}

const sees = (_: null, expected: CalculatorSnapshot) => {
  expectForm(expected);
  expectOutcome(expected);
  expectSaving(expected);
};
const userSees: UserSees<null, CalculatorSnapshot> = {
  editing: sees,
  invalid: sees,
  calculating: sees,
  shown: sees,
  failed: sees,
  saving: sees,
  saved: sees,
  saveFailed: sees,
};

/** The field a date of the form is typed in on the tab. */
function dateBox(field: StampDutyDateField, tab: StampDutyTab): string {
  if (field === 'acquiredOn') return 'Acquisition date';
  return tab === 'buyer' ? 'Document date' : 'Disposal date';
}

async function replayStep(event: AnyEventObject, before: CalculatorSnapshot, script: ActorScript): Promise<void> {
  const call = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
  if (call?.[2]) {
    const actorId = call[2];
    return act(async () => {
      if (call[1] === 'done') script.resolve(actorId, event.output);
      else script.reject(actorId, event.error);
      await settle();
    });
  }
  const person = user();
  const step = event as StampDutyCalculatorEvent;
  switch (step.type) {
    case 'duty.edit': {
      const name = step.field === 'price' ? 'Price (S$)' : step.field === 'acquiredOn' ? 'Acquisition date' : null;
      if (name === null || typeof step.value !== 'string') throw new Error(`No field on the calculator replays ${JSON.stringify(step)}.`);
      await person.clear(textbox(name));
      await person.type(textbox(name), step.field === 'acquiredOn' ? toDisplayDate(step.value) : step.value);
      // A date field takes what was typed when it is left.
      return person.tab();
    }
    case 'duty.unreadable': {
      // No date, or the field's own date typed again: the field says its text is (no longer) unreadable.
      const name = dateBox(step.field, before.context.tab);
      await person.clear(textbox(name));
      await person.type(textbox(name), step.problem === null ? toDisplayDate(before.context.form[step.field]) : UNREADABLE_DATE);
      return person.tab();
    }
    case 'duty.tab':
      return person.click(calculator().getByRole('tab', { name: TAB_NAMES[step.tab] }));
    case 'duty.calculate':
      return person.click(calculateButton());
    case 'duty.save': {
      const save = saveButton();
      if (!save) throw new Error('Save on the case is not shown.');
      return person.click(save);
    }
  }
}

function stepLabel(event: AnyEventObject): string {
  const step = event as StampDutyCalculatorEvent;
  switch (step.type) {
    case 'duty.edit':
      return `type ${String(step.value)} as ${step.field}`;
    case 'duty.unreadable':
      return step.problem === null ? `retype the ${step.field}` : `type ${UNREADABLE_DATE} as ${step.field}`;
    case 'duty.tab':
      return `choose ${TAB_NAMES[step.tab]}`;
    case 'duty.calculate':
      return 'press Calculate';
    case 'duty.save':
      return 'press Save on the case';
  }
  if (event.type === 'xstate.done.actor.calculate') return 'the server answers';
  if (event.type === 'xstate.error.actor.calculate') return 'the server refuses';
  if (event.type === 'xstate.done.actor.saveOnCase') return 'the case keeps the figures';
  if (event.type === 'xstate.error.actor.saveOnCase') return 'the case refuses the figures';
  return event.type;
}

let cleanup: () => void = () => undefined;
afterEach(() => cleanup());

async function replayPath(path: ModelPath) {
  const script = new ActorScript();
  const probe = coverage.probe();
  const actors = script.actorsFor(entry.machine);
  const calculate = actors['calculate'] as CalculateStampDutyLogic;
  const saveOnCase = actors['saveOnCase'] as SaveStampDutyLogic;
  cleanup = inspectNextActor('stampDutyCalculator', probe.inspect);
  render(
    <StampDutyCalculator
      initialPrice={STAMP_DUTY_INPUT.price}
      initialUse={STAMP_DUTY_INPUT.use}
      initialDocumentDate={STAMP_DUTY_INPUT.documentDate}
      calculate={calculate}
      saveOnCase={saveOnCase}
    />,
  );
  await replayOnScreen({
    path,
    probe,
    coverage,
    router: null,
    userSees,
    replayStep: (event, current) => replayStep(event, current(), script),
    flowName: 'stamp duty calculator',
  });
}

const cases = coveringCases(
  entry,
  model.paths.map((path) => [pathTitle(path, stepLabel), path] as const),
  ([, path]) => path,
);

describe('StampDutyCalculator, driven by the stamp-duty-calculator model', () => {
  itReplaysEachPath({
    cases,
    replay: replayPath,
    coverage,
    coverageTitle: 'the paths replayed on the calculator reach every state and transition of the stamp-duty-calculator machine',
  });
});
