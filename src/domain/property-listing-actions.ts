import { opensChecklist } from './checklist-access';
import type { PropertyStatus } from './property-status';

/**
 * Which actions a property listing row offers (seed 000 §2 "Property listing", §4 "Delete", §6). One rule, so
 * the table, its tests and its stories agree on what each row shows.
 */
export interface ListingRowFacts {
  id: number;
  status: PropertyStatus;
  locked: boolean;
  checkListId: string | null;
}

export interface ListingViewer {
  /** The firm has the checklist add-on (stored isLAActive is 'true'). */
  isLAActive: boolean;
  /** The row picked with the Select radio, if any. */
  selectedId: number | null;
}

export type ListingRowAction =
  { kind: 'view'; path: string } | { kind: 'delete' } | { kind: 'duplicate'; path: string } | { kind: 'checklist'; checkListId: string };

/** /property-details/{id}/{direct}/{duplicate}: view opens the preview, duplicate opens straight in duplicate mode. */
export const propertyDetailsPath = (id: number, direct: boolean, duplicate: boolean) => `/property-details/${id}/${direct}/${duplicate}`;

/** In the order the Action column shows them. */
export function listingRowActions(row: ListingRowFacts, viewer: ListingViewer): ListingRowAction[] {
  const selected = viewer.selectedId === row.id;
  const actions: ListingRowAction[] = [{ kind: 'view', path: propertyDetailsPath(row.id, false, false) }];
  // Other refusals (requisitions, assigned and activated) need facts the row lacks: the server answers those.
  if (!row.locked) actions.push({ kind: 'delete' });
  if (selected) actions.push({ kind: 'duplicate', path: propertyDetailsPath(row.id, true, true) });
  if (selected && row.status === 'Active' && opensChecklist(viewer.isLAActive, row.checkListId)) {
    actions.push({ kind: 'checklist', checkListId: row.checkListId });
  }
  return actions;
}
