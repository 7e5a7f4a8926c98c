import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, vi } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import {
  type ChosenFile,
  type SignedCopy,
  type SignedSlotContext,
  type SignedSlotEvent,
  type UploadProgress,
} from '../../../../machines/signed-slots';
import { toastQueue, Toasts } from '../../../../src/app/ui';
import { messages } from '../../../../src/domain/messages';
import { settle } from '../../../machines/support/scripted-actors';
import { inspectNextActor } from '../../document-centre/inspected-actors';
import { coveringCases } from '../../support/covering-paths';
import { itReplaysEachPath, pathTitle, replayOnScreen, screenModel, type ModelPath, type UserSees } from '../../support/screen-model';
import { SlotCalls, type PanelProps } from './slot-calls';
import { slotsStateNames, sortingsOf } from './slot-states';

/**
 * The signed-upload and s65-signing models replayed on their panels (SignedUploadPanel, S65SignedCopiesPanel): both
 * machines are built from machines/signed-slots*.ts, and both panels draw the same slots, so one replay serves both.
 * Choosing is the slot's file picker (the system dialog hands over the sample file itself, whose name and size are
 * all the machine reads), the icons and the alerts' buttons are pressed, the upload and remove calls are held until
 * the path settles them (the upload's progress through the request's own callback), and a reload reaches the panel
 * as the page delivers one: the reload it asked for after an upload or a delete answers, or else the page's copies
 * change. The file using it mocks '@xstate/react' with tests/screens/document-centre/inspected-actors.ts.
 */

/** Either machine's snapshot; its context is read through `slotsOf`. */
type Snapshot = AnyMachineSnapshot;

export type { PanelProps };

export interface SignedSlotsReplay<TSlot extends string, TInput, TRequest extends UploadProgress> {
  registryId: string;
  /** The machine's own id, by which inspected-actors.ts finds the panel's actor. */
  machineId: string;
  title: string;
  slots: readonly TSlot[];
  /** Each slot's name on the panel for this input; null for a slot the panel does not draw (the WTA's acceptance). */
  labelsOf: (input: TInput) => Record<TSlot, string | null>;
  copyOf: (context: SignedSlotContext<TSlot>, slot: TSlot) => SignedCopy | null;
  inputName: (input: TInput) => string;
  copiesOf: (input: TInput) => readonly SignedCopy[];
  renderPanel: (input: TInput, props: PanelProps<TRequest>) => ReactNode;
  /** What the upload call is asked for besides its progress callback. */
  uploadRequest: (context: SignedSlotContext<TSlot>, input: TInput) => Omit<TRequest, 'onProgress'>;
}

const person = () => userEvent.setup({ delay: null, applyAccept: false });
/**
 * The panel's queries reach behind an open alert, which hides the page from assistive technology (aria-hidden) while
 * it is open: what the user sees there is still checked. The alert's own queries are the usual ones.
 */
const behind = { hidden: true } as const;
const slot = (label: string) => within(screen.getByRole('group', { name: label, ...behind }));
const alert = (name?: string) => within(screen.getByRole('alertdialog', name === undefined ? {} : { name }));

