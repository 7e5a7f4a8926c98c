import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, vi } from 'vitest';
import { fromPromise, transition, type AnyEventObject, type SnapshotFrom } from 'xstate';
import type { CaseLifecycleEvent, caseLifecycleMachine } from '../../../machines/case-lifecycle.machine';
import { SALE_INPUT } from '../../../machines/case-lifecycle.samples';
import type { StageConfirmationRequest } from '../../../machines/stage-confirmation.machine';
import { caseProgressQueryKey } from '../../../src/api/queries/case-progress';
import { CaseLifecycleOverridesContext, type CaseLifecycleOverrides } from '../../../src/app/screens/case-progress/use-case-lifecycle';
import { CASE_STAGES, type CaseRecords, type ConfirmedStage } from '../../../src/domain/case/lifecycle';
import { messages } from '../../../src/domain/messages';
import { CASE_STAGE_NAMES } from '../../../src/domain/messages/case-lifecycle';
import { propertyApi } from '../../../stories/property-form/property-api';
import { summaryServer } from '../../../stories/property-summary/summary-api';
import { ACTIVE_PROPERTY } from '../../../stories/property-summary/summary-fixtures';
import { progressAnswer } from '../../../stories/support/case-progress-api';
import { json } from '../../../stories/support/mock-api';
import { renderApp } from '../support/app-router';
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

vi.mock('../../../src/app/screens/stakeholders/assignment/StakeholderAssignment', () => import('../property-summary/stand-in-assignment'));

/**
 * The case-lifecycle model of tests/machines/case-lifecycle.test.ts, replayed on the rendered case (issue 19): the
 * whole app at Stakeholder Profiles of case 101, whose one lifecycle actor the shell keeps across the case's pages.
 * The server's facts (a party assigned, a signed copy filed, replies, a confirmation recorded elsewhere) change the
 * demo server's records and the page's progress is asked for again, as after any write; the user's intents are
 * what a lawyer presses: an assignment icon, the Property Details page's Edit and Delete, the Option to Purchase
 * link; the hand confirmations and withdrawals go through the panel and its dialog. After every step the panel must
 * show the model's stage, the dialog the model has open, and the assignment icons exactly when the case allows them.
 */

type LifecycleSnapshot = SnapshotFrom<typeof caseLifecycleMachine>;

const { entry, model, coverage } = singleInputScreenModel('case-lifecycle');
const CASE_ID = SALE_INPUT.propertyId;
const SUMMARY = `/property-summary/${CASE_ID}`;

/** The case as the demo server keeps it: the property the pages show and the records its progress is read from. */
function caseServer() {
  let records: CaseRecords = SALE_INPUT.records;
  const property = { ...ACTIVE_PROPERTY, id: CASE_ID, clientFlag: 'S' as const };
  const routes = {
    ...propertyApi(property),
    ...summaryServer(property).routes,
    'POST /get-case-progress': () => json(progressAnswer(CASE_ID, records, { clientFlag: SALE_INPUT.clientFlag || 'S', hasRequisitions: false })),
  };
  return { routes, set: (next: CaseRecords) => (records = next) };
}

/** An answer the next replay step decides: the confirmation or the withdrawal waits for it. */
function deferred() {
  let settle: { resolve: (records: CaseRecords) => void; reject: (error: unknown) => void } | null = null;
  const next = () => new Promise<CaseRecords>((resolve, reject) => (settle = { resolve, reject }));
  const take = () => {
    if (!settle) throw new Error('No call is waiting for its answer.');
    const taken = settle;
    settle = null;
    return taken;
  };
  return { next, resolve: (records: CaseRecords) => take().resolve(records), reject: (error: unknown) => take().reject(error) };
}

let current: {
  app: ReturnType<typeof renderApp>;
  server: ReturnType<typeof caseServer>;
  confirm: ReturnType<typeof deferred>;
  withdraw: ReturnType<typeof deferred>;
} | null = null;

afterEach(() => {
  current?.app.cleanup();
  current = null;
});

function session() {
  if (!current) throw new Error('The case is not rendered.');
  return current;
}

const user = () => userEvent.setup({ delay: null });
// `hidden`: while a dialog is open the page behind it is hidden from the accessibility tree, yet still shown.
const panel = () => within(screen.getByRole('region', { name: 'Case progress', hidden: true }));
const stageShown = () =>
  panel()
    .getByText(/^Stage:/)
    .querySelector('strong')?.textContent;
const propertyLink = (name: string) => within(screen.getByRole('navigation', { name: 'Property' })).getByRole('link', { name });
const buyerCard = () => within(screen.getByRole('region', { name: 'Buyer', hidden: true }));

async function onSummary() {
  await screen.findByRole('region', { name: 'Case progress' });
}

