import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as XStateReact from '@xstate/react';
import { afterEach, describe, expect, it, vi, type Mock } from 'vitest';
import { getNextSnapshot, type AnyEventObject, type SnapshotFrom } from 'xstate';
import {
  batchProgress,
  type UploadBatchEvent,
  type UploadBatchInput,
  type uploadBatchMachine,
  type UploadReport,
  type UploadRow,
} from '../../../machines/upload-batch.machine';
import { BATCH_ID, PICK_FIRST, PICK_NOTHING, PICK_SECOND, SAMPLE_REFS } from '../../../machines/upload-batch.samples';
import type { Property } from '../../../src/api/property-form';
import { UploadDocumentDialog } from '../../../src/app/screens/document-centre/upload/UploadDocumentDialog';
import { UploadFilesPage } from '../../../src/app/screens/document-centre/upload/UploadFilesPage';
import { toastQueue } from '../../../src/app/ui';
import { sizeInMb, UPLOAD_DOC_MODULE_LABELS } from '../../../src/domain/documents/centre/limits';
import { messages } from '../../../src/domain/messages';
import { documentServer } from '../../../stories/document-centre/document-centre-api';
import { ACTIVE_PROPERTY } from '../../../stories/property-summary/summary-fixtures';
import { settle } from '../../machines/support/scripted-actors';
import { toastMessages } from '../requisition-reports/requisitions-screen';
import { coveringCases } from '../support/covering-paths';
import {
  itReplaysEachPath,
  pathTitle,
  replayOnScreen,
  screenModel,
  stateName,
  stubScrollToEachTest,
  type ActorProbe,
  type ModelPath,
  type UserSees,
} from '../support/screen-model';
import { renderSignedInPage } from '../support/signed-in-page';
import { inspectNextActor } from './inspected-actors';
import { UploaderScript } from './upload-script';

vi.mock('@xstate/react', async (importOriginal) => {
  const { withInspectedActors } = await import('./inspected-actors');
  return withInspectedActors(await importOriginal<typeof XStateReact>());
});

/**
 * The upload-batch model of tests/machines/upload-batch.test.ts, replayed on the two screens that run it: its
 * page input on UploadFilesPage, its one-file input on UploadDocumentDialog. Choosing files is the hidden file
 * input, an empty drop is a drop of text on the drop zone, a row's case is its combobox (a letter typed, the case
 * picked from what the stories' in-memory case search answers), its type the Select, and the buttons are the
 * buttons; the uploader is scripted (UploaderScript), so 'upload.*' and the uploader's failure arrive when the path
 * says. After every step the test checks what the user sees: the drop zone or the table, the alert, the progress
 * bars, the toasts (the machine's notices, cleared before every step so each step's own show), the uploaded list.
 *
 * What the screens cannot do (see `pageControls`, `dialogControls` and `dialogOutOfReachAt`):
 * - the page shows no drop zone or file button once files are listed ('chosen'), so the model's second pick is
 *   sent to the page's actor;
 * - the dialog's picker and drop take one file, and the model's picks hold two, so its picks are sent to the
 *   dialog's actor;
 * - the dialog's Cancel closes it (onClose) instead of sending 'cancel', and a stored file closes it too, so
 *   the dialog's paths with 'cancel' or with a step after 'done' are out of reach: their tests replay up to
 *   that step and check that the dialog asks to close. The page's paths take those transitions.
 */

type UploadSnapshot = SnapshotFrom<typeof uploadBatchMachine>;

const { entry, models, coverage } = screenModel('upload-batch');
const PAGE_PATH = '/document-upload-files';

/** The model's case refs as Active cases the search answers (by the prefix typed). */
const CASES: readonly Property[] = SAMPLE_REFS.map((propertyRefNo, index) => ({
  ...ACTIVE_PROPERTY,
  id: 201 + index,
  propertyRefNo,
  lawfirmRefNo: `TL/CONV/02${index + 1}`,
}));

const isDialog = (input: UploadBatchInput) => input.maxFiles === 1;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The user of these screens: file dialogs can show every file, so a refused type can be chosen too. */
const person = () => userEvent.setup({ delay: null, applyAccept: false, advanceTimers: (ms) => vi.advanceTimersByTime(ms) });

