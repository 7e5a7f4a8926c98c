import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, vi } from 'vitest';
import { isMachineSnapshot, type ActorRefLike, type AnyEventObject, type AnyMachineSnapshot, type InspectionEvent, type SnapshotFrom } from 'xstate';
import { failureText } from '../../../machines/flow-alert';
import { acraListField } from '../../../machines/requisition.choices';
import {
  afterSubmitText,
  chosenLines,
  type RequisitionContext,
  type RequisitionEvent,
  type requisitionMachine,
} from '../../../machines/requisition.machine';
import { SAMPLE_KEY } from '../../../machines/requisition.samples';
import { STATUS_TAB } from '../../../src/app/screens/due-diligence/DueDiligencePage';
import { ACRA_BUSINESS_TITLE, ACRA_PEOPLE_TITLE } from '../../../src/app/screens/due-diligence/requisition/dialogs/AcraPartyDialog';
import { AFTER_SUBMIT_TITLE } from '../../../src/app/screens/due-diligence/requisition/dialogs/AfterSubmitDialog';
import { LTA_PLAN_TITLE } from '../../../src/app/screens/due-diligence/requisition/dialogs/LtaPlanDialog';
import { COMPANY_UEN_TITLE, INDIVIDUAL_NRIC_TITLE } from '../../../src/app/screens/due-diligence/requisition/dialogs/PartyEntryDialog';
import { REQUISITION_ALERT_TITLE } from '../../../src/app/screens/due-diligence/requisition/dialogs/SelectionAlert';
import { toastQueue } from '../../../src/app/ui';
import { messages } from '../../../src/domain/messages';
import { agencyDisplayName, agencyKey } from '../../../src/domain/requisitions/agencies';
import { requisitionSummary, type ChargeLine } from '../../../src/domain/requisitions/fees';
import { formatCents } from '../../../src/domain/requisitions/money';
import { json } from '../../../stories/support/mock-api';
import { ActorScript, settle } from '../../machines/support/scripted-actors';
import { itReplaysEachPath, replayEach, screenModel, stateName, stubScrollToEachTest, type ActorProbe } from '../support/screen-model';
import { agencyBox, pressIn, renderDueDiligence, stepOne, summaryRows, user } from './due-diligence-screen';
import { journeyPath, requisitionJourneys, type Journey } from './requisition-journeys';
import { chargeDetailsOfSample, propertyOf } from './sample-property';

/**
 * The requisition model of tests/machines/requisition.test.ts, replayed on the LEGAL REQUISITION tab of the rendered
 * due-diligence page. The model test already walks every shortest path; here a few journeys through the same test
 * model (requisition-journeys.ts) take every state and transition about once, so the page proves it follows the
 * machine in a few renders. Each event is what a lawyer does (a line's tick box, Select All, Next, a dialog's
 * buttons, Submit → Confirm …), the calls' answers settle the faked actors the tab takes through
 * RequisitionActorOverridesContext, and after every step the tab's machine must be at the model's snapshot and the
 * page must show that state: the ticked lines and cards, the dialog with its message, the busy step, the summary,
 * the confirmations, the toasts and the after-submit dialog.
 */

type RequisitionSnapshot = SnapshotFrom<typeof requisitionMachine>;

const { entry, coverage } = screenModel('requisition');

let cleanup: () => void = () => undefined;
afterEach(() => cleanup());

/**
 * The tab's first requisition actor. After a submission or a draft the page starts a fresh one for the next
 * requisition; a path ends at the first one's 'done', so only its steps are compared and counted for coverage.
 */
class FirstRequisition {
  private rootId: string | null = null;
  private actorRef: ActorRefLike | null = null;

  constructor(private readonly probe: ActorProbe) {}

  readonly inspect = (event: InspectionEvent): void => {
    if (event.actorRef.sessionId !== event.rootId) return;
    this.rootId ??= event.rootId;
    if (event.rootId !== this.rootId) return;
    this.actorRef ??= event.actorRef;
    this.probe.inspect(event);
  };

