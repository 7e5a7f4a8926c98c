import { act, screen, waitFor, within } from '@testing-library/react';
import type * as XStateReact from '@xstate/react';
import { afterEach, describe, expect, vi } from 'vitest';
import type { AnyEventObject, InspectionEvent, SnapshotFrom } from 'xstate';
import type { DocumentSelectionEvent, documentSelectionMachine, SelectedDocument } from '../../../machines/document-selection.machine';
import { CASE_A_NOTE, CASE_A_OTP, CASE_A_WTA, CASE_B_OTP, ROWS_ON_SCREEN } from '../../../machines/document-selection.samples';
import type { DocumentListItem } from '../../../src/api/document-centre';
import { DocumentListingPage } from '../../../src/app/screens/document-centre/listing/DocumentListingPage';
import { toastQueue } from '../../../src/app/ui';
import { sizeInMb } from '../../../src/domain/documents/centre/limits';
import { isPropertyFullyTicked, selectionTotalBytes } from '../../../src/domain/documents/centre/selection';
import { messages } from '../../../src/domain/messages';
import { documentServer } from '../../../stories/document-centre/document-centre-api';
import { upload } from '../../../stories/document-centre/document-fixtures';
import { ACTIVE_PROPERTY } from '../../../stories/property-summary/summary-fixtures';
import { toastMessages } from '../requisition-reports/requisitions-screen';
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
import { renderSignedInPage, user } from '../support/signed-in-page';
import { inspectNextActor } from './inspected-actors';

vi.mock('@xstate/react', async (importOriginal) => {
  const { withInspectedActors } = await import('./inspected-actors');
  return withInspectedActors(await importOriginal<typeof XStateReact>());
});

/**
 * The document-selection model of tests/machines/document-selection.test.ts, replayed on the rendered DOCUMENT
 * LISTING: the model's four sample documents are rows of the stories' in-memory document server, and its events
 * are what a user does there: a row's checkbox, the header checkbox (on the whole page, or after searching for the
 * other case so that only its row is on screen), and deleting a ticked upload. After every step the test checks
 * the ticked boxes, the header checkbox, the bulk bar and the refusal toast.
 * 'selection.clear' is the Clear selection button, shown while a row is ticked.
 */

type SelectionSnapshot = SnapshotFrom<typeof documentSelectionMachine>;

const { entry, model, coverage } = singleInputScreenModel('document-selection');
const PATH = '/document-upload-listing';
const HEADER_BOX = 'Tick every document of this property';

const CASE_A = { propertyControlNo: 'PCN-2026-000311', lawfirmRefNo: 'TL/CONV/0311' };
const CASE_B = { propertyControlNo: 'PCN-2026-000412', lawfirmRefNo: 'TL/CONV/0412' };

/** A listing row for one of the model's documents: its id, case and size, the name that names its controls. */
function rowFor(document: SelectedDocument, fileName: string, updatedDate: string, caseRefs: typeof CASE_A): DocumentListItem {
  return upload(document.id, updatedDate, document.size, { ...caseRefs, propId: document.propId, fileName });
}

/** Newest first is ROWS_ON_SCREEN's order, so the header checkbox adds the case's rows in the model's order. */
const ROWS: readonly DocumentListItem[] = [
  rowFor(CASE_A_OTP, 'case-a-otp.pdf', '2026-11-25T09:00:00+08:00', CASE_A),
  rowFor(CASE_A_WTA, 'case-a-wta.pdf', '2026-11-24T09:00:00+08:00', CASE_A),
  rowFor(CASE_A_NOTE, 'case-a-note.pdf', '2026-11-23T09:00:00+08:00', CASE_A),
  rowFor(CASE_B_OTP, 'case-b-otp.pdf', '2026-11-22T09:00:00+08:00', CASE_B),
];

function listingRow(id: number): DocumentListItem {
  const row = ROWS.find((candidate) => candidate.id === id);
  if (!row) throw new Error(`No listing row for document ${id}.`);
  return row;
}

const fileName = (id: number) => listingRow(id).fileName ?? String(id);

/** The listing's grid, found once the page has rendered: it stays for the whole path (its rows change). */
let grid: HTMLElement | null = null;

function table() {
  if (!grid?.isConnected) throw new Error('The listing is not on the page.');
  return within(grid);
}

const rowBox = (id: number) => table().queryByRole('checkbox', { name: `Select ${fileName(id)}` });
const headerBox = () => table().queryByRole('checkbox', { name: HEADER_BOX });
const bulkBar = () => screen.queryByRole('region', { name: 'Selected documents' });

