import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, vi, type Mock } from 'vitest';
import type { AnyEventObject, SnapshotFrom } from 'xstate';
import type { deleteRecordMachine } from '../../../machines/delete-record.machine';
import { DeleteRecordOverridesContext } from '../../../src/app/screens/common/use-delete-record-actor';
import { toastQueue, Toasts } from '../../../src/app/ui';
import { messages } from '../../../src/domain/messages';
import { ActorScript, settle } from '../../machines/support/scripted-actors';
import { coveringCases } from '../support/covering-paths';
import { itReplaysEachPath, pathTitle, replayOnScreen, singleInputScreenModel, type ModelPath, type UserSees } from '../support/screen-model';

/**
 * The delete-record model replayed on one listing's delete flow, rendered on its own as the listing renders it:
 * the delete call scripted by the model path, the app's toasts, a query client whose invalidations are counted,
 * and spies for the listing's callbacks. Presses are the user's; after every step the test checks what the user
 * sees and which callbacks ran.
 */

type DeleteSnapshot = SnapshotFrom<typeof deleteRecordMachine>;

export interface FlowCallbacks {
  onClose: () => void;
  onDeleted: (target: unknown) => void;
}

export interface DeleteFlowUnderTest {
  /** 'property delete flow': names the describe block and the flow in errors. */
  name: string;
  render: (callbacks: FlowCallbacks) => ReactNode;
  title: string;
  question: string;
  /** The toast after a delete, and the query key every page of the listing hangs under. */
  deletedToast: string;
  queryKey: readonly unknown[];
  /** What the listing's onDeleted is told after a delete; undefined for a flow without one. */
  deletedTarget?: unknown;
}

interface View {
  flow: DeleteFlowUnderTest;
  onClose: Mock<() => void>;
  onDeleted: Mock<(target: unknown) => void>;
  invalidated: () => unknown[];
}

const user = () => userEvent.setup({ delay: null });
const confirmation = (flow: DeleteFlowUnderTest) => screen.getByRole('alertdialog', { name: flow.title });

function expectConfirmation(view: View, options: { busy: boolean }) {
  const dialog = confirmation(view.flow);
  expect(dialog).toHaveTextContent(view.flow.question);
  expect(within(dialog).getByRole('button', { name: 'Delete' })).toHaveProperty('disabled', options.busy);
  expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled();
  expect(screen.queryByRole('alertdialog', { name: messages.deleteFailedTitle })).not.toBeInTheDocument();
  expectNothingReported(view);
}

/** Until the flow ends the listing hears nothing: no toast, no reload, no callback. */
function expectNothingReported(view: View) {
  expect(view.onClose).not.toHaveBeenCalled();
  expect(view.onDeleted).not.toHaveBeenCalled();
  expect(view.invalidated()).toEqual([]);
  expect(screen.queryByText(view.flow.deletedToast)).not.toBeInTheDocument();
}

const userSees: UserSees<View, DeleteSnapshot> = {
  confirming: (view) => expectConfirmation(view, { busy: false }),
  deleting: async (view) => {
    expectConfirmation(view, { busy: true });
    // No cancel while deleting: the press changes nothing (the probe checks the state at the next step).
    await user().click(within(confirmation(view.flow)).getByRole('button', { name: 'Cancel' }));
    expectConfirmation(view, { busy: true });
  },
  refused: (view, expected) => {
    const refusal = screen.getByRole('alertdialog', { name: messages.deleteFailedTitle });
    expect(refusal).toHaveTextContent(expected.context.message ?? '');
    expect(within(refusal).getByRole('button', { name: 'OK' })).toBeEnabled();
    expect(screen.queryByRole('alertdialog', { name: view.flow.title })).not.toBeInTheDocument();
    expectNothingReported(view);
  },
  done: async (view, expected) => {
    // Named: a toast is an alertdialog too.
    expect(screen.queryByRole('alertdialog', { name: view.flow.title })).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog', { name: messages.deleteFailedTitle })).not.toBeInTheDocument();
    await waitFor(() => expect(view.onClose).toHaveBeenCalledTimes(1));
    if (expected.context.deleted) {
      expect(await screen.findByText(view.flow.deletedToast)).toBeInTheDocument();
      expect(view.invalidated()).toEqual([{ queryKey: view.flow.queryKey }]);
      expect(view.onDeleted.mock.calls).toEqual(view.flow.deletedTarget === undefined ? [] : [[view.flow.deletedTarget]]);
    } else {
      expect(screen.queryByText(view.flow.deletedToast)).not.toBeInTheDocument();
      expect(view.invalidated()).toEqual([]);
      expect(view.onDeleted).not.toHaveBeenCalled();
    }
  },
};

