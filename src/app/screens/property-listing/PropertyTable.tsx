import { useRouter } from '@tanstack/react-router';
import { useDeferredValue, useState } from 'react';
import type { PropertyListRow, PropertySortBy, SortOrder } from '../../../api/properties';
import { propertyMessages } from '../../../domain/messages/property';
import { sessionMessages } from '../../../domain/messages/session';
import { listingRowActions, type ListingViewer } from '../../../domain/property-listing-actions';
import { NativeCheckbox } from '../../ui';
import type { ChecklistSubject } from '../checklist/ChecklistView';
import { displayDate, displayInstantDate } from './dates';
import { MatchedPartyNote } from './MatchedPartyNote';
import { handleRowKey, isRowOwnClick } from './row-keys';
import { RowActions } from './RowActions';
import { SortHeader } from './SortHeader';

export interface PropertyTableProps {
  rows: readonly PropertyListRow[];
  /** No page has arrived yet: the empty state says so instead of 'No records found'. */
  isLoading: boolean;
  sortBy: PropertySortBy;
  sortOrder: SortOrder;
  onSort: (sortBy: PropertySortBy, sortOrder: SortOrder) => void;
  viewer: ListingViewer;
  onSelect: (id: number | null) => void;
  onDelete: (row: PropertyListRow) => void;
  onChecklist: (subject: ChecklistSubject) => void;
}

const NO_ROWS: readonly PropertyListRow[] = [];
const COLUMNS = 9;

/** The Select box of one row, named by the row's control number ('Select PCN-2026-000101'), not just 'Select'. */
function RowSelect({ propertyRefNo, isSelected, onChange }: { propertyRefNo: string; isSelected: boolean; onChange: (selected: boolean) => void }) {
  return <NativeCheckbox className="listing-select" aria-label={`Select ${propertyRefNo}`} isSelected={isSelected} onChange={onChange} />;
}

/**
 * The listing table with the seed's columns (seed 000 §2); sorting is the server's, selection picks one row.
 * A grid of plain table rows: React Aria's table built each page twice (a hidden pass to collect the rows, then
 * the table), which held a phone's main thread for over half a second on the first page of a signed-in day
 * (issue 13). The keys stay the same: one tab stop in the rows, Up / Down / Home / End move between them, Enter
 * on a focused row (or a click on it while none is selected) opens it, Space selects it.
 */
export function PropertyTable({ rows, isLoading, sortBy, sortOrder, onSort, viewer, onSelect, onDelete, onChecklist }: PropertyTableProps) {
  // The rows render in React's interruptible passes, not in the one that mounts the page or answers a click:
  // ten rows of cells are the listing's heaviest render, and a phone stays responsive while they are built.
  const shownRows = useDeferredValue(rows, NO_ROWS);
  const waiting = isLoading || shownRows !== rows;
  const router = useRouter();
  // The row Tab lands on: the one focused last while it is on the page, else the first.
  const [focusedId, setFocusedId] = useState<number | null>(null);
  const tabStop = shownRows.some((row) => row.id === focusedId) ? focusedId : (shownRows[0]?.id ?? null);

  const open = (row: PropertyListRow) => {
    const view = listingRowActions(row, viewer).find((action) => action.kind === 'view');
    if (view) void router.navigate({ to: view.path });
  };
  const toggle = (row: PropertyListRow) => onSelect(viewer.selectedId === row.id ? null : row.id);

  const sortable = { sortBy, sortOrder, onSort };
  return (
    <table role="grid" aria-label="Properties" className="ui-table listing-table">
      <thead role="rowgroup" className="ui-table__header">
        <tr role="row">
          <th role="columnheader" scope="col" className="ui-table__column">
            Select
          </th>
          <SortHeader id="lawfirmRefNo" {...sortable}>
            Reference
          </SortHeader>
          <SortHeader id="createdDate" {...sortable}>
            Date created
          </SortHeader>
          <SortHeader id="propAddress" {...sortable}>
            Property Address
          </SortHeader>
          <SortHeader id="transactionTypeName" {...sortable}>
            Transaction Type
          </SortHeader>
          <SortHeader id="completionDate" {...sortable}>
            Completion Date
          </SortHeader>
          <SortHeader id="status" {...sortable}>
            Status
          </SortHeader>
          <th role="columnheader" scope="col" className="ui-table__column">
            Task
          </th>
          <th role="columnheader" scope="col" className="ui-table__column">
            Action
          </th>
        </tr>
      </thead>
      <tbody role="rowgroup" className="ui-table__body" data-empty={shownRows.length === 0 || undefined}>
        {shownRows.length === 0 ? (
          <tr role="row" className="ui-table__row">
            <td role="gridcell" colSpan={COLUMNS} className="ui-table__cell">
              {waiting ? sessionMessages.pleaseWait : propertyMessages.noRecordsFound}
            </td>
          </tr>
        ) : (
          shownRows.map((row) => {
            const isSelected = viewer.selectedId === row.id;
            return (
              <tr
                key={row.id}
                role="row"
                className="ui-table__row"
                aria-selected={isSelected}
                data-selected={isSelected || undefined}
                tabIndex={row.id === tabStop ? 0 : -1}
                onFocus={() => setFocusedId(row.id)}
                onKeyDown={(event) => handleRowKey(event, { open: () => open(row), toggleSelection: () => toggle(row) })}
                onClick={(event) => {
                  if (!isRowOwnClick(event.target)) return;
                  if (viewer.selectedId === null) open(row);
                  else toggle(row);
                }}
              >
                <td role="gridcell" className="ui-table__cell">
                  <RowSelect propertyRefNo={row.propertyRefNo} isSelected={isSelected} onChange={(selected) => onSelect(selected ? row.id : null)} />
                </td>
                <td role="rowheader" className="ui-table__cell">
                  <span className="listing-ref">{row.lawfirmRefNo}</span> <span className="listing-ref__control">{row.propertyRefNo}</span>
                </td>
                <td role="gridcell" className="ui-table__cell">
                  {displayInstantDate(row.createdDate)}
                </td>
                <td role="gridcell" className="ui-table__cell">
                  {row.propAddress}
                  {row.matchedParty && <MatchedPartyNote party={row.matchedParty} />}
                </td>
                <td role="gridcell" className="ui-table__cell">
                  {row.transactionTypeName}
                </td>
                <td role="gridcell" className="ui-table__cell">
                  {displayDate(row.completionDate)}
                </td>
                <td role="gridcell" className="ui-table__cell">
                  {row.status}
                  {row.locked && <span className="listing-locked"> Locked</span>}
                </td>
                <td role="gridcell" className="ui-table__cell">
                  {row.taskStage}
                </td>
                <td role="gridcell" className="ui-table__cell">
                  <RowActions row={row} viewer={viewer} onDelete={onDelete} onChecklist={onChecklist} />
                </td>
              </tr>
            );
          })
        )}
      </tbody>
    </table>
  );
}
