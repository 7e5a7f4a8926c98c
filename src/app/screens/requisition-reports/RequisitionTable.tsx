import type { Selection } from 'react-aria-components';
import type { ReportRow } from '../../../api/requisitions';
import { messages } from '../../../domain/messages';
import { Button, Cell, Checkbox, Column, Row, Table, TableBody, TableHeader } from '../../ui';

/** Ticking rows (the draft page): which rows are ticked and what a change of ticks asks for. */
export interface RowSelection {
  selectedKeys: ReadonlySet<string>;
  onSelectionChange: (keys: Selection) => void;
}

export interface RequisitionTableProps {
  label: string;
  rows: readonly ReportRow[];
  /** No answer yet: the empty state says 'Please wait....' instead of 'No records found…'. */
  isLoading: boolean;
  /** The listing failed: the page's alert says so, and the table claims nothing. */
  isFailed: boolean;
  /** The LF control number is a link to the property the requisition was raised for. */
  onOpenProperty: (lfControlNumber: string) => void;
  /** The REQUISITION report's Replies column. */
  onReplies?: ((lfControlNumber: string) => void) | undefined;
  selection?: RowSelection | undefined;
}

/**
 * The report table of seed 001 §3 ("Requisition report row"): the REQUISITION report and the DRAFT REQUISITION
 * page list the same rows, keyed by LF control number.
 */
export function RequisitionTable({ label, rows, isLoading, isFailed, onOpenProperty, onReplies, selection }: RequisitionTableProps) {
  return (
    <Table
      aria-label={label}
      className="report-table"
      selectionMode={selection ? 'multiple' : 'none'}
      selectedKeys={selection ? new Set(selection.selectedKeys) : undefined}
      onSelectionChange={selection?.onSelectionChange}
    >
      <TableHeader>
        {selection ? (
          <Column className="report-table__select">
            <Checkbox slot="selection" />
          </Column>
        ) : null}
        <Column isRowHeader>LF Control No.</Column>
        <Column>Reference No.</Column>
        <Column>Address</Column>
        <Column>Last Updated</Column>
        <Column>Property Type</Column>
        {onReplies ? <Column>Replies</Column> : null}
      </TableHeader>
      <TableBody items={rows} dependencies={[onOpenProperty, onReplies, selection]} renderEmptyState={() => emptyText(isLoading, isFailed)}>
        {(row) => (
          <Row id={row.lfControlNumber}>
            {selection ? (
              <Cell>
                <Checkbox slot="selection" />
              </Cell>
            ) : null}
            <Cell>
              <Button variant="link" onPress={() => onOpenProperty(row.lfControlNumber)}>
                {row.lfControlNumber}
              </Button>
            </Cell>
            <Cell>{row.referenceNumber}</Cell>
            <Cell>{row.appAddress}</Cell>
            <Cell>{row.lastUpdatedDate}</Cell>
            <Cell>{row.propertyType}</Cell>
            {onReplies ? (
              <Cell>
                <Button variant="secondary" aria-label={`Replies of ${row.lfControlNumber}`} onPress={() => onReplies(row.lfControlNumber)}>
                  Replies
                </Button>
              </Cell>
            ) : null}
          </Row>
        )}
      </TableBody>
    </Table>
  );
}

function emptyText(isLoading: boolean, isFailed: boolean): string {
  if (isFailed) return '';
  return isLoading ? messages.pleaseWait : messages.noRecordsFound;
}
