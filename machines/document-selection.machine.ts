import { assign, setup } from 'xstate';
import {
  bulkState,
  isSelected,
  joinProblem,
  propertyRows,
  toggleDocument,
  togglePropertyRows,
  withoutDocument,
  type SelectedDocument,
} from '../src/domain/documents/centre/selection';

export type { SelectedDocument } from '../src/domain/documents/centre/selection';

/**
 * The ticked rows of the DOCUMENT LISTING (seed 002 §2.6, §4 "Document listing", §5 "Documents"). What the
 * screen reads:
 * - a row's checkbox is ticked when its id is in `context.selected`; the bulk bar's total is
 *   `selectionTotalBytes(context.selected)` (src/domain/documents/centre/selection.ts), shown with `sizeInMb`;
 * - tag 'headerCheckbox': the header checkbox shows (checked when `isPropertyFullyTicked(selected, rowsOnScreen)`);
 * - tag 'bulkActions': the bulk bar with send and download; tag 'overLimit': the bar with
 *   messages.bulkOverLimit instead of them;
 * - tag 'refused': `context.problem` ('Please Select Documents under Same Property Ref No.') until the next event.
 */

export interface DocumentSelectionContext {
  selected: SelectedDocument[];
  /** Why the last tick was refused; null otherwise. */
  problem: string | null;
}

export type DocumentSelectionEvent =
  /** A row's checkbox: ticks or unticks it; a row of another property is refused. */
  | { type: 'row.toggle'; document: SelectedDocument }
  /** The header checkbox, with the rows on screen. */
  | { type: 'property.toggle'; documents: SelectedDocument[] }
  /** A deleted row leaves the selection. */
  | { type: 'row.removed'; id: number }
  | { type: 'selection.clear' };

type DocumentParams = { document: SelectedDocument };
type RowsParams = { documents: readonly SelectedDocument[] };
type IdParams = { id: number };

const eventDocument = ({ event }: { event: DocumentParams }): DocumentParams => ({ document: event.document });
const eventRows = ({ event }: { event: RowsParams }): RowsParams => ({ documents: event.documents });
const eventId = ({ event }: { event: IdParams }): IdParams => ({ id: event.id });

/** What one and several have in common: every change goes through `sorting`, which picks the state. */
const tickedTransitions = {
  'row.toggle': {
    guard: { type: 'canToggle', params: eventDocument },
    target: 'sorting',
    actions: { type: 'toggleRow', params: eventDocument },
  },
  'property.toggle': {
    guard: { type: 'showsPropertyRows', params: eventRows },
    target: 'sorting',
    actions: { type: 'togglePropertyRows', params: eventRows },
  },
  'row.removed': {
    guard: { type: 'isTicked', params: eventId },
    target: 'sorting',
    actions: { type: 'removeRow', params: eventId },
  },
  'selection.clear': { target: 'none', actions: 'clearSelection' },
} as const;

/** The refusal ends with whatever the user does next. */
const endRefusal = { target: 'clear', actions: 'clearProblem' } as const;

export const documentSelectionMachine = setup({
  types: {
    context: {} as DocumentSelectionContext,
    events: {} as DocumentSelectionEvent,
  },
  guards: {
    canToggle: ({ context }, params: DocumentParams) =>
      isSelected(context.selected, params.document.id) || joinProblem(context.selected, params.document) === null,
    crossesProperty: ({ context }, params: DocumentParams) =>
      !isSelected(context.selected, params.document.id) && joinProblem(context.selected, params.document) !== null,
    showsPropertyRows: ({ context }, params: RowsParams) => propertyRows(context.selected, params.documents).length > 0,
    isTicked: ({ context }, params: IdParams) => isSelected(context.selected, params.id),
    isEmpty: ({ context }) => bulkState(context.selected) === 'none',
    isSingle: ({ context }) => bulkState(context.selected) === 'single',
    isOverLimit: ({ context }) => bulkState(context.selected) === 'overLimit',
  },
  actions: {
    toggleRow: assign(({ context }, params: DocumentParams) => ({ selected: toggleDocument(context.selected, params.document) })),
    togglePropertyRows: assign(({ context }, params: RowsParams) => ({
      selected: togglePropertyRows(context.selected, params.documents),
    })),
    removeRow: assign(({ context }, params: IdParams) => ({ selected: withoutDocument(context.selected, params.id) })),
    clearSelection: assign({ selected: [] }),
    recordProblem: assign(({ context }, params: DocumentParams) => ({ problem: joinProblem(context.selected, params.document) })),
    clearProblem: assign({ problem: null }),
  },
}).createMachine({
  id: 'documentSelection',
  description: 'The ticked rows of the document listing: one property at a time, bulk actions under 10MB.',
  context: { selected: [], problem: null },
  type: 'parallel',
  states: {
    selection: {
      description: 'What is ticked: nothing, one row, or several rows of one property.',
      initial: 'none',
      states: {
        none: {
          description: 'Nothing ticked: no header checkbox, no bulk bar; any row may be ticked.',
          on: {
            'row.toggle': { target: 'sorting', actions: { type: 'toggleRow', params: eventDocument } },
          },
        },
        one: {
          description: 'One row ticked: the header checkbox shows; rows of other properties are refused.',
          tags: ['headerCheckbox'],
          on: tickedTransitions,
        },
        several: {
          description: 'More than one row of one property ticked: the bulk bar with the total size.',
          tags: ['headerCheckbox'],
          on: tickedTransitions,
          initial: 'withinLimit',
          states: {
            withinLimit: {
              description: 'The total is under 10,000,000 bytes: bulk send and download.',
              tags: ['bulkActions'],
            },
            overLimit: {
              description: "The total is 10,000,000 bytes or more: 'Please select no more than 10MB file size.' instead.",
              tags: ['overLimit'],
            },
          },
        },
        sorting: {
          description: 'Counts the ticked rows and their total after a change.',
          always: [
            { guard: 'isEmpty', target: 'none' },
            { guard: 'isSingle', target: 'one' },
            { guard: 'isOverLimit', target: 'several.overLimit' },
            { target: 'several.withinLimit' },
          ],
        },
      },
    },
    refusal: {
      description: 'Whether the last tick was refused.',
      initial: 'clear',
      states: {
        clear: {
          description: 'No refusal shown.',
          on: {
            'row.toggle': {
              guard: { type: 'crossesProperty', params: eventDocument },
              target: 'refused',
              actions: { type: 'recordProblem', params: eventDocument },
            },
          },
        },
        refused: {
          description: "'Please Select Documents under Same Property Ref No.': the row stays unticked; the next event clears it.",
          tags: ['refused'],
          on: {
            'row.toggle': [{ guard: { type: 'crossesProperty', params: eventDocument }, target: 'refused', reenter: true }, endRefusal],
            'property.toggle': endRefusal,
            'row.removed': endRefusal,
            'selection.clear': endRefusal,
          },
        },
      },
    },
  },
});
