import { requisitionSummary, type ChargeLine } from '../../../../domain/requisitions/fees';
import { formatCents } from '../../../../domain/requisitions/money';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '../../../ui';

export const SUMMARY_TABLE_LABEL = 'Requisition summary';
export const TOTAL_ROW_LABEL = 'Total';

/**
 * Step 2's summary (seed 001 §9): a row per chosen line, the 'SAL Levy (5%)' row after MCST, the transaction
 * fee row, then the four totals; two decimals throughout. The rows and sums are the domain's.
 */
export function SummaryTable({ lines }: { lines: readonly ChargeLine[] }) {
  const { rows, totals } = requisitionSummary(lines);
  const items = [
    ...rows.map((row, index) => ({ id: `${index}`, ...row })),
    {
      id: 'total',
      label: TOTAL_ROW_LABEL,
      applFee: totals.totalApplicationFee,
      applGst: totals.totalGSTFee,
      clFee: totals.totalCLFee,
      clGst: totals.totalCLGstFee,
    },
  ];
  return (
    <div className="dd-summary">
      <Table aria-label={SUMMARY_TABLE_LABEL} className="dd-summary__table">
        <TableHeader>
          <Column isRowHeader>Agency / Department</Column>
          <Column>Application Fee (S$)</Column>
          <Column>GST (S$)</Column>
          <Column>CL Fee (S$)</Column>
          <Column>CL GST (S$)</Column>
        </TableHeader>
        <TableBody items={items}>
          {(row) => (
            <Row id={row.id} className={row.id === 'total' ? 'ui-table__row dd-summary__total' : 'ui-table__row'}>
              <Cell>{row.label}</Cell>
              <Cell>{formatCents(row.applFee)}</Cell>
              <Cell>{formatCents(row.applGst)}</Cell>
              <Cell>{formatCents(row.clFee)}</Cell>
              <Cell>{formatCents(row.clGst)}</Cell>
            </Row>
          )}
        </TableBody>
      </Table>
      <p className="dd-summary__grand">
        Total payable: <strong>S$ {formatCents(totals.grandTotal)}</strong>
      </p>
    </div>
  );
}