  /** The tab's actor: compared after each step, and sent the one model event nothing on the tab can send. */
  get actor(): ActorRefLike {
    if (!this.actorRef) throw new Error('The tab has not started its requisition machine yet.');
    return this.actorRef;
  }

  /** Same state, data and status as the model, as the shared ActorProbe compares them (see `comparable`). */
  expectAt(expected: AnyMachineSnapshot): void {
    const snapshot: unknown = this.actor.getSnapshot();
    if (!isMachineSnapshot(snapshot)) throw new Error('The tab has no requisition snapshot.');
    expect(comparable(snapshot), 'the tab machine after this step').toEqual(comparable(expected));
  }
}

/**
 * The tab makes its own key maker (crypto.randomUUID, stubbed below to answer the model's key), so the function
 * itself is the one field left out; the keys it made are compared.
 */
function comparable(snapshot: AnyMachineSnapshot) {
  const { newKey: _newKey, ...context } = snapshot.context as RequisitionContext;
  return { state: stateName(snapshot), context, status: snapshot.status };
}

const lineName = (line: ChargeLine) => agencyDisplayName(line.agencyCode, line.deptCode);
const button = (name: string) => screen.getByRole('button', { name });
const stepOneRegion = () => screen.queryByRole('region', { name: 'Step 1: Select agencies' });
const stepTwoRegion = () => screen.queryByRole('region', { name: 'Step 2: Review and submit' });
const toastTexts = () => Array.from(document.querySelectorAll('.ui-toast__title'), (node) => node.textContent ?? '');

/** The tab's dialogs: a toast is an alertdialog too, but it is not the tab's and leaves the page usable. */
function tabDialogs(): HTMLElement[] {
  return [...screen.queryAllByRole('dialog'), ...screen.queryAllByRole('alertdialog')].filter((dialog) => !dialog.classList.contains('ui-toast'));
}

/** The one dialog the tab has open. */
function openDialog(): HTMLElement {
  const [dialog, ...others] = tabDialogs();
  if (!dialog || others.length) throw new Error(`Expected one dialog open, found ${others.length + (dialog ? 1 : 0)}.`);
  return dialog;
}

function expectNoDialog(): void {
  expect(tabDialogs().map((dialog) => dialog.textContent)).toEqual([]);
}

function expectBusy(region: HTMLElement | null, busy: boolean): void {
  if (!region) throw new Error('The step is not on the page.');
  if (busy) expect(region).toHaveAttribute('aria-busy', 'true');
  else expect(region).not.toHaveAttribute('aria-busy');
}

/** A card per chosen line, with the LTA plans option and the ACRA parties the model keeps. */
function expectChargeCards(context: RequisitionContext): void {
  const chosen = chosenLines(context);
  const cards = screen.queryByRole('group', { name: 'Chosen agencies' });
  if (chosen.length === 0) {
    expect(cards).not.toBeInTheDocument();
    return;
  }
  if (!cards) throw new Error('No charge cards for the chosen lines.');
  expect(
    within(cards)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent),
  ).toEqual(chosen.map(lineName));
  for (const line of chosen) {
    const card = within(cards).getByRole('region', { name: lineName(line) });
    if (line.agencyCode === 'LTA') expect(card).toHaveTextContent(`Plans and notices: ${context.planInd === 'Y' ? 'Yes' : 'No'}`);
    const field = acraListField(line);
    if (field) expect(within(card).queryAllByRole('listitem')).toHaveLength(context[field].length);
  }
}

/** Step 1: each line ticked as the model has it; while a check runs nothing can be pressed. */
function expectStepOne(expected: RequisitionSnapshot, busy: boolean): void {
  expectNoDialog();
  expectBusy(stepOneRegion(), busy);
  expect(stepTwoRegion()).not.toBeInTheDocument();
  for (const line of expected.context.lines) {
    const box = agencyBox(lineName(line));
    expect(box, lineName(line)).toHaveProperty('checked', expected.context.selected.includes(agencyKey(line)));
    expect(box, lineName(line)).toHaveProperty('disabled', busy);
  }
  expectChargeCards(expected.context);
  expect(button('Next')).toHaveProperty('disabled', busy);
}

