import { describe, expect, it } from 'vitest';
import { listingRowActions, type ListingRowFacts, type ListingViewer } from '../../src/domain/property-listing-actions';

const active: ListingRowFacts = { id: 7, status: 'Active', locked: false, checkListId: 'CL-7' };
const selectedWithChecklist: ListingViewer = { isLAActive: true, selectedId: 7 };

const view = { kind: 'view', path: '/property-details/7/false/false' };
const remove = { kind: 'delete' };
const duplicate = { kind: 'duplicate', path: '/property-details/7/true/true' };
const checklist = { kind: 'checklist', checkListId: 'CL-7' };

describe('listingRowActions', () => {
  it.each<[string, ListingRowFacts, ListingViewer, object[]]>([
    ['an unselected row: view and delete', active, { isLAActive: true, selectedId: null }, [view, remove]],
    ['another row is selected: view and delete', active, { isLAActive: true, selectedId: 8 }, [view, remove]],
    ['the selected Active row with a checklist: everything', active, selectedWithChecklist, [view, remove, duplicate, checklist]],
    ['a locked row: no delete', { ...active, locked: true }, { isLAActive: true, selectedId: null }, [view]],
    ['a locked selected row: duplicate but no delete', { ...active, locked: true }, selectedWithChecklist, [view, duplicate, checklist]],
    ['checklist needs the add-on', active, { isLAActive: false, selectedId: 7 }, [view, remove, duplicate]],
    ['checklist needs a checklist id', { ...active, checkListId: null }, selectedWithChecklist, [view, remove, duplicate]],
    ['an empty checklist id is no checklist', { ...active, checkListId: '' }, selectedWithChecklist, [view, remove, duplicate]],
    ['checklist needs status Active', { ...active, status: 'Pending' }, selectedWithChecklist, [view, remove, duplicate]],
    ['checklist needs the row selected', active, { isLAActive: true, selectedId: null }, [view, remove]],
  ])('%s', (_, row, viewer, expected) => {
    expect(listingRowActions(row, viewer)).toEqual(expected);
  });
});