export function describeSignedSlotsReplay<TSlot extends string, TInput, TRequest extends UploadProgress>(
  options: SignedSlotsReplay<TSlot, TInput, TRequest>,
): void {
  const { entry, models, coverage } = screenModel(options.registryId);
  const slotsOf = (snapshot: Snapshot) => snapshot.context as SignedSlotContext<TSlot>;

  interface View {
    input: TInput;
    /** The panel's actor, for the one press the panel has no control for. */
    actor: () => { send: (event: SignedSlotEvent<TSlot>) => void };
    labels: Record<TSlot, string | null>;
    calls: SlotCalls<TRequest>;
    /** How many of the calls' requests were checked. */
    checked: { uploads: number; removals: number };
    /** The model's state before the step being checked; null on the first render. */
    before: Snapshot | null;
    /** Gives the panel the page's new copies. */
    showCopies: (copies: readonly SignedCopy[]) => void;
  }

  /** The slot's uploaded copy came back signed through DSS. */
  const heldByDss = (snapshot: Snapshot, name: TSlot) => options.copyOf(slotsOf(snapshot), name)?.dssSigned === true;

  const label = (view: View, name: TSlot) => {
    const shown = view.labels[name];
    if (shown === null) throw new Error(`The model uses the ${name} slot, which this panel does not draw.`);
    return shown;
  };

  /** One slot as the model's context says: the picker, the chosen file (or its progress) or the uploaded copy. */
  function expectSlot(view: View, expected: Snapshot, name: TSlot) {
    const shown = view.labels[name];
    if (shown === null) return;
    const idle = expected.matches('slots');
    const copy = options.copyOf(slotsOf(expected), name);
    const chosen = slotsOf(expected).chosen[name];
    const here = slot(shown);
    if (copy) {
      expect(here.getByRole('button', { name: `Download ${copy.fileName}`, ...behind })).toBeEnabled();
      if (copy.dssSigned) {
        expect(here.getByText(messages.signedThroughDss)).toBeInTheDocument();
        expect(here.queryByRole('button', { name: `Delete ${shown}`, ...behind })).not.toBeInTheDocument();
      } else if (expected.matches('deleting') && slotsOf(expected).pendingDelete?.id === copy.id) {
        expect(here.getByRole('button', { name: `Delete ${shown}`, ...behind })).toHaveAttribute('aria-disabled', 'true');
      } else {
        expect(here.getByRole('button', { name: `Delete ${shown}`, ...behind })).toHaveProperty('disabled', !idle);
      }
    } else if (chosen && expected.matches('uploading')) {
      const bar = here.getByRole('progressbar', { name: `${messages.uploading} ${chosen.name}`, ...behind });
      expect(bar).toHaveAttribute('aria-valuenow', String(Math.round(slotsOf(expected).progress * 100)));
    } else if (chosen) {
      expect(here.getByText(chosen.name)).toBeInTheDocument();
      expect(here.getByRole('button', { name: `Upload ${shown}`, ...behind })).toHaveProperty('disabled', !idle);
      expect(here.getByRole('button', { name: `Cancel ${shown}`, ...behind })).toHaveProperty('disabled', !idle);
    } else {
      expect(here.getByText(messages.noFileChosen)).toBeInTheDocument();
      expect(here.getByRole('button', { name: `Choose ${shown}`, ...behind })).toHaveProperty('disabled', !idle);
    }
  }

  function expectPanel(view: View, expected: Snapshot) {
    // The slots this page has, and no other (the WTA draws no acceptance copy).
    const drawn = options.slots.flatMap((name) => view.labels[name] ?? []);
    expect(screen.getAllByRole('group', behind)).toHaveLength(drawn.length);
    for (const name of options.slots) expectSlot(view, expected, name);
    if (!expected.matches('uploading')) expect(screen.queryByRole('progressbar', behind)).not.toBeInTheDocument();
  }

  const noDialog = () => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

  const inSlots = (view: View, expected: Snapshot) => {
    expectPanel(view, expected);
    noDialog();
  };
  const userSees: UserSees<View, Snapshot> = {
    ...Object.fromEntries(slotsStateNames(entry.machine).map((name) => [name, inSlots])),
    // A rule's refusal or a failed call: its title and reason, answered with OK.
    refused: (view, expected) => expectAlertOver(view, expected),
    failed: (view, expected) => expectAlertOver(view, expected),
    uploading: (view, expected) => {
      expectPanel(view, expected);
      noDialog();
      // Entering: one request carrying every chosen file (and its progress callback); a reload meanwhile sends no other.
      expectNewCall(view, 'uploading', { ...options.uploadRequest(slotsOf(expected), view.input), onProgress: expect.any(Function) as unknown });
    },
    confirmingDelete: (view, expected) => {
      expectPanel(view, expected);
      const question = alert(messages.deleteRecordTitle);
      expect(question.getByText(messages.confirmDeleteSignedFile(slotsOf(expected).pendingDelete?.fileName ?? ''))).toBeInTheDocument();
      expect(question.getByRole('button', { name: 'Delete' })).toBeEnabled();
      expect(question.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    },
    deleting: (view, expected) => {
      expectPanel(view, expected);
      noDialog();
      expectNewCall(view, 'deleting', { copy: slotsOf(expected).pendingDelete });
    },
  };

  /** The call a state makes, checked on the step that enters it (exactly one more); a step within it makes none. */
  function expectNewCall(view: View, state: 'uploading' | 'deleting', request: unknown) {
    const calls = state === 'uploading' ? 'uploads' : 'removals';
    const made = view.calls[calls];
    const entering = !view.before?.matches(state);
    expect(made.length, `${calls} made`).toBe(view.checked[calls] + (entering ? 1 : 0));
    if (entering) expect(made.at(-1)).toEqual(request);
    view.checked[calls] = made.length;
  }

  function expectAlertOver(view: View, expected: Snapshot) {
    expectPanel(view, expected);
    const shown = slotsOf(expected).alert;
    if (!shown) throw new Error('The model shows an alert without one.');
    const dialog = alert(shown.title);
    if (shown.text) expect(dialog.getByText(shown.text)).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'OK' })).toBeEnabled();
  }

  /** The page's fresh copies: answered to the reload the panel asked for, or else the page's own list changes. */
  async function deliverCopies(view: View, copies: readonly SignedCopy[]) {
    const asked = view.calls.reloads.shift();
    await act(async () => {
      if (asked) asked.resolve([...copies]);
      else view.showCopies(copies);
      await settle();
    });
  }

  async function replayStep(event: AnyEventObject, view: View, current: Snapshot): Promise<void> {
    view.before = current;
    const done = /^xstate\.done\.actor\.(.+)$/.exec(event.type)?.[1];
    const failed = /^xstate\.error\.actor\.(.+)$/.exec(event.type)?.[1];
    if (done || failed) {
      const reloads = view.calls.reload.mock.calls.length;
      await act(async () => {
        view.calls.answer(done ?? failed ?? '', (held) => (done ? held.resolve(event.output) : held.reject(event.error)));
        await settle();
      });
      if (!done) return;
      // A stored or removed copy makes the panel ask the page to reload; a removal is also toasted.
      expect(view.calls.reload).toHaveBeenCalledTimes(reloads + 1);
      if (done === 'removeSignedCopy') {
        expect(await screen.findByText(messages.successfullyDeleted)).toBeInTheDocument();
        act(() => toastQueue.clear());
      }
      return;
    }
    const slotEvent = event as SignedSlotEvent<TSlot>;
    const user = person();
    switch (slotEvent.type) {
      case 'file.choose': {
        const input = screen.getByRole('group', { name: label(view, slotEvent.slot) }).querySelector<HTMLInputElement>('input[type="file"]');
        if (!input) throw new Error(`The ${slotEvent.slot} slot offers no file picker.`);
        return user.upload(input, slotEvent.file as File);
      }
      case 'file.cancel':
        return user.click(slot(label(view, slotEvent.slot)).getByRole('button', { name: `Cancel ${label(view, slotEvent.slot)}` }));
      case 'file.confirm': {
        // Every chosen slot has the check icon, and each uploads them all: the first is pressed.
        const first = options.slots.find((name) => slotsOf(current).chosen[name] !== null);
        if (!first) throw new Error('The model uploads with nothing chosen.');
        return user.click(screen.getByRole('button', { name: `Upload ${label(view, first)}` }));
      }
      case 'file.delete': {
        const name = label(view, slotEvent.slot);
        if (!heldByDss(current, slotEvent.slot)) return user.click(slot(name).getByRole('button', { name: `Delete ${name}` }));
        // A copy DSS signed has its badge instead of a delete icon (SignedSlot): the model's press reaches the actor.
        expect(slot(name).getByText(messages.signedThroughDss)).toBeInTheDocument();
        expect(slot(name).queryByRole('button', { name: `Delete ${name}`, ...behind })).not.toBeInTheDocument();
        return act(async () => {
          view.actor().send(slotEvent);
          await settle();
        });
      }
      case 'delete.confirm':
        return user.click(alert(messages.deleteRecordTitle).getByRole('button', { name: 'Delete' }));
      case 'delete.cancel':
        return user.click(alert(messages.deleteRecordTitle).getByRole('button', { name: 'Cancel' }));
      case 'alert.dismiss':
        return user.click(alert().getByRole('button', { name: 'OK' }));
      case 'upload.progress': {
        const request = view.calls.uploads.at(-1);
        if (!request) throw new Error('The path reports progress, but the panel has not uploaded.');
        return act(async () => {
          request.onProgress(slotEvent.fraction);
          await settle();
        });
      }
      case 'copies.loaded':
        return deliverCopies(view, slotEvent.copies);
    }
  }

  const fileName = (event: AnyEventObject) => (event as { file?: ChosenFile }).file?.name ?? '';
  function stepLabel(event: AnyEventObject, before: Snapshot | undefined): string {
    if (event.type.startsWith('xstate.done.actor.')) {
      const output = event.output as readonly SignedCopy[] | boolean;
      if (typeof output === 'boolean') return 'the copy is removed';
      return `the upload stores ${output.map((copy) => copy.fileName).join(' and ')}`;
    }
    if (event.type.startsWith('xstate.error.actor.')) return `the ${event.type.replace('xstate.error.actor.', '')} call fails`;
    const slotEvent = event as SignedSlotEvent<TSlot>;
    switch (slotEvent.type) {
      case 'file.choose':
        return `choose ${fileName(event)} (${slotEvent.slot})`;
      case 'file.cancel':
        return `cancel the ${slotEvent.slot} file`;
      case 'file.confirm':
        return 'press the check icon';
      case 'file.delete':
        return before && heldByDss(before, slotEvent.slot)
          ? `delete the DSS-signed ${slotEvent.slot} copy (no delete icon: sent to the panel's actor)`
          : `delete the ${slotEvent.slot} copy`;
      case 'delete.confirm':
        return 'press Delete';
      case 'delete.cancel':
        return 'press Cancel';
      case 'alert.dismiss':
        return 'press OK';
      case 'upload.progress':
        return `upload at ${slotEvent.fraction * 100}%`;
      case 'copies.loaded':
        return 'the page reloads the copies';
    }
    return event.type;
  }

  /** pathTitle with the state each step is taken from, which says whether a delete has its icon. */
  function titleOf(path: ModelPath): string {
    const before = path.steps.flatMap((step, index) => (step.event.type === 'xstate.init' ? [] : [path.steps[index - 1]?.state]));
    let next = 0;
    return pathTitle(path, (event) => stepLabel(event, before[next++]));
  }

  async function replayPath(input: TInput, path: ModelPath) {
    const probe = coverage.probe();
    const release = inspectNextActor(options.machineId, probe.inspect);
    try {
      const calls = new SlotCalls<TRequest>();
      const onDownload = vi.fn<(copy: SignedCopy) => void>();
      // The page's copies as the panel was given them last: replaced to reach it as the page's own reload would.
      const panel = (copies: readonly SignedCopy[]) => (
        <>
          {options.renderPanel(input, { propertyId: 101, copies, onCopiesChanged: calls.reload, onDownload, effects: calls.effects })}
          <Toasts />
        </>
      );
      const { rerender } = render(panel(options.copiesOf(input)));
      const view: View = {
        input,
        labels: options.labelsOf(input),
        actor: () => probe.actor,
        calls,
        checked: { uploads: 0, removals: 0 },
        before: null,
        showCopies: (copies) => rerender(panel(copies)),
      };
      await replayOnScreen({
        path,
        probe,
        coverage,
        router: view,
        userSees,
        replayStep: (event, current: () => Snapshot) => replayStep(event, view, current()),
        flowName: options.registryId,
      });
    } finally {
      release();
      act(() => toastQueue.clear());
    }
  }

  // The covering set of the model's paths (tests/screens/support/covering-paths.ts), each input reaching what its own paths
  // reach, and then whatever sorting of a slot on (re)entering the slots the set misses (see `sortingsOf`).
  const all = models.flatMap(({ input, paths }) =>
    paths.map((path) => [`${options.inputName(input as TInput)}: ${titleOf(path)}`, input as TInput, path] as const),
  );
  const sampled = new Set(coveringCases(entry, all, ([, , path]) => path, { screenOf: ([, input]) => options.inputName(input) }));
  const sortings = ([, input, path]: (typeof all)[number]) => [...sortingsOf(path)].map((sorting) => `${options.inputName(input)} ${sorting}`);
  const sorted = new Set([...sampled].flatMap(sortings));
  for (const item of all) {
    const missed = sortings(item).filter((sorting) => !sorted.has(sorting));
    if (missed.length === 0) continue;
    sampled.add(item);
    for (const sorting of missed) sorted.add(sorting);
  }
  const cases = all.filter((item) => sampled.has(item));

  describe(options.title, () => {
    itReplaysEachPath({
      cases,
      replay: replayPath,
      coverage,
      coverageTitle: `the paths replayed on the panel reach every state and transition of the ${options.registryId} machine`,
    });
  });
}