/** Step 2: the summary of the chosen lines, the duplicate warning, and the buttons unless a call is out. */
function expectStepTwo(expected: RequisitionSnapshot, busy: boolean): void {
  expectNoDialog();
  expectBusy(stepTwoRegion(), busy);
  expect(stepOneRegion()).not.toBeInTheDocument();
  const { rows, totals } = requisitionSummary(chosenLines(expected.context));
  const amounts = (row: { applFee: number; applGst: number; clFee: number; clGst: number }) =>
    [row.applFee, row.applGst, row.clFee, row.clGst].map(formatCents);
  expect(summaryRows()).toEqual([
    ...rows.map((row) => [row.label, ...amounts(row)]),
    [
      'Total',
      ...amounts({ applFee: totals.totalApplicationFee, applGst: totals.totalGSTFee, clFee: totals.totalCLFee, clGst: totals.totalCLGstFee }),
    ],
  ]);
  const warning = screen.queryByRole('region', { name: messages.duplicateRequisitionsWarning });
  const duplicates = expected.context.duplicates;
  if (duplicates.length === 0) expect(warning).not.toBeInTheDocument();
  else for (const duplicate of duplicates) expect(warning).toHaveTextContent(duplicate.lfControlNumber ?? '');
  for (const name of ['Back', 'Save as Draft', 'Submit']) expect(button(name), name).toHaveProperty('disabled', busy);
}

function dialogNamed(name: string): HTMLElement {
  return screen.getByRole('dialog', { name });
}

/** The message under a dialog's fields, or none. */
function expectProblem(dialog: HTMLElement, problem: string | null): void {
  const shown = within(dialog).queryByRole('alert');
  if (problem) expect(shown).toHaveTextContent(problem);
  else expect(shown).not.toBeInTheDocument();
}

function expectPartyPicker(title: string, expected: RequisitionSnapshot, individual: boolean): void {
  const dialog = dialogNamed(title);
  const { individuals, companies, dialogChoice, entryProblem } = expected.context;
  for (const party of individual ? individuals : companies) {
    const box = within(dialog).getByRole('checkbox', { name: `Select ${party.role} ${party.name}` });
    expect(box).toHaveProperty('checked', dialogChoice.includes(party.identifier));
  }
  expectProblem(dialog, entryProblem);
}

function expectConfirmation(title: string, expected: RequisitionSnapshot): void {
  const dialog = screen.getByRole('alertdialog', { name: title });
  expect(dialog).toHaveTextContent(expected.context.referenceNo);
  expect(dialog).toHaveTextContent(expected.context.propertyAddress);
}