/** The step being replayed: the model's snapshot before it, and its event. */
let lastStep: { before: UploadSnapshot; event: AnyEventObject } | null = null;

/**
 * Each step's toasts: a new notice list raises one toast per notice (use-upload-batch-actor.ts), and the toasts
 * are cleared before every step. Whether the step assigned a new list is asked of the machine itself (the
 * model's snapshots are not the objects the actor would hold, so their lists cannot be compared by identity).
 */
async function expectToasts(expected: UploadSnapshot) {
  const next = lastStep === null ? null : (getNextSnapshot(entry.machine, lastStep.before, lastStep.event) as UploadSnapshot);
  const raised = next !== null && next.context.notices !== lastStep?.before.context.notices;
  const notices = raised ? expected.context.notices : [];
  // The toast region's code comes with the first toast (AppChrome), so the first toasts take a moment to show.
  await waitFor(() => expect([...toastMessages()].sort(), 'the toasts of this step').toEqual(notices.map((notice) => notice.message).sort()));
}

const fileInput = () => {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('No file input on screen.');
  return input;
};

// ---- the page -------------------------------------------------------------------------------------------

/** The screen under test (the page's region, or the dialog), found once it has rendered: it stays for the path. */
let screenRoot: HTMLElement | null = null;

function screenElement(): HTMLElement {
  if (!screenRoot?.isConnected) throw new Error('The screen is not on the page.');
  return screenRoot;
}

const page = () => within(screenElement());
type Scope = ReturnType<typeof page>;
const fileTable = () => page().queryByRole('table', { name: 'Files to upload' });
const problemAlert = () => page().queryByRole('alert');
const batchBar = () => page().queryByRole('progressbar', { name: 'All files' });

const STATUS_TEXT: Readonly<Record<UploadRow['status'], string | null>> = { ready: null, uploading: 'Uploading', done: 'Uploaded', failed: 'Failed' };

function expectDropZone(button: 'Choose Files' | 'Choose File', scope: Scope) {
  expect(scope.getByRole('button', { name: button })).toBeEnabled();
  expect(fileInput()).toBeInTheDocument();
}

function expectTypeShown(trigger: HTMLElement, row: UploadRow) {
  expect(trigger).toHaveTextContent(row.docModule ? UPLOAD_DOC_MODULE_LABELS[row.docModule] : 'Select');
}

/** A row's bar: none before Save, then 'Uploading', 'Uploaded' or 'Failed' with the file's progress. */
function expectProgress(scope: Scope, row: UploadRow) {
  const label = STATUS_TEXT[row.status];
  const bars = scope.queryAllByRole('progressbar');
  if (label === null) {
    expect(bars, `${row.name}'s progress`).toEqual([]);
    return;
  }
  expect(scope.getByRole('progressbar', { name: label })).toHaveAttribute('aria-valuenow', String(Math.round(row.progress * 100)));
}

