import type { AnyEventObject, EventFromLogic, SnapshotFrom } from 'xstate';
import type { documentSelectionMachine, SelectedDocument } from './document-selection.machine';
import type { SampleEvents } from './registry';

/**
 * Three documents of one case whose sizes sit on the 10MB edge (the first two total 9,999,999 bytes, all three
 * 10,000,000), and one of another case.
 */
export const CASE_A_OTP: SelectedDocument = { id: 301, propId: 11, size: 4_000_000 };
export const CASE_A_WTA: SelectedDocument = { id: 302, propId: 11, size: 5_999_999 };
export const CASE_A_NOTE: SelectedDocument = { id: 303, propId: 11, size: 1 };
export const CASE_B_OTP: SelectedDocument = { id: 401, propId: 12, size: 250_000 };

/** The page on screen: both cases' rows. */
export const ROWS_ON_SCREEN: readonly SelectedDocument[] = [CASE_A_OTP, CASE_A_WTA, CASE_A_NOTE, CASE_B_OTP];

export const documentSelectionSamples: SampleEvents<EventFromLogic<typeof documentSelectionMachine>> = {
  'row.toggle': [CASE_A_OTP, CASE_A_WTA, CASE_A_NOTE, CASE_B_OTP].map((document) => ({ type: 'row.toggle' as const, document })),
  'property.toggle': [
    { type: 'property.toggle', documents: [...ROWS_ON_SCREEN] },
    // A page showing only the other case's rows: nothing of the ticked property to toggle.
    { type: 'property.toggle', documents: [CASE_B_OTP] },
  ],
  'row.removed': [
    { type: 'row.removed', id: CASE_A_OTP.id },
    { type: 'row.removed', id: CASE_B_OTP.id },
  ],
  'selection.clear': [{ type: 'selection.clear' }],
};

/**
 * Keeps the model to what a user can do and small: only handled events are sent, rows are ticked in the listing's
 * order (so each set of ticked rows is reached once, not in every order), and a refusal is followed by a
 * different event, or once by the same refused tick.
 */
export function documentSelectionAllows(snapshot: SnapshotFrom<typeof documentSelectionMachine>, anyEvent: AnyEventObject): boolean {
  const event = anyEvent as EventFromLogic<typeof documentSelectionMachine>;
  if (!snapshot.can(event)) return false;
  if (event.type !== 'row.toggle') return true;
  const { selected } = snapshot.context;
  const last = selected.at(-1);
  // Ticks in listing order only; unticking is always allowed.
  return selected.some((row) => row.id === event.document.id) || last === undefined || event.document.id > last.id;
}