/** What the lawyer sees in each state of the requisition machine, by its leaf state. */
const userSees: Record<string, (expected: RequisitionSnapshot) => void> = {
  'selecting.idle': (expected) => expectStepOne(expected, false),
  'selecting.irasChecking': (expected) => expectStepOne(expected, true),
  'selecting.checkingDuplicates': (expected) => expectStepOne(expected, true),
  'selecting.alerting': ({ context }) => {
    const alert = context.alert;
    if (!alert) throw new Error('The model alerts without an alert.');
    expect(screen.getByRole('alertdialog', { name: alert.title ?? REQUISITION_ALERT_TITLE })).toHaveTextContent(alert.text);
  },
  'selecting.ltaPlan': ({ context }) => {
    const dialog = dialogNamed(LTA_PLAN_TITLE);
    expect(within(dialog).getByRole('radio', { name: context.dialogChoice[0] === 'Y' ? 'Yes' : 'No' })).toBeChecked();
    if (context.entryProblem) expect(dialog).toHaveTextContent(context.entryProblem);
    else expect(dialog).not.toHaveTextContent(messages.ltaPlanOptionRequired);
  },
  'selecting.acraIndividual': (expected) => expectPartyPicker(ACRA_PEOPLE_TITLE, expected, true),
  'selecting.acraCompany': (expected) => expectPartyPicker(ACRA_BUSINESS_TITLE, expected, false),
  'selecting.nricEntry': ({ context }) => expectProblem(dialogNamed(INDIVIDUAL_NRIC_TITLE), context.entryProblem),
  'selecting.uenEntry': ({ context }) => expectProblem(dialogNamed(COMPANY_UEN_TITLE), context.entryProblem),
  'selecting.irasWarning': ({ context }) => {
    const problem = context.irasProblem;
    if (!problem) throw new Error('The model warns about IRAS without a problem.');
    expect(screen.getByRole('alertdialog', { name: problem.title })).toHaveTextContent(problem.text);
  },
  'reviewing.review': (expected) => expectStepTwo(expected, false),
  'reviewing.confirmingSubmit': (expected) => expectConfirmation(messages.lrSubmitConfirmTitle, expected),
  'reviewing.confirmingDraft': (expected) => expectConfirmation(messages.lrDraftConfirmTitle, expected),
  'reviewing.submitting': (expected) => expectStepTwo(expected, true),
  'reviewing.drafting': (expected) => expectStepTwo(expected, true),
  submitted: ({ context }) => {
    expect(screen.getByRole('alertdialog', { name: AFTER_SUBMIT_TITLE })).toHaveTextContent(afterSubmitText(context));
  },
  done: () => {
    expectNoDialog();
    expect(screen.getByRole('tab', { name: STATUS_TAB })).toHaveAttribute('aria-selected', 'true');
  },
};

function findLine(context: RequisitionContext, key: string): ChargeLine {
  const line = context.lines.find((candidate) => agencyKey(candidate) === key);
  if (!line) throw new Error(`The tab has no ${key} line.`);
  return line;
}

function partyLabel(context: RequisitionContext, identifier: string): string {
  const party = [...context.individuals, ...context.companies].find((candidate) => candidate.identifier === identifier);
  if (!party) throw new Error(`No buyer or seller ${identifier}.`);
  return `${party.role} ${party.name}`;
}

/** Types the entry into the open NRIC / passport or UEN dialog (its fields keep what a refused Save left) and saves. */
async function typeEntry(event: Extract<RequisitionEvent, { type: 'entry.save' }>, before: RequisitionSnapshot): Promise<void> {
  const person = user();
  const dialog = openDialog();
  const individual = before.hasTag('dialog.nric');
  const fields: Array<[RegExp, string]> = [
    [individual ? /^NRIC\/Passport No\./ : /^UEN/, event.identifier],
    [individual ? /^Name/ : /^Company Name/, event.name],
  ];
  for (const [label, text] of fields) {
    const field = within(dialog).getByRole('textbox', { name: label });
    await person.clear(field);
    await person.type(field, text);
  }
  await pressIn(dialog, 'Save');
}

const isTooFast = (error: unknown) => typeof error === 'object' && error !== null && 'status' in error && error.status === 429;

/** The toasts an answer to Submit or Save as Draft raises (seed 001 §8); a 429 raises none. */
function toastsAfter(actorId: string, event: AnyEventObject): string[] {
  if (event.type.startsWith('xstate.error.')) return isTooFast(event.error) ? [] : [failureText(event.error)];
  const controlNo: unknown = event.output;
  if (typeof controlNo !== 'string') return [messages.error];
  return [actorId === 'submitRequisition' ? messages.lrSubmitted(controlNo) : messages.lrSaved(controlNo)];
}

/** A call's answer: the faked actor settles with the model's output or error. */
async function answer(done: boolean, actorId: string, event: AnyEventObject, script: ActorScript): Promise<void> {
  const sends = actorId === 'submitRequisition' || actorId === 'draftRequisition';
  // Only this answer's toasts are then on screen; an error toast stays until dismissed.
  if (sends) act(() => toastQueue.clear());
  await act(async () => {
    if (done) script.resolve(actorId, event.output);
    else script.reject(actorId, event.error);
    await settle();
  });
  if (sends) await waitFor(() => expect(toastTexts()).toEqual(toastsAfter(actorId, event)));
}