/** The table of chosen files: per row its name and size, case, type, progress, error and what may be changed. */
function expectFileTable(expected: UploadSnapshot) {
  const table = fileTable();
  if (!table) throw new Error('The table of files is not on screen.');
  const { rows, applyAll } = expected.context;
  const shown = within(table).getAllByRole('row').slice(1);
  expect(shown.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(rows.map((row) => `${row.name}${sizeInMb(row.size)} MB`));
  rows.forEach((row, index) => {
    const cells = within(shown[index] as HTMLElement);
    const ref = cells.getByRole('combobox', { name: `Property ref of ${row.name}` });
    expect(ref).toHaveValue(row.propControlNo ?? '');
    expect(ref).toHaveProperty('disabled', !expected.can({ type: 'row.setRef', index, propControlNo: null }));
    const type = cells.getByRole('button', { name: new RegExp(`Type of ${escape(row.name)}`) });
    expectTypeShown(type, row);
    expect(type).toHaveProperty('disabled', !expected.can({ type: 'row.setType', index, docModule: null }));
    expectProgress(cells, row);
    if (row.error) expect(cells.getByText(row.error)).toBeInTheDocument();
    expect(cells.getByRole('button', { name: `Remove ${row.name}` })).toHaveProperty('disabled', !expected.can({ type: 'row.remove', index }));
    const applies = cells.queryAllByRole('checkbox', { name: 'Apply to all' });
    if (index === 0 && rows.length > 1) expect(applies.map((box) => (box as HTMLInputElement).checked)).toEqual([applyAll.ref, applyAll.type]);
    else expect(applies).toEqual([]);
  });
}

function expectButtons(expected: UploadSnapshot, busy: boolean) {
  expect(page().getByRole('button', { name: 'Cancel' })).toHaveProperty('disabled', !expected.can({ type: 'cancel' }));
  const retry = page().queryByRole('button', { name: 'Retry' });
  const save = page().queryByRole('button', { name: 'Save' });
  if (expected.can({ type: 'retry' })) {
    expect(retry).toBeEnabled();
    expect(save).not.toBeInTheDocument();
    return;
  }
  expect(retry).not.toBeInTheDocument();
  if (!save) throw new Error('No Save button.');
  if (busy) expect(save).toHaveAttribute('data-pending', 'true');
  else expect(save).toBeEnabled();
}

/** The list and its buttons: no drop zone, and the batch bar while uploading or after a failure. */
function expectList(expected: UploadSnapshot, options: { busy: boolean; problem: boolean }) {
  expect(page().queryByRole('button', { name: 'Choose Files' })).not.toBeInTheDocument();
  expect(page().queryByRole('status')).not.toBeInTheDocument();
  expectFileTable(expected);
  if (options.problem) expect(problemAlert()).toHaveTextContent(messages.allNeedToSelect);
  else expect(problemAlert()).not.toBeInTheDocument();
  const bar = batchBar();
  if (options.busy || expected.matches('partlyFailed')) {
    expect(bar).toHaveAttribute('aria-valuenow', String(Math.round(batchProgress(expected.context.rows) * 100)));
  } else {
    expect(bar).not.toBeInTheDocument();
  }
  expectButtons(expected, options.busy);
}

/** The drop zone, and after a Save the names it stored, once. */
function expectDropZoneOnPage(expected: UploadSnapshot) {
  expectDropZone('Choose Files', page());
  expect(fileTable()).not.toBeInTheDocument();
  const uploaded = page().queryByRole('status');
  if (expected.context.uploaded.length === 0) {
    expect(uploaded).not.toBeInTheDocument();
    return;
  }
  if (!uploaded) throw new Error('The uploaded files are not listed.');
  expect(
    within(uploaded)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(expected.context.uploaded.map((file) => file.name));
  expect(within(uploaded).getByRole('link', { name: 'Go to the document listing' })).toHaveAttribute('href', '/document-upload-listing');
}

const pageSees: UserSees<unknown, UploadSnapshot> = {
  empty: (_, expected) => expectDropZoneOnPage(expected),
  done: (_, expected) => expectDropZoneOnPage(expected),
  'chosen.incomplete.editing': (_, expected) => expectList(expected, { busy: false, problem: false }),
  'chosen.incomplete.refused': (_, expected) => expectList(expected, { busy: false, problem: true }),
  'chosen.ready': (_, expected) => expectList(expected, { busy: false, problem: false }),
  uploading: (_, expected) => expectList(expected, { busy: true, problem: false }),
  partlyFailed: (_, expected) => expectList(expected, { busy: false, problem: false }),
};

// ---- the dialog -----------------------------------------------------------------------------------------

const dialog = () => within(screenElement());

/** The dialog with its one file: name and size, its case and type, Ok once all three are there. */
function expectDialogFile(expected: UploadSnapshot, busy: boolean) {
  const [row] = expected.context.rows;
  if (!row) throw new Error('The model has no file in the dialog.');
  expect(dialog().queryByRole('button', { name: 'Choose File' })).not.toBeInTheDocument();
  expect(dialog().getByText(row.name).parentElement).toHaveTextContent(`${row.name} ${sizeInMb(row.size)} MB`);
  const changeable = expected.can({ type: 'row.setType', index: 0, docModule: null });
  const ref = dialog().getByRole('combobox', { name: 'Case File No.' });
  expect(ref).toHaveValue(row.propControlNo ?? '');
  expect(ref).toHaveProperty('disabled', !changeable);
  const type = dialog().getByRole('button', { name: /Type/ });
  expectTypeShown(type, row);
  expect(type).toHaveProperty('disabled', !changeable);
  expect(dialog().getByRole('button', { name: 'Choose another file' })).toHaveProperty('disabled', !changeable);
  // One bar for the file while it goes up ('Uploading') or after it failed ('Failed').
  const bar = dialog().queryByRole('progressbar');
  if (busy || expected.hasTag('error')) {
    expect(bar).toHaveAccessibleName(busy ? 'Uploading' : 'Failed');
    expect(bar).toHaveAttribute('aria-valuenow', String(Math.round(row.progress * 100)));
  } else {
    expect(bar).not.toBeInTheDocument();
  }
  if (row.error) expect(dialog().getByRole('alert')).toHaveTextContent(row.error);
  else expect(dialog().queryByRole('alert')).not.toBeInTheDocument();
  expect(dialog().getByRole('button', { name: 'Cancel' })).toHaveProperty('disabled', busy);
  const ok = dialog().queryByRole('button', { name: 'Ok' });
  if (busy) expect(ok).toHaveAttribute('data-pending', 'true');
  else if (expected.can({ type: 'save' })) expect(ok).toBeEnabled();
  else expect(ok).not.toBeInTheDocument();
  const retry = dialog().queryByRole('button', { name: 'Retry' });
  if (expected.can({ type: 'retry' })) expect(retry).toBeEnabled();
  else expect(retry).not.toBeInTheDocument();
}

interface DialogView {
  onClose: Mock<() => void>;
}

const dialogSees: UserSees<DialogView, UploadSnapshot> = {
  empty: (view) => {
    expectDropZone('Choose File', dialog());
    expect(dialog().queryByRole('button', { name: 'Ok' })).not.toBeInTheDocument();
    expect(view.onClose).not.toHaveBeenCalled();
  },
  'chosen.incomplete.editing': (_, expected) => expectDialogFile(expected, false),
  'chosen.ready': (_, expected) => expectDialogFile(expected, false),
  uploading: (_, expected) => expectDialogFile(expected, true),
  partlyFailed: (_, expected) => expectDialogFile(expected, false),
  // A stored file ends the dialog: it asks its host to close it (the toast says what was stored).
  done: (view) => {
    expect(view.onClose).toHaveBeenCalledTimes(1);
  },
};

// ---- replaying ------------------------------------------------------------------------------------------

/** A drop that carries no file: text dragged from another window onto the drop zone. */
async function dropText(scope: Scope) {
  const zone = scope.getByText(/Drop (files|a file) here, or/).closest('.upload-drop-zone');
  if (!zone) throw new Error('No drop zone on screen.');
  const text = { kind: 'string', type: 'text/plain', getAsFile: () => null };
  const dataTransfer = { types: ['text/plain'], items: [text], files: [], effectAllowed: 'all', dropEffect: 'none', getData: () => 'Lot 01234K' };
  await act(async () => {
    fireEvent.dragEnter(zone, { dataTransfer });
    fireEvent.dragOver(zone, { dataTransfer });
    fireEvent.drop(zone, { dataTransfer });
    await settle();
  });
}

/** How long PropertyRefField waits for the typing to pause before it searches. */
const SEARCH_PAUSE_MS = 300;

/**
 * A case: the start of its control no. typed into the combobox, then picked from what the search answers. The
 * clock runs (fake timers that advance with real time) and is moved past the type-ahead's pause at once.
 */
async function chooseCase(combobox: HTMLElement, ref: string) {
  const user = person();
  await user.type(combobox, ref.slice(0, 1));
  act(() => {
    vi.advanceTimersByTime(SEARCH_PAUSE_MS);
  });
  await user.click(await screen.findByRole('option', { name: new RegExp(`^${escape(ref)}`) }));
}

async function chooseType(trigger: HTMLElement, docModule: keyof typeof UPLOAD_DOC_MODULE_LABELS | null) {
  if (docModule === null) throw new Error('The model leaves a type unchosen: no option of the Select does that.');
  const user = person();
  await user.click(trigger);
  await user.click(await screen.findByRole('option', { name: UPLOAD_DOC_MODULE_LABELS[docModule] }));
}

/** Where the user's action is on screen, or null when no control there sends the event (see the note at the top). */
interface Controls {
  pick(files: readonly File[], current: UploadSnapshot): Promise<void> | null;
  emptyDrop(): Promise<void>;
  setRef(index: number, ref: string, current: UploadSnapshot): Promise<void>;
  setType(index: number, event: Extract<UploadBatchEvent, { type: 'row.setType' }>, current: UploadSnapshot): Promise<void>;
  applyAll(field: 'ref' | 'type'): Promise<void>;
  press(name: 'remove' | 'save' | 'cancel' | 'retry', index: number, current: UploadSnapshot): Promise<void>;
}

const rowName = (current: UploadSnapshot, index: number) => {
  const row = current.context.rows[index];
  if (!row) throw new Error(`The model has no row ${index}.`);
  return row.name;
};

const pageControls: Controls = {
  // The drop zone's button while no files are listed, Add Files beside the table (not while uploading).
  pick: (files) => (document.querySelector('input[type="file"]') ? person().upload(fileInput(), [...files]) : null),
  emptyDrop: () => dropText(page()),
  setRef: (index, ref, current) => chooseCase(page().getByRole('combobox', { name: `Property ref of ${rowName(current, index)}` }), ref),
  setType: (index, event, current) =>
    chooseType(page().getByRole('button', { name: new RegExp(`Type of ${escape(rowName(current, index))}`) }), event.docModule),
  applyAll: async (field) => {
    const [ref, type] = page().getAllByRole('checkbox', { name: 'Apply to all' });
    const box = field === 'ref' ? ref : type;
    if (!box) throw new Error(`No apply-to-all checkbox for the ${field}.`);
    await person().click(box);
  },
  press: (name, index, current) => {
    const label = { remove: `Remove ${name === 'remove' ? rowName(current, index) : ''}`, save: 'Save', cancel: 'Cancel', retry: 'Retry' }[name];
    return person().click(page().getByRole('button', { name: label }));
  },
};

const dialogControls: Controls = {
  // The dialog's picker and drop take one file; the model's picks hold two.
  pick: () => null,
  emptyDrop: () => dropText(dialog()),
  setRef: (_, ref) => chooseCase(dialog().getByRole('combobox', { name: 'Case File No.' }), ref),
  setType: (_, event) => chooseType(dialog().getByRole('button', { name: /Type/ }), event.docModule),
  applyAll: () => Promise.reject(new Error('The dialog has no apply-to-all.')),
  press: (name) => {
    if (name === 'cancel') return Promise.reject(new Error("The dialog's Cancel closes it: out of reach."));
    const label = { remove: 'Choose another file', save: 'Ok', retry: 'Retry' }[name];
    return person().click(dialog().getByRole('button', { name: label }));
  },
};

async function replayStep(
  event: AnyEventObject,
  current: () => UploadSnapshot,
  controls: Controls,
  script: UploaderScript,
  probe: ActorProbe,
): Promise<void> {
  const before = current();
  lastStep = { before, event };
  act(() => toastQueue.clear());
  if (event.type === 'xstate.error.actor.uploadFiles') {
    await act(async () => {
      script.fail(String(event.error));
      await settle();
    });
    return;
  }
  if (event.type.startsWith('upload.')) {
    await act(async () => {
      script.report(event as UploadReport);
      await settle();
    });
    return;
  }
  const uploadEvent = event as UploadBatchEvent;
  switch (uploadEvent.type) {
    case 'files.add': {
      const picked = controls.pick(uploadEvent.files, before);
      if (picked) return picked;
      await act(async () => {
        probe.actor.send(uploadEvent);
        await settle();
      });
      return;
    }
    case 'files.emptyDrop':
      return controls.emptyDrop();
    case 'row.setRef':
      if (uploadEvent.propControlNo === null) throw new Error('The model clears a case: only retyping does that.');
      return controls.setRef(uploadEvent.index, uploadEvent.propControlNo, before);
    case 'row.setType':
      return controls.setType(uploadEvent.index, uploadEvent, before);
    case 'applyAll.ref':
      return controls.applyAll('ref');
    case 'applyAll.type':
      return controls.applyAll('type');
    case 'row.remove':
      return controls.press('remove', uploadEvent.index, before);
    case 'save':
    case 'cancel':
    case 'retry':
      return controls.press(uploadEvent.type, 0, before);
  }
  throw new Error(`No user action replays "${event.type}" on the upload screens.`);
}

/** The step of a dialog path the dialog cannot take (Cancel, or anything after 'done'), or -1. */
function dialogOutOfReachAt(path: ModelPath): number {
  return path.steps.findIndex((step, index) => step.event.type === 'cancel' || (index > 0 && path.steps[index - 1]?.state.matches('done')));
}

interface Rendered {
  probe: ActorProbe;
  script: UploaderScript;
  view: DialogView;
  controls: Controls;
  sees: UserSees<DialogView, UploadSnapshot>;
}

let cleanup: () => void = () => undefined;
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  lastStep = null;
  screenRoot = null;
});

