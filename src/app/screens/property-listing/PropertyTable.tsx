import { useRouter } from '@tanstack/react-router';
import { useDeferredValue, useId } from 'react';
import type { PropertyListRow, PropertySortBy, SortOrder } from '../../../api/properties';
import { propertyMessages } from '../../../domain/messages/property';
import { sessionMessages } from '../../../domain/messages/session';
import { listingRowActions, type ListingViewer } from '../../../domain/property-listing-actions';
import { Cell, Checkbox, Column, Row, Table, TableBody, TableHeader } from '../../ui';
import type { ChecklistSubject } from '../checklist/ChecklistView';
import { displayDate, displayInstantDate } from './dates';
import { MatchedPartyNote } from './MatchedPartyNote';
import { RowActions } from './RowActions';
import { asSortBy, toDirection, toSortOrder } from './sort-columns';
import { SortableColumn } from './SortableColumn';

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

/** The Select radio of one row, named by the row's control number ('Select PCN-2026-000101'), not just 'Select'. */
function RowSelect({ propertyRefNo }: { propertyRefNo: string }) {
  const labelId = useId();
  return (
    <>
      <span id={labelId} hidden>
        Select {propertyRefNo}
      </span>
      <Checkbox slot="selection" className="listing-select" aria-labelledby={labelId} />
    </>
  );
}

/**
 * The listing table with the seed's columns (seed 000 §2); sorting is the server's, selection picks one row.
 * A row's action is its View: Enter on a focused row (or a click on it while none is selected) opens it, and
 * Space selects it.
 */
export function PropertyTable({ rows, isLoading, sortBy, sortOrder, onSort, viewer, onSelect, onDelete, onChecklist }: PropertyTableProps) {
  // The rows render in React's interruptible passes, not in the one that mounts the page or answers a click:
  // ten rows of cells are the listing's heaviest render, and a phone stays responsive while they are built.
  const shownRows = useDeferredValue(rows, NO_ROWS);
  const waiting = isLoading || shownRows !== rows;
  const router = useRouter();
  const openRow = (key: unknown) => {
    const row = shownRows.find((candidate) => candidate.id === key);
    const view = row && listingRowActions(row, viewer).find((action) => action.kind === 'view');
    if (view) void router.navigate({ to: view.path });
  };
  return (
    <Table
      aria-label="Properties"
      className="listing-table"
      selectionMode="single"
      onRowAction={openRow}
      selectedKeys={viewer.selectedId === null ? [] : [viewer.selectedId]}
      onSelectionChange={(keys) => {
        const [first] = keys === 'all' ? [] : [...keys];
        onSelect(typeof first === 'number' ? first : null);
      }}
      sortDescriptor={{ column: sortBy, direction: toDirection(sortOrder) }}
      onSortChange={({ column, direction }) => {
        const next = asSortBy(column);
        if (next) onSort(next, toSortOrder(direction));
      }}
    >
      <TableHeader>
        <Column>Select</Column>
        <SortableColumn id="lawfirmRefNo" isRowHeader>
          Reference
        </SortableColumn>
        <SortableColumn id="createdDate">Date created</SortableColumn>
        <SortableColumn id="propAddress">Property Address</SortableColumn>
        <SortableColumn id="transactionTypeName">Transaction Type</SortableColumn>
        <SortableColumn id="completionDate">Completion Date</SortableColumn>
        <SortableColumn id="status">Status</SortableColumn>
        <Column>Task</Column>
        <Column>Action</Column>
      </TableHeader>
      <TableBody
        items={shownRows}
        // Rows are cached per item; these change what a row shows without changing the item.
        dependencies={[viewer.selectedId, viewer.isLAActive, onDelete, onChecklist]}
        renderEmptyState={() => (waiting ? sessionMessages.pleaseWait : propertyMessages.noRecordsFound)}
      >
        {(row) => (
          <Row id={row.id}>
            <Cell>
              <RowSelect propertyRefNo={row.propertyRefNo} />
            </Cell>
            <Cell>
              <span className="listing-ref">{row.lawfirmRefNo}</span> <span className="listing-ref__control">{row.propertyRefNo}</span>
            </Cell>
            <Cell>{displayInstantDate(row.createdDate)}</Cell>
            <Cell>
              {row.propAddress}
              {row.matchedParty && <MatchedPartyNote party={row.matchedParty} />}
            </Cell>
            <Cell>{row.transactionTypeName}</Cell>
            <Cell>{displayDate(row.completionDate)}</Cell>
            <Cell>
              {row.status}
              {row.locked && <span className="listing-locked"> Locked</span>}
            </Cell>
            <Cell>{row.taskStage}</Cell>
            <Cell>
              <RowActions row={row} viewer={viewer} onDelete={onDelete} onChecklist={onChecklist} />
            </Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}