/** Back to Stakeholder Profiles through the left navigation, where every step is checked. */
async function backToSummary() {
  await user().click(propertyLink('Stakeholder Profiles'));
  await waitFor(() => expect(session().app.router.state.location.pathname).toBe(SUMMARY));
  await onSummary();
}

/** The server's records change, as after a write anywhere; the page asks for its progress again. */
async function serverRecords(records: CaseRecords) {
  const { app, server } = session();
  server.set(records);
  await act(() => app.queryClient.invalidateQueries({ queryKey: caseProgressQueryKey(CASE_ID) }));
}

async function replayStep(event: AnyEventObject, before: () => LifecycleSnapshot) {
  const lifecycleEvent = event as CaseLifecycleEvent;
  const { withdraw, server } = session();
  switch (lifecycleEvent.type) {
    case 'case.loaded':
    case 'case.informationChanged':
    case 'case.partyAssigned':
    case 'case.partyRemoved':
    case 'case.documentFiled':
    case 'case.requisitionsChanged': {
      const [after] = transition(entry.machine as typeof caseLifecycleMachine, before(), lifecycleEvent);
      await serverRecords(after.context.records);
      await waitFor(() => expect(stageShown()).toBe(CASE_STAGE_NAMES[stageOf(after)]));
      return;
    }
    case 'case.assign':
      await user().click(within(screen.getByRole('region', { name: "Seller's Agent" })).getByRole('button', { name: /^(Add|Edit) Seller's Agent$/ }));
      await closeAssignment('assign sellerAgent');
      return;
    case 'case.unassign':
      await user().click(buyerCard().getByRole('button', { name: 'Delete Buyer' }));
      await closeAssignment('unassign buyer');
      return;
    case 'case.edit':
    case 'case.delete': {
      const icon = lifecycleEvent.type === 'case.edit' ? 'Edit' : 'Delete';
      await user().click(propertyLink('Property Details'));
      await screen.findByRole('button', { name: 'Update' });
      if (!before().can(lifecycleEvent)) {
        // A closed case: the details page offers neither.
        expect(screen.queryByRole('button', { name: icon })).not.toBeInTheDocument();
      } else if (icon === 'Edit') {
        await user().click(screen.getByRole('button', { name: 'Edit' }));
        await waitFor(() => expect(screen.getByRole('button', { name: 'Update' })).toBeEnabled());
      } else {
        await user().click(screen.getByRole('button', { name: 'Delete' }));
        await user().click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
      }
      await backToSummary();
      return;
    }
    case 'case.openDocuments':
      await user().click(propertyLink('Option to Purchase'));
      await waitFor(() => expect(session().app.router.state.location.pathname).toBe(`/property-otp/${CASE_ID}`));
      await backToSummary();
      return;
    case 'case.confirm':
      await user().click(panel().getByRole('button', { name: `Confirm ${CASE_STAGE_NAMES[lifecycleEvent.stage].toLowerCase()}…` }));
      await screen.findByRole('dialog', { name: `Confirm: ${CASE_STAGE_NAMES[lifecycleEvent.stage]}` });
      return;
    case 'case.withdraw':
      await user().click(panel().getByRole('button', { name: `Withdraw ${CASE_STAGE_NAMES[lifecycleEvent.stage].toLowerCase()}` }));
      return;
  }
  const output = (event as { output?: CaseRecords | null }).output ?? null;
  switch (event.type) {
    case 'xstate.done.actor.stageConfirmation':
      await finishDialog(output);
      return;
    case 'xstate.done.actor.withdrawStage':
      server.set(output as CaseRecords);
      act(() => withdraw.resolve(output as CaseRecords));
      await waitFor(() => expect(panel().queryByRole('button', { name: /^Withdraw / })).toBeEnabled());
      return;
    case 'xstate.error.actor.withdrawStage':
      act(() => withdraw.reject((event as { error?: unknown }).error));
      await panel().findByRole('alert');
      return;
  }
  throw new Error(`No replay for ${event.type}.`);
}

/** The dialog's ending the model names: its output is the records the server recorded, or null for Cancel. */
async function finishDialog(answer: CaseRecords | null) {
  const dialog = within(screen.getByRole('dialog'));
  if (answer === null) {
    await user().click(dialog.getByRole('button', { name: 'Cancel' }));
  } else {
    await user().click(dialog.getByRole('button', { name: 'Confirm' }));
    session().server.set(answer);
    act(() => session().confirm.resolve(answer));
  }
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

async function closeAssignment(request: string) {
  const flow = await screen.findByRole('dialog', { name: 'Assignment flow' });
  expect(flow).toHaveTextContent(request);
  await user().click(within(flow).getByRole('button', { name: 'Cancel the flow' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Assignment flow' })).not.toBeInTheDocument());
}

const stageOf = (snapshot: LifecycleSnapshot) => (snapshot.value as { stage: (typeof CASE_STAGES)[number] }).stage;

/** What a lawyer sees at every stage, with the dialog region's state: the stage, the dialog, the assignment icons. */
function sees(stage: (typeof CASE_STAGES)[number], dialog: 'idle' | 'confirming' | 'withdrawing') {
  return (_router: null, expected: LifecycleSnapshot) => {
    expect(stageShown()).toBe(CASE_STAGE_NAMES[stage]);
    if (dialog === 'confirming') expect(screen.getByRole('dialog', { name: /^Confirm: / })).toBeInTheDocument();
    else expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const problem = expected.context.problem;
    if (problem) expect(panel().getByRole('alert', { hidden: true })).toHaveTextContent(problem);
    const closed = stage === 'closed';
    expect(buyerCard().queryByRole('button', { name: 'Delete Buyer', hidden: true }) !== null, 'the assignment icons').toBe(!closed);
    expect(screen.queryByText(messages.propertyLockedAssignment) !== null, 'the locked notice').toBe(closed);
    for (const confirmable of ['optionExercised', 'stampDutyPaid', 'completed', 'closed'] as ConfirmedStage[]) {
      const offered = dialog === 'idle' && expected.can({ type: 'case.confirm', stage: confirmable });
      const button = panel().queryByRole('button', { name: `Confirm ${CASE_STAGE_NAMES[confirmable].toLowerCase()}…`, hidden: true });
      expect(button !== null, `Confirm ${confirmable}`).toBe(offered || (dialog !== 'idle' && button !== null));
    }
  };
}

const userSees: UserSees<null, LifecycleSnapshot> = Object.fromEntries(
  CASE_STAGES.flatMap((stage) =>
    // The leaf states in the order the machine's nodes come, which follows the order of entry.
    (['idle', 'confirming', 'withdrawing'] as const).flatMap((dialog) => [
      [`stage.${stage}, dialog.${dialog}`, sees(stage, dialog)] as const,
      [`dialog.${dialog}, stage.${stage}`, sees(stage, dialog)] as const,
    ]),
  ),
);

async function replayPath(path: ModelPath) {
  const probe = coverage.probe();
  const server = caseServer();
  const confirm = deferred();
  const withdraw = deferred();
  const overrides: CaseLifecycleOverrides = {
    confirmStage: fromPromise<CaseRecords, StageConfirmationRequest>(() => confirm.next()),
    withdrawStage: fromPromise<CaseRecords, { propertyId: number; stage: ConfirmedStage }>(() => withdraw.next()),
    inspect: probe.inspect,
    today: SALE_INPUT.today,
  };
  const app = renderApp({
    start: SUMMARY,
    routes: server.routes,
    wrap: (router) => <CaseLifecycleOverridesContext.Provider value={overrides}>{router}</CaseLifecycleOverridesContext.Provider>,
  });
  current = { app, server, confirm, withdraw };
  await onSummary();
  await replayOnScreen({ path, probe, coverage, router: null, userSees, replayStep, flowName: 'case lifecycle' });
}

function stepLabel(event: AnyEventObject): string {
  const lifecycleEvent = event as CaseLifecycleEvent;
  switch (lifecycleEvent.type) {
    case 'case.loaded':
      return 'the server answers new records';
    case 'case.informationChanged':
      return lifecycleEvent.complete ? 'the information is completed' : 'the information is made incomplete';
    case 'case.partyAssigned':
      return `${lifecycleEvent.role} assigned`;
    case 'case.partyRemoved':
      return `${lifecycleEvent.role} removed`;
    case 'case.documentFiled':
      return `the ${lifecycleEvent.document} is filed`;
    case 'case.requisitionsChanged':
      return 'the agencies reply';
    case 'case.assign':
      return "press Add Seller's Agent";
    case 'case.unassign':
      return 'press Delete Buyer';
    case 'case.edit':
      return 'press Edit on Property Details';
    case 'case.delete':
      return 'press Delete on Property Details';
    case 'case.openDocuments':
      return 'open Option to Purchase';
    case 'case.confirm':
      return `press Confirm ${lifecycleEvent.stage}`;
    case 'case.withdraw':
      return `press Withdraw ${lifecycleEvent.stage}`;
  }
  if (event.type === 'xstate.done.actor.stageConfirmation')
    return (event as { output?: unknown }).output ? 'press Confirm in the dialog' : 'press Cancel in the dialog';
  if (event.type === 'xstate.done.actor.withdrawStage') return 'the withdrawal is recorded';
  if (event.type === 'xstate.error.actor.withdrawStage') return 'the withdrawal fails';
  return event.type;
}

const cases = coveringCases(entry, model.paths, (path) => path).map((path) => [pathTitle(path, stepLabel), path] as const);

describe('the case page, driven by the case-lifecycle model', () => {
  stubScrollToEachTest();

  itReplaysEachPath({
    cases,
    replay: replayPath,
    coverage,
    coverageTitle: 'the paths replayed on the case reach every state and transition of the case-lifecycle machine',
  });
});