/** The screen of this input, its key prefix the model's (the screens draw a fresh one per visit). */
async function renderScreen(input: UploadBatchInput): Promise<Rendered> {
  const probe = coverage.probe();
  const script = new UploaderScript();
  const view: DialogView = { onClose: vi.fn<() => void>() };
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
  vi.spyOn(globalThis.crypto, 'randomUUID').mockReturnValue(BATCH_ID as ReturnType<Crypto['randomUUID']>);
  const release = inspectNextActor('uploadBatch', probe.inspect);
  const { routes } = documentServer({ documents: [], properties: CASES });
  const dialogInput = isDialog(input);
  const Screen = dialogInput
    ? () => <UploadDocumentDialog onClose={view.onClose} uploadFiles={script.logic} />
    : () => <UploadFilesPage uploadFiles={script.logic} />;
  const rendered = renderSignedInPage({ routes, path: PAGE_PATH, page: Screen });
  cleanup = () => {
    release();
    rendered.cleanup();
  };
  await screen.findByRole('button', { name: dialogInput ? 'Choose File' : 'Choose Files' });
  screenRoot = dialogInput ? screen.getByRole('dialog', { name: 'Upload Document' }) : screen.getByRole('region', { name: 'Upload New Document' });
  return { probe, script, view, controls: dialogInput ? dialogControls : pageControls, sees: dialogInput ? dialogSees : pageSees };
}

