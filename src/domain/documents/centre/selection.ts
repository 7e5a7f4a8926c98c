import { messages } from '../../messages';
import { isOverBulkLimit } from './limits';

/**
 * The document listing's selection (seed 002 §2.6, §4 "Document listing", §5 "Documents"): all ticked rows share
 * one property (propId); the header checkbox appears once a row is ticked and ticks or unticks that property's
 * rows on screen; bulk send and download appear when more than one row is ticked and their total is under
 * 10,000,000 bytes, otherwise the hint 'Please select no more than 10MB file size.' replaces them.
 */

/** What the selection keeps of a listing row. */
export interface SelectedDocument {
  id: number;
  propId: number;
  /** Bytes. */
  size: number;
}

/**
 * - none: nothing ticked;
 * - single: one row ticked (no bulk bar);
 * - several: more than one ticked, the total under the limit (the bulk bar with send and download);
 * - overLimit: more than one ticked, the total at or over the limit (the bulk bar with the hint instead).
 */
export type BulkState = 'none' | 'single' | 'several' | 'overLimit';

/** The property every ticked row belongs to; null when nothing is ticked. */
export function selectionPropId(selection: readonly SelectedDocument[]): number | null {
  return selection[0]?.propId ?? null;
}

export function isSelected(selection: readonly SelectedDocument[], id: number): boolean {
  return selection.some((document) => document.id === id);
}

/** Why a row may not be ticked: it belongs to another property than the ticked rows; null when it may. */
export function joinProblem(selection: readonly SelectedDocument[], candidate: Pick<SelectedDocument, 'propId'>): string | null {
  const propId = selectionPropId(selection);
  return propId === null || propId === candidate.propId ? null : messages.selectSameProperty;
}

export function canJoin(selection: readonly SelectedDocument[], candidate: Pick<SelectedDocument, 'propId'>): boolean {
  return joinProblem(selection, candidate) === null;
}

export function selectionTotalBytes(selection: readonly SelectedDocument[]): number {
  return selection.reduce((total, document) => total + document.size, 0);
}

export function bulkState(selection: readonly SelectedDocument[]): BulkState {
  if (selection.length === 0) return 'none';
  if (selection.length === 1) return 'single';
  return isOverBulkLimit(selectionTotalBytes(selection)) ? 'overLimit' : 'several';
}

/**
 * A row's checkbox: a ticked row is unticked; another is ticked when it may join (`joinProblem`), otherwise the
 * selection stays as it was.
 */
export function toggleDocument(selection: readonly SelectedDocument[], document: SelectedDocument): SelectedDocument[] {
  if (isSelected(selection, document.id)) return selection.filter((ticked) => ticked.id !== document.id);
  return canJoin(selection, document) ? [...selection, document] : [...selection];
}

/** The rows on screen of the ticked rows' property, each once; none when nothing is ticked. */
export function propertyRows(selection: readonly SelectedDocument[], onScreen: readonly SelectedDocument[]): SelectedDocument[] {
  const propId = selectionPropId(selection);
  const rows: SelectedDocument[] = [];
  for (const document of onScreen) {
    if (document.propId === propId && !rows.some((row) => row.id === document.id)) rows.push(document);
  }
  return rows;
}

/** The header checkbox is checked when every row on screen of the ticked property is ticked (and there is one). */
export function isPropertyFullyTicked(selection: readonly SelectedDocument[], onScreen: readonly SelectedDocument[]): boolean {
  const rows = propertyRows(selection, onScreen);
  return rows.length > 0 && rows.every((row) => isSelected(selection, row.id));
}

/**
 * The header checkbox with the rows on screen: when all of the ticked property's rows are ticked it unticks
 * them, otherwise it ticks them all. Rows of other properties are ignored; ticked rows not on screen stay.
 */
export function togglePropertyRows(selection: readonly SelectedDocument[], onScreen: readonly SelectedDocument[]): SelectedDocument[] {
  const rows = propertyRows(selection, onScreen);
  if (isPropertyFullyTicked(selection, onScreen)) return selection.filter((ticked) => !rows.some((row) => row.id === ticked.id));
  return [...selection, ...rows.filter((row) => !isSelected(selection, row.id))];
}

/** A deleted row leaves the selection. */
export function withoutDocument(selection: readonly SelectedDocument[], id: number): SelectedDocument[] {
  return selection.filter((document) => document.id !== id);
}
