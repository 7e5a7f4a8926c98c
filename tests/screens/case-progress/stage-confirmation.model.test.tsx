import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect } from 'vitest';
import { fromPromise, type AnyEventObject, type InspectionEvent, type SnapshotFrom } from 'xstate';
import { SALE_EXERCISED, SALE_STAMP_DUTY_PAID } from '../../../machines/case-lifecycle.samples';
import type {
  StageConfirmationEvent,
  StageConfirmationInput,
  StageConfirmationRequest,
  stageConfirmationMachine,
} from '../../../machines/stage-confirmation.machine';
import { caseProgressQueryKey } from '../../../src/api/queries/case-progress';
import { CaseProgressPanel } from '../../../src/app/screens/case-progress/CaseProgressPanel';
import { CaseLifecycleOverridesContext, type CaseLifecycleOverrides } from '../../../src/app/screens/case-progress/use-case-lifecycle';
import { canConfirm, caseProgress, type CaseRecords, type ConfirmedStage } from '../../../src/domain/case/lifecycle';
import { toDisplayDate } from '../../../src/domain/display-date';
import { CASE_STAGE_NAMES } from '../../../src/domain/messages/case-lifecycle';
import { coveringCases } from '../support/covering-paths';
import {
  itReplaysEachPath,
  pathTitle,
  replayOnScreen,
  screenModel,
  stubScrollToEachTest,
  type ActorProbe,
  type ModelPath,
  type UserSees,
} from '../support/screen-model';
import { deferredAnswer } from './deferred-answer';
import { progressOf } from './progress-fixture';

/**
 * The stage-confirmation model of tests/machines/stage-confirmation.test.ts, replayed on the case progress panel's
 * dialog: each path starts where the panel offers the input's confirmation (the exercise once the option is
 * granted, the completion once the requisitions are replied) and presses it; then the date is typed, 'signed
 * abroad' ticked, Confirm and Cancel pressed as a lawyer does, and confirm-case-stage settled with the path's answer.
 * The dialog's machine is a child of the case-lifecycle actor; the probe watches that child (see `dialogProbe`).
 */

type DialogSnapshot = SnapshotFrom<typeof stageConfirmationMachine>;

const { entry, models, coverage } = screenModel('stage-confirmation');
const user = () => userEvent.setup({ delay: null });

/** Where the panel offers each confirmation of the model's inputs. */
const CASE_BEFORE: Readonly<Record<ConfirmedStage, CaseRecords | undefined>> = {
  optionExercised: { ...SALE_EXERCISED, confirmations: {} },
  completed: { ...SALE_STAMP_DUTY_PAID, requisitions: { sent: 2, replied: 2 } },
  stampDutyPaid: undefined,
  closed: undefined,
};

/**
 * The probe of screen-model.ts follows a root actor; the dialog's actor is invoked by the case-lifecycle actor, so
 * its own inspection events are handed on as if it were the root. Its children (the confirm-case-stage call) and
 * its parent are left out, as the probe leaves out a root's children.
 */
function dialogProbe(probe: ActorProbe) {
  return (event: InspectionEvent): void => {
    if (!('id' in event.actorRef) || event.actorRef.id !== 'stageConfirmation') return;
    probe.inspect({ ...event, rootId: event.actorRef.sessionId });
  };
}

let answer = deferredAnswer<CaseRecords>();

const dialog = () => within(screen.getByRole('dialog', { name: /^Confirm: / }));
const dateField = () => dialog().getByRole('textbox', { name: /Date/ });
const abroadBox = () => dialog().queryByRole('checkbox', { name: /Signed outside Singapore/ });
const stageShown = () => screen.getByText(/^Stage:/).querySelector('strong')?.textContent;
const confirmButton = (stage: ConfirmedStage) => `Confirm ${CASE_STAGE_NAMES[stage].toLowerCase()}…`;

/** The dialog while the lawyer may edit it: the day, the tick box for the exercise only, the refusal if any. */
function expectEditing(expected: DialogSnapshot) {
  const { stage, on, signedAbroad, problem } = expected.context;
  expect(dialog().getByText(/^On which day/)).toBeInTheDocument();
  expect(dateField()).toHaveValue(toDisplayDate(on));
  if (stage === 'optionExercised') expect(abroadBox()).toHaveProperty('checked', signedAbroad);
  else expect(abroadBox()).not.toBeInTheDocument();
  expect(dialog().getByRole('button', { name: 'Cancel' })).toBeEnabled();
  expect(dialog().getByRole('button', { name: 'Confirm' })).toHaveProperty('disabled', on === '');
  if (problem) expect(dialog().getByRole('alert')).toHaveTextContent(problem);
  else expect(dialog().queryByRole('alert')).not.toBeInTheDocument();
}

/**
 * The dialog has gone: the panel shows the stage of the case's records (the server's answer, or those it had when
 * cancelled) and offers the confirmation again exactly when those records still allow it.
 */
function expectClosed(stage: ConfirmedStage, records: CaseRecords) {
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(stageShown()).toBe(CASE_STAGE_NAMES[caseProgress(records).stage]);
  const offered = screen.queryByRole('button', { name: confirmButton(stage) });
  expect(offered !== null, 'the confirmation is offered').toBe(canConfirm(stage, records));
}