function withToasts(sees: UserSees<DialogView, UploadSnapshot>): UserSees<DialogView, UploadSnapshot> {
  return Object.fromEntries(
    Object.entries(sees).map(([state, assertion]) => [
      state,
      async (view: DialogView, expected: UploadSnapshot) => {
        await assertion(view, expected);
        await expectToasts(expected);
      },
    ]),
  );
}

async function replayPath(input: UploadBatchInput, path: ModelPath) {
  const { probe, script, view, controls, sees } = await renderScreen(input);
  await replayOnScreen({
    path,
    probe,
    coverage,
    router: view,
    userSees: withToasts(sees),
    replayStep: (event, current: () => UploadSnapshot) => replayStep(event, current, controls, script, probe),
    flowName: isDialog(input) ? 'upload-batch (dialog)' : 'upload-batch (page)',
  });
}

/** A dialog path up to the step the dialog cannot take; then the dialog asks to close instead. */
async function replayUpToOutOfReach(input: UploadBatchInput, path: ModelPath) {
  const { probe, script, view, controls, sees } = await renderScreen(input);
  const at = dialogOutOfReachAt(path);
  const assertions = withToasts(sees);
  let current: UploadSnapshot = path.steps[0]?.state as UploadSnapshot;
  for (const [index, step] of path.steps.slice(0, at).entries()) {
    if (index > 0) await replayStep(step.event, () => current, controls, script, probe);
    current = step.state as UploadSnapshot;
    probe.expectAt(current);
    const assertion = assertions[stateName(current)];
    if (!assertion) throw new Error(`No screen assertion for upload-batch (dialog) state "${stateName(current)}".`);
    await assertion(view, current);
  }
  if (path.steps[at]?.event.type === 'cancel') {
    await person().click(dialog().getByRole('button', { name: 'Cancel' }));
    probe.expectAt(current);
  }
  expect(view.onClose, 'the dialog asks its host to close it').toHaveBeenCalledTimes(1);
}