async function replayStep(event: AnyEventObject, before: RequisitionSnapshot, first: FirstRequisition, script: ActorScript): Promise<void> {
  const call = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
  if (call?.[1] && call[2]) return answer(call[1] === 'done', call[2], event, script);
  const person = user();
  const requisitionEvent = event as RequisitionEvent;
  switch (requisitionEvent.type) {
    case 'agency.toggle':
      return person.click(agencyBox(lineName(findLine(before.context, requisitionEvent.key))));
    case 'agency.selectAll':
      return person.click(button('Select All'));
    case 'agency.unselectAll':
      return person.click(button('Unselect All'));
    case 'selection.reset':
      return person.click(button('Reset'));
    case 'step.next':
      return person.click(button('Next'));
    case 'step.back':
      return person.click(button('Back'));
    case 'requisition.submit':
      return person.click(button('Submit'));
    case 'requisition.draft':
      return person.click(button('Save as Draft'));
    case 'lta.choose':
      if (requisitionEvent.planInd === 'Y' || requisitionEvent.planInd === 'N') {
        return person.click(within(openDialog()).getByRole('radio', { name: requisitionEvent.planInd === 'Y' ? 'Yes' : 'No' }));
      }
      // The radio group always reports Yes or No: "nothing chosen" has no user action, so it goes to the machine.
      act(() => first.actor.send(requisitionEvent));
      return;
    case 'acra.toggleParty':
      return person.click(within(openDialog()).getByRole('checkbox', { name: `Select ${partyLabel(before.context, requisitionEvent.identifier)}` }));
    case 'entry.save':
      return typeEntry(requisitionEvent, before);
    case 'dialog.save':
      return pressIn(openDialog(), 'Save');
    case 'dialog.cancel':
    case 'cancel':
      return pressIn(openDialog(), 'Cancel');
    case 'confirm':
      return pressIn(openDialog(), 'Confirm');
    case 'dialog.confirm':
    case 'alert.dismiss':
    case 'dialog.close':
      return pressIn(openDialog(), 'OK');
  }
}

async function replayJourney(journey: Journey): Promise<void> {
  const path = journeyPath(entry, journey);
  const script = new ActorScript();
  const first = new FirstRequisition(coverage.probe());
  const fakes = script.actorsFor(entry.machine);
  const rendered = renderDueDiligence({
    property: propertyOf(journey.input),
    overrides: { 'GET /get-charge-details/{propertyId}': () => json(chargeDetailsOfSample(journey.input)) },
    actors: {
      checkIrasUnit: fakes.checkIrasUnit,
      checkDuplicates: fakes.checkDuplicates,
      submitRequisition: fakes.submitRequisition,
      draftRequisition: fakes.draftRequisition,
      inspect: first.inspect,
    },
  });
  cleanup = rendered.cleanup;
  await stepOne();
  // path.test replays each event before checking the state it leads to, so the first (xstate.init) step sets this.
  let current = path.steps[0]?.state ?? path.state;
  await path.test({
    events: replayEach(path, (event) => replayStep(event, current as RequisitionSnapshot, first, script)),
    states: {
      '*': (expected) => {
        current = expected;
        first.expectAt(expected);
        const sees = userSees[stateName(expected)];
        if (!sees) throw new Error(`No screen assertion for requisition state "${stateName(expected)}".`);
        sees(expected as RequisitionSnapshot);
      },
    },
  });
  coverage.pathDone();
}

describe('LEGAL REQUISITION tab, driven by the requisition model', () => {
  stubScrollToEachTest();

  beforeEach(() => {
    // The tab's key maker; the model's makes SAMPLE_KEY every time.
    vi.spyOn(crypto, 'randomUUID').mockReturnValue(SAMPLE_KEY as ReturnType<typeof crypto.randomUUID>);
  });

  itReplaysEachPath({
    cases: requisitionJourneys.map((journey) => [journey.title, journey] as const),
    replay: replayJourney,
    coverage,
    coverageTitle: 'the journeys replayed on the tab reach every state and transition of the requisition machine',
  });
});
