import type { ClientListRow, ClientSortBy } from '../../../../api/contacts';
import { messages } from '../../../../domain/messages';
import { Button, Cell, Column, Link, Row, Table, TableBody, TableHeader } from '../../../ui';
import { toDirection, toSortOrder } from '../../property-listing/sort-columns';
import { SortableColumn } from '../../property-listing/SortableColumn';
import type { ClientSortOrder } from './contact-listing-state';
import { asClientSortBy, categoryName } from './contact-sort';

export interface ContactTableProps {
  rows: readonly ClientListRow[];
  /** No page has arrived yet: the empty state says so instead of 'No records found'. */
  isLoading: boolean;
  sortBy: ClientSortBy;
  sortOrder: ClientSortOrder;
  onSort: (sortBy: ClientSortBy, sortOrder: ClientSortOrder) => void;
  onDelete: (row: ClientListRow) => void;
}

/** The contact listing's columns (seed 000 §3 listing row); view opens the client details as a preview. */
export function ContactTable({ rows, isLoading, sortBy, sortOrder, onSort, onDelete }: ContactTableProps) {
  return (
    <Table
      aria-label="Contacts"
      className="contact-table"
      sortDescriptor={{ column: sortBy, direction: toDirection(sortOrder) }}
      onSortChange={({ column, direction }) => {
        const next = asClientSortBy(column);
        if (next) onSort(next, toSortOrder(direction));
      }}
    >
      <TableHeader>
        <SortableColumn id="name" isRowHeader>
          Name
        </SortableColumn>
        <SortableColumn id="address">Address</SortableColumn>
        <SortableColumn id="contactNumber">Contact No.</SortableColumn>
        <SortableColumn id="clientCategory">Category</SortableColumn>
        <Column>Action</Column>
      </TableHeader>
      <TableBody items={rows} dependencies={[onDelete]} renderEmptyState={() => (isLoading ? messages.pleaseWait : messages.noRecordsFound)}>
        {(row) => (
          <Row id={row.clientInfoId}>
            <Cell>{row.name}</Cell>
            <Cell>{row.address}</Cell>
            <Cell>{row.contactNumber}</Cell>
            <Cell>{categoryName(row.clientCategory)}</Cell>
            <Cell>
              <div className="listing-actions">
                <Link href={`/client-details/${row.clientInfoId}/false`} aria-label={`View ${row.name}`}>
                  View
                </Link>
                <Button variant="link" aria-label={`Delete ${row.name}`} onPress={() => onDelete(row)}>
                  Delete
                </Button>
              </div>
            </Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}