// ---- titles and cases -----------------------------------------------------------------------------------

const fileNames = (files: readonly File[]) => files.map((file) => file.name).join(' and ');
const PICK_NAMES = new Map<readonly File[], string>([
  [PICK_FIRST, 'the scan at and over 10MB'],
  [PICK_SECOND, 'the statement'],
  [PICK_NOTHING, 'setup.exe and the scan over 10MB'],
]);

function stepLabel(input: UploadBatchInput, event: AnyEventObject, previous: UploadSnapshot | undefined): string {
  const uploadEvent = event as UploadBatchEvent;
  switch (uploadEvent.type) {
    case 'files.add': {
      const what = `pick ${PICK_NAMES.get(uploadEvent.files) ?? fileNames(uploadEvent.files)}`;
      if (isDialog(input)) return `${what} (the dialog takes one file: sent to its actor)`;
      return previous?.hasTag('dropZone') === false ? `${what} (no file button once files are listed: sent to the actor)` : what;
    }
    case 'files.emptyDrop':
      return 'drop text';
    case 'row.setRef':
      return `choose case ${uploadEvent.propControlNo ?? 'none'} on row ${uploadEvent.index + 1}`;
    case 'row.setType':
      return `choose type ${uploadEvent.docModule ?? 'none'} on row ${uploadEvent.index + 1}`;
    case 'applyAll.ref':
      return `${uploadEvent.on ? 'tick' : 'untick'} apply-to-all (case)`;
    case 'applyAll.type':
      return `${uploadEvent.on ? 'tick' : 'untick'} apply-to-all (type)`;
    case 'row.remove':
      return isDialog(input) ? 'press Choose another file' : `remove row ${uploadEvent.index + 1}`;
    case 'save':
      return isDialog(input) ? 'press Ok' : 'press Save';
    case 'cancel':
      return 'press Cancel';
    case 'retry':
      return 'press Retry';
    case 'upload.progress':
      return `${uploadEvent.key} at ${uploadEvent.fraction * 100}%`;
    case 'upload.fileDone':
      return `${uploadEvent.key} stored`;
    case 'upload.fileFailed':
      return `${uploadEvent.key} fails`;
    case 'upload.finished':
      return 'the uploader finishes';
  }
  if (event.type === 'xstate.error.actor.uploadFiles') return 'the uploader fails';
  return event.type;
}