/** The model's documents whose rows are on screen, in the listing's order, with their checkboxes. */
function rowsOnScreen(): Array<{ document: SelectedDocument; box: HTMLElement }> {
  return ROWS_ON_SCREEN.flatMap((document) => {
    const box = rowBox(document.id);
    return box ? [{ document, box }] : [];
  });
}

const documentsOnScreen = () => rowsOnScreen().map(({ document }) => document);

/** Every row on screen is ticked exactly when the model has it selected; so is the header checkbox, when shown. */
function expectTicks(expected: SelectionSnapshot) {
  const ticked = new Set(expected.context.selected.map((document) => document.id));
  const onScreen = rowsOnScreen();
  expect(onScreen.length, 'rows on screen').toBeGreaterThan(0);
  for (const { document, box } of onScreen) {
    expect(box, fileName(document.id)).toHaveProperty('checked', ticked.has(document.id));
  }
  const documents = onScreen.map(({ document }) => document);
  if (expected.hasTag('headerCheckbox')) {
    expect(headerBox(), 'the header checkbox').toHaveProperty('checked', isPropertyFullyTicked(expected.context.selected, documents));
  } else {
    expect(headerBox(), 'the header checkbox').not.toBeInTheDocument();
  }
}

function expectNoBulkBar() {
  expect(bulkBar()).not.toBeInTheDocument();
}

/** The bulk bar: count and total of the ticked rows, then send and zip, or the 10MB hint instead. */
function expectBulkBar(expected: SelectionSnapshot, overLimit: boolean) {
  const bar = bulkBar();
  if (!bar) throw new Error('The bulk bar is not on screen.');
  const { selected } = expected.context;
  expect(within(bar).getByText(`${selected.length} documents selected, total ${sizeInMb(selectionTotalBytes(selected))} MB`)).toBeInTheDocument();
  const send = within(bar).queryByRole('button', { name: /Send selected/ });
  const zip = within(bar).queryByRole('button', { name: /Download as zip/ });
  const hint = within(bar).queryByText(messages.bulkOverLimit);
  if (overLimit) {
    expect(hint).toBeInTheDocument();
    expect(send).not.toBeInTheDocument();
    expect(zip).not.toBeInTheDocument();
  } else {
    expect(hint).not.toBeInTheDocument();
    expect(send).toBeEnabled();
    expect(zip).toBeEnabled();
  }
}

/** The refusal is a toast raised by the refused tick itself (the toasts are cleared before every step). */
async function expectRefusal(refused: boolean) {
  // The toast region's code comes with the first toast (AppChrome), so the first toast takes a moment to show.
  await waitFor(() => {
    const shown = toastMessages().filter((message) => message === messages.selectSameProperty);
    expect(shown, 'the refusal toast').toEqual(refused ? [messages.selectSameProperty] : []);
  });
}

type Seen = (expected: SelectionSnapshot) => void;

const selectionSees: Record<string, Seen> = {
  'selection.none': (expected) => {
    expectTicks(expected);
    expectNoBulkBar();
  },
  'selection.one': (expected) => {
    expectTicks(expected);
    expectNoBulkBar();
  },
  'selection.several.withinLimit': (expected) => {
    expectTicks(expected);
    expectBulkBar(expected, false);
  },
  'selection.several.overLimit': (expected) => {
    expectTicks(expected);
    expectBulkBar(expected, true);
  },
};

/**
 * What the user sees in each state. The machine is parallel, and `stateName` lists its two leaves in the order
 * the snapshot holds them, which depends on the last transition: each pair is listed both ways.
 */
const userSees: UserSees<unknown, SelectionSnapshot> = Object.fromEntries(
  Object.entries(selectionSees).flatMap(([selection, sees]) =>
    (['clear', 'refused'] as const).flatMap((refusal) => {
      const assertion = async (_: unknown, expected: SelectionSnapshot) => {
        sees(expected);
        await expectRefusal(refusal === 'refused');
      };
      return [
        [`${selection}, refusal.${refusal}`, assertion],
        [`refusal.${refusal}, ${selection}`, assertion],
      ];
    }),
  ),
);

