import type { SoaMode, SoaSearchRow } from '../../../../../machines/soa-request.types';
import { toDisplayDate } from '../../../../domain/display-date';
import { Cell, Checkbox, Column, Row, Table, TableBody, TableHeader } from '../../../ui';

export interface SoaResultsTableProps {
  mode: SoaMode;
  rows: readonly SoaSearchRow[];
  keyOf: (row: SoaSearchRow) => string;
  isTicked: (key: string) => boolean;
  allState: 'all' | 'some' | 'none';
  onTick: (key: string, selected: boolean) => void;
  onToggleAll: () => void;
}

const date = (value: string | null) => (value ? toDisplayDate(value) : '');

interface ColumnSpec {
  name: string;
  cell: (row: SoaSearchRow) => string;
  /** The column that names the row: what its tick stands for. */
  isRowHeader?: boolean;
}

/** Seed 002 §2.4 and §2.5: each page's columns, in the seed's order. */
const COLUMNS: Record<SoaMode, readonly ColumnSpec[]> = {
  nonSoa: [
    { name: 'Last Replied Date', cell: (row) => date(row.latestRecvDate) },
    { name: 'Reference No.', cell: (row) => row.referenceNo },
    { name: 'Date of Request', cell: (row) => date(row.latestReqDate) },
    { name: 'Law Firm Control No.', cell: (row) => row.lfControlNo },
    { name: 'Property Description', cell: (row) => row.propAddr },
    { name: 'Property Account No.', cell: (row) => row.propActNo, isRowHeader: true },
  ],
  soa: [
    { name: 'Reference No', cell: (row) => row.referenceNo },
    { name: 'Law Firm Control No.', cell: (row) => row.lfControlNo, isRowHeader: true },
    { name: 'Requisition Sent Date', cell: (row) => date(row.reqSentDate) },
    { name: 'No. of SOA Req.', cell: (row) => String(row.soaCount) },
    { name: 'Latest Request Date', cell: (row) => date(row.latestReqDate) },
    { name: 'Latest Received Date', cell: (row) => date(row.latestRecvDate) },
  ],
};

/** The search's results with select-all and S/No.; what a tick stands for is the machine's `soaRowKey`. */
export function SoaResultsTable({ mode, rows, keyOf, isTicked, allState, onTick, onToggleAll }: SoaResultsTableProps) {
  const columns = COLUMNS[mode];
  return (
    <Table aria-label="Statement of account search results" className={`report-table soa-table soa-table--${mode}`}>
      <TableHeader>
        <Column className="ui-table__column report-table__select">
          <Checkbox
            slot={null}
            aria-label="Select every result"
            isSelected={allState === 'all'}
            isIndeterminate={allState === 'some'}
            onChange={onToggleAll}
          />
        </Column>
        <Column>S/No.</Column>
        {columns.map((column) => (
          <Column key={column.name} isRowHeader={column.isRowHeader ?? false}>
            {column.name}
          </Column>
        ))}
      </TableHeader>
      <TableBody items={rows.map((row, index) => ({ row, index, key: keyOf(row) }))} dependencies={[isTicked, columns]}>
        {({ row, index, key }) => (
          <Row id={key}>
            <Cell>
              <Checkbox slot={null} aria-label={`Select ${key}`} isSelected={isTicked(key)} onChange={(selected) => onTick(key, selected)} />
            </Cell>
            <Cell>{index + 1}</Cell>
            {columns.map((column) => (
              <Cell key={column.name}>{column.cell(row)}</Cell>
            ))}
          </Row>
        )}
      </TableBody>
    </Table>
  );
}