/** pathTitle with the state before each step, which says whether a pick had a control. */
function titleOf(input: UploadBatchInput, path: ModelPath): string {
  // pathTitle labels the steps after xstate.init in order; each gets the state it was taken from.
  const previous = path.steps.flatMap((step, index) =>
    step.event.type === 'xstate.init' ? [] : [path.steps[index - 1]?.state as UploadSnapshot | undefined],
  );
  let next = 0;
  const where = isDialog(input) ? 'dialog' : 'page';
  return `${where}: ${pathTitle(path, (event) => stepLabel(input, event, previous[next++]))}`;
}

const all = models.flatMap(({ input, paths }) => paths.map((path) => ({ input: input as UploadBatchInput, path })));
const replayable = all.filter(({ input, path }) => !isDialog(input) || dialogOutOfReachAt(path) < 0);
const outOfReach = all.filter(({ input, path }) => isDialog(input) && dialogOutOfReachAt(path) >= 0);

// The page and the dialog each replay the covering set of their paths (tests/screens/support/covering-paths.ts).
const sampled = coveringCases(entry, replayable, ({ path }) => path, { screenOf: ({ input }) => (isDialog(input) ? 'dialog' : 'page') });
const cases = sampled.map(({ input, path }) => [titleOf(input, path), input, path] as const);

describe('Upload New Document page and Upload Document dialog, driven by the upload-batch model', () => {
  stubScrollToEachTest();

  itReplaysEachPath({
    cases,
    replay: replayPath,
    coverage,
    coverageTitle: 'the paths replayed on the page and the dialog reach every state and transition of the upload-batch machine',
  });

  for (const { input, path } of outOfReach) {
    it(`${titleOf(input, path)}: out of reach, the dialog closes instead`, async () => {
      await replayUpToOutOfReach(input, path);
    });
  }
});