/** Deleting an upload: its Delete button, then Delete in the confirmation; the row leaves the listing. */
async function deleteRow(id: number) {
  const person = user();
  await person.click(table().getByRole('button', { name: `Delete ${fileName(id)}` }));
  const dialog = await screen.findByRole('alertdialog', { name: messages.deleteRecordTitle });
  await person.click(within(dialog).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog', { name: messages.deleteRecordTitle })).not.toBeInTheDocument());
  await waitFor(() => expect(rowBox(id)).not.toBeInTheDocument());
}

/** The header checkbox with only these documents on screen: searched for by their case's control no. first. */
async function toggleHeaderWith(documents: readonly SelectedDocument[]) {
  const person = user();
  const ids = documents.map((document) => document.id);
  if (ids.length < ROWS.length) {
    const [first] = ids;
    if (first === undefined) throw new Error('The header checkbox needs rows on screen.');
    await person.type(screen.getByRole('searchbox', { name: 'Search' }), listingRow(first).propertyControlNo);
    await person.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(documentsOnScreen().map((document) => document.id)).toEqual(ids));
  }
  expect(
    documentsOnScreen().map((document) => document.id),
    'the rows the header checkbox toggles',
  ).toEqual(ids);
  const box = headerBox();
  if (!box) throw new Error('The header checkbox is not on screen.');
  await person.click(box);
}

async function replayStep(event: AnyEventObject): Promise<void> {
  // A toast says what the step did: the ones of earlier steps would hide a missing refusal.
  act(() => toastQueue.clear());
  const selectionEvent = event as DocumentSelectionEvent;
  switch (selectionEvent.type) {
    case 'row.toggle': {
      const box = rowBox(selectionEvent.document.id);
      if (!box) throw new Error(`No checkbox for ${fileName(selectionEvent.document.id)}.`);
      return user().click(box);
    }
    case 'property.toggle':
      return toggleHeaderWith(selectionEvent.documents);
    case 'row.removed':
      return deleteRow(selectionEvent.id);
    case 'selection.clear':
      return user().click(screen.getByRole('button', { name: 'Clear selection' }));
  }
}

/**
 * The page keeps whole listing rows in the machine (it sends the row it ticks, and the rows on screen to the
 * header checkbox); the model's documents are what the selection keeps of a row (SelectedDocument). The probe sees
 * the page's snapshots with each selected row reduced to those fields, so the comparison is of the same data.
 */
function asSelectedDocuments(event: InspectionEvent): InspectionEvent {
  if (event.type !== '@xstate.snapshot' && event.type !== '@xstate.microstep') return event;
  const snapshot = event.snapshot as SelectionSnapshot;
  if (!('context' in snapshot) || !Array.isArray(snapshot.context?.selected)) return event;
  const selected = snapshot.context.selected.map(({ id, propId, size }) => ({ id, propId, size }));
  return { ...event, snapshot: { ...snapshot, context: { ...snapshot.context, selected } } } as unknown as InspectionEvent;
}

let cleanup: () => void = () => undefined;
afterEach(() => cleanup());

async function replayPath(path: ModelPath) {
  const probe = coverage.probe();
  const release = inspectNextActor('documentSelection', (event) => probe.inspect(asSelectedDocuments(event)));
  const server = documentServer({ documents: ROWS, properties: [ACTIVE_PROPERTY] });
  const rendered = renderSignedInPage({ routes: server.routes, path: PATH, page: DocumentListingPage });
  cleanup = () => {
    release();
    rendered.cleanup();
    grid = null;
  };
  await screen.findByRole('checkbox', { name: `Select ${fileName(CASE_B_OTP.id)}` });
  grid = screen.getByRole('grid', { name: 'Documents' });
  await replayOnScreen({ path, probe, coverage, router: null, userSees, replayStep, flowName: 'document selection' });
}

function stepLabel(event: AnyEventObject): string {
  const selectionEvent = event as DocumentSelectionEvent;
  switch (selectionEvent.type) {
    case 'row.toggle':
      return `click the box of ${fileName(selectionEvent.document.id)}`;
    case 'property.toggle':
      return selectionEvent.documents.length < ROWS.length
        ? `search ${listingRow(selectionEvent.documents[0]?.id ?? 0).propertyControlNo}, click the header box`
        : 'click the header box';
    case 'row.removed':
      return `delete ${fileName(selectionEvent.id)}`;
    case 'selection.clear':
      return 'press Clear selection';
  }
  return event.type;
}

/**
 * The model has 119 paths; each renders the listing afresh and every tick re-renders its table, so the file replays
 * the covering set (tests/screens/support/covering-paths.ts): the fewest paths that together reach every state and
 * transition. The coverage test holds them to the whole machine.
 */
const cases = coveringCases(entry, model.paths, (path) => path).map((path) => [pathTitle(path, stepLabel), path] as const);

describe('DOCUMENT LISTING page, driven by the document-selection model', () => {
  stubScrollToEachTest();

  itReplaysEachPath({
    cases,
    replay: replayPath,
    coverage,
    coverageTitle: 'the paths replayed on the page reach every state and transition of the document-selection machine',
  });
});
