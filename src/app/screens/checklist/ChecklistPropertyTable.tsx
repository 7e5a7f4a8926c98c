import type { PropertyListRow } from '../../../api/properties';
import { messages } from '../../../domain/messages';
import { propertyDetailsPath } from '../../../domain/property-listing-actions';
import { Cell, Column, Link, Row, Table, TableBody, TableHeader } from '../../ui';
import { displayDate } from '../property-listing/dates';

export interface ChecklistPropertyTableProps {
  rows: readonly PropertyListRow[];
  isLoading: boolean;
  /** Where a row's View goes: the property's details unless told (the checklist listing opens its checklist). */
  viewPath?: (row: PropertyListRow) => string;
}

const detailsOf = (row: PropertyListRow) => propertyDetailsPath(row.id, false, false);

/** The checklist view's compact listing (seed 000 §2): the properties that have a checklist. */
export function ChecklistPropertyTable({ rows, isLoading, viewPath = detailsOf }: ChecklistPropertyTableProps) {
  return (
    <Table aria-label="Properties with a checklist" className="checklist-table">
      <TableHeader>
        <Column isRowHeader>Property Control No.</Column>
        <Column>Reference No.</Column>
        <Column>Property Address</Column>
        <Column>Completion Date</Column>
        <Column>Type Name</Column>
        <Column>Action</Column>
      </TableHeader>
      <TableBody items={rows} renderEmptyState={() => (isLoading ? messages.pleaseWait : messages.noRecordsFound)}>
        {(row) => (
          <Row id={row.id}>
            <Cell>{row.propertyRefNo}</Cell>
            <Cell>{row.lawfirmRefNo}</Cell>
            <Cell>{row.propAddress}</Cell>
            <Cell>{displayDate(row.completionDate)}</Cell>
            <Cell>{row.transactionTypeName}</Cell>
            <Cell>
              <Link href={viewPath(row)} aria-label={`View ${row.propertyRefNo}`}>
                View
              </Link>
            </Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}