function recordsBefore(stage: ConfirmedStage): CaseRecords {
  const records = CASE_BEFORE[stage];
  if (!records) throw new Error(`No case offers the ${stage} confirmation in this replay.`);
  return records;
}

const userSees: UserSees<null, DialogSnapshot> = {
  editing: (_, expected) => expectEditing(expected),
  saving: () => {
    expect(dialog().getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(dialog().getByRole('button', { name: 'Confirm' })).toBeDisabled();
    expect(dialog().queryByRole('alert')).not.toBeInTheDocument();
  },
  confirmed: (_, { context }) => {
    if (!context.records) throw new Error('Confirmed without the server’s records.');
    expectClosed(context.stage, context.records);
  },
  cancelled: (_, { context }) => expectClosed(context.stage, recordsBefore(context.stage)),
};

async function dialogClosed() {
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

async function typeDate(iso: string) {
  await user().clear(dateField());
  if (iso) await user().type(dateField(), toDisplayDate(iso));
  await user().tab();
}

async function replayStep(event: AnyEventObject, before: () => DialogSnapshot): Promise<void> {
  // The server's answers settle the faked confirm-case-stage call; the rest is what the lawyer does.
  const { output, error } = event as AnyEventObject & { output?: CaseRecords; error?: unknown };
  if (event.type === 'xstate.done.actor.confirmStage') {
    if (!output) throw new Error('A recorded step answers the case’s records.');
    act(() => answer.resolve(output));
    return dialogClosed();
  }
  if (event.type === 'xstate.error.actor.confirmStage') {
    act(() => answer.reject(error));
    await dialog().findByRole('alert');
    return;
  }
  const dialogEvent = event as StageConfirmationEvent;
  switch (dialogEvent.type) {
    case 'confirmation.date':
      return typeDate(dialogEvent.on);
    case 'confirmation.signedAbroad': {
      // Only the exercise asks it: where the machine refuses the answer, the dialog does not ask.
      const box = abroadBox();
      expect(box !== null, "the dialog asks 'signed abroad'").toBe(before().can(dialogEvent));
      if (box && (box as HTMLInputElement).checked !== dialogEvent.signedAbroad) await user().click(box);
      return;
    }
    case 'confirmation.submit':
      return user().click(dialog().getByRole('button', { name: 'Confirm' }));
    case 'confirmation.cancel':
      await user().click(dialog().getByRole('button', { name: 'Cancel' }));
      return dialogClosed();
  }
  throw new Error(`No replay for ${event.type} on the stage confirmation dialog.`);
}

async function replayPath(input: StageConfirmationInput, path: ModelPath) {
  const records = recordsBefore(input.stage);
  answer = deferredAnswer<CaseRecords>();
  const probe = coverage.probe();
  const overrides: CaseLifecycleOverrides = {
    confirmStage: fromPromise<CaseRecords, StageConfirmationRequest>(() => answer.next()),
    inspect: dialogProbe(probe),
    today: input.today,
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(caseProgressQueryKey(input.propertyId), progressOf(records));
  render(
    <QueryClientProvider client={queryClient}>
      <CaseLifecycleOverridesContext.Provider value={overrides}>
        <CaseProgressPanel propertyId={input.propertyId} />
      </CaseLifecycleOverridesContext.Provider>
    </QueryClientProvider>,
  );
  await user().click(screen.getByRole('button', { name: confirmButton(input.stage) }));
  await screen.findByRole('dialog', { name: `Confirm: ${CASE_STAGE_NAMES[input.stage]}` });
  await replayOnScreen({ path, probe, coverage, router: null, userSees, replayStep, flowName: 'stage confirmation' });
}

function stepLabel(event: AnyEventObject): string {
  const dialogEvent = event as StageConfirmationEvent;
  switch (dialogEvent.type) {
    case 'confirmation.date':
      return dialogEvent.on ? `type ${toDisplayDate(dialogEvent.on)}` : 'clear the date';
    case 'confirmation.signedAbroad':
      return "tick 'signed abroad'";
    case 'confirmation.submit':
      return 'press Confirm';
    case 'confirmation.cancel':
      return 'press Cancel';
  }
  if (event.type === 'xstate.done.actor.confirmStage') return 'the step is recorded';
  if (event.type === 'xstate.error.actor.confirmStage') {
    return typeof (event as AnyEventObject & { error?: unknown }).error === 'string' ? 'the connection fails' : 'the server refuses the day';
  }
  return event.type;
}

// The covering set of the model's paths (tests/screens/support/covering-paths.ts), each input reaching what its own paths reach.
const cases = coveringCases(
  entry,
  models.flatMap(({ input, paths }) =>
    paths.map((path) => {
      const dialogInput = input as StageConfirmationInput;
      return [`${dialogInput.stage}: ${pathTitle(path, stepLabel)}`, dialogInput, path] as const;
    }),
  ),
  ([, , path]) => path,
  { screenOf: ([, input]) => input.stage },
);

describe('the stage confirmation dialog, driven by the stage-confirmation model', () => {
  stubScrollToEachTest();

  itReplaysEachPath({
    cases,
    replay: replayPath,
    coverage,
    coverageTitle: 'the paths replayed on the dialog reach every state and transition of the stage-confirmation machine',
  });
});