async function replayStep(event: AnyEventObject, view: View, script: ActorScript): Promise<void> {
  switch (event.type) {
    case 'delete.confirm':
      return user().click(within(confirmation(view.flow)).getByRole('button', { name: 'Delete' }));
    case 'delete.cancel':
      return user().click(within(confirmation(view.flow)).getByRole('button', { name: 'Cancel' }));
    case 'delete.acknowledge':
      return user().click(within(screen.getByRole('alertdialog', { name: messages.deleteFailedTitle })).getByRole('button', { name: 'OK' }));
    case 'xstate.done.actor.deleteRecord':
      return act(async () => {
        script.resolve('deleteRecord', event.output);
        await settle();
      });
    case 'xstate.error.actor.deleteRecord':
      return act(async () => {
        script.reject('deleteRecord', new TypeError(String(event.error)));
        await settle();
      });
    default:
      throw new Error(`No user action replays "${event.type}" on the delete flow.`);
  }
}

function stepLabel(event: AnyEventObject): string {
  switch (event.type) {
    case 'delete.confirm':
      return 'press Delete';
    case 'delete.cancel':
      return 'press Cancel';
    case 'delete.acknowledge':
      return "press OK on 'Delete Failed'";
    case 'xstate.done.actor.deleteRecord':
      return `the delete answers ${JSON.stringify(event.output)}`;
    case 'xstate.error.actor.deleteRecord':
      return 'the delete gets no answer';
    default:
      return event.type;
  }
}

/** One test per model path on `flow`, then the test that together they reached every state and transition. */
export function describeDeleteFlowReplay(flow: DeleteFlowUnderTest): void {
  const { entry, model, coverage } = singleInputScreenModel('delete-record');

  async function replayPath(path: ModelPath) {
    const script = new ActorScript();
    const probe = coverage.probe();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const view: View = {
      flow,
      onClose: vi.fn<() => void>(),
      onDeleted: vi.fn<(target: unknown) => void>(),
      invalidated: () => invalidate.mock.calls.map(([filters]) => filters),
    };
    const overrides = { deleteRecord: script.actorsFor(entry.machine).deleteRecord, inspect: probe.inspect };
    render(
      <QueryClientProvider client={queryClient}>
        <DeleteRecordOverridesContext.Provider value={overrides}>
          {flow.render({ onClose: view.onClose, onDeleted: view.onDeleted })}
        </DeleteRecordOverridesContext.Provider>
        <Toasts />
      </QueryClientProvider>,
    );
    await waitFor(() => probe.actor);
    await replayOnScreen({
      path,
      probe,
      coverage,
      router: view,
      userSees,
      replayStep: (event) => replayStep(event, view, script),
      flowName: flow.name,
    });
  }

  describe(`${flow.name}, driven by the delete-record model`, () => {
    afterEach(() => {
      act(() => toastQueue.clear());
    });

    itReplaysEachPath({
      cases: coveringCases(entry, model.paths, (path) => path).map((path) => [pathTitle(path, stepLabel), path] as const),
      replay: replayPath,
      coverage,
      coverageTitle: 'the paths replayed on the flow reach every state and transition of the machine',
    });
  });
}
