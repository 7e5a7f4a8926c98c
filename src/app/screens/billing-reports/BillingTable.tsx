import type { BillingRow } from '../../../api/billing';
import { toDisplayDate } from '../../../domain/display-date';
import { messages } from '../../../domain/messages';
import { billingRowKey } from '../../../domain/requisitions/billing-selection';
import { Button, Cell, Checkbox, Column, Row, Table, TableBody, TableHeader } from '../../ui';
import type { ChecklistSubject } from '../checklist/ChecklistView';

export interface BillingTableProps {
  rows: readonly BillingRow[];
  isLoading: boolean;
  /** Whether the row with this key (billingRowKey: its LF or PL control number) is in the print cart. */
  isTicked: (key: string) => boolean;
  /** The select-all checkbox shows once a row is ticked (seed 001 §2.9); null hides it. */
  selectAll: { state: 'all' | 'some' | 'none'; onToggle: () => void } | null;
  onTick: (row: BillingRow, selected: boolean) => void;
  onSummary: (row: BillingRow) => void;
  /** The row's checklist, when the checklist rule lets it be opened (the firm's add-on and the case's checklist). */
  checklistOf: (row: BillingRow) => ChecklistSubject | null;
  onChecklist: (subject: ChecklistSubject) => void;
}

/** Seed 001 §2.9: Select to Print, Reference Number, Law Firm Control Number, Requisition Sent Date, Summary. */
export function BillingTable({ rows, isLoading, isTicked, selectAll, onTick, onSummary, checklistOf, onChecklist }: BillingTableProps) {
  return (
    <Table aria-label="Billing records" className="report-table billing-table">
      <TableHeader>
        <Column className="ui-table__column report-table__select">
          {selectAll ? (
            <Checkbox
              slot={null}
              aria-label="Select every billing record on this page"
              isSelected={selectAll.state === 'all'}
              isIndeterminate={selectAll.state === 'some'}
              onChange={selectAll.onToggle}
            />
          ) : (
            'Select to Print'
          )}
        </Column>
        <Column isRowHeader>Reference Number</Column>
        <Column>Law Firm Control Number</Column>
        <Column>Requisition Sent Date</Column>
        <Column>Summary</Column>
      </TableHeader>
      <TableBody
        items={rows}
        dependencies={[isTicked, onTick, checklistOf]}
        renderEmptyState={() => (isLoading ? messages.pleaseWait : messages.noRecordsFound)}
      >
        {(row) => {
          const checklist = checklistOf(row);
          return (
            // Keyed by control number: a requisition's and a parcel land request's ids may be the same.
            <Row id={billingRowKey(row)}>
              <Cell>
                <Checkbox
                  slot={null}
                  aria-label={`Select ${row.lfControlNumber} to print`}
                  isSelected={isTicked(billingRowKey(row))}
                  onChange={(selected) => onTick(row, selected)}
                />
              </Cell>
              <Cell>{row.referenceNumber}</Cell>
              <Cell>{row.lfControlNumber}</Cell>
              <Cell>{toDisplayDate(row.billSentDate)}</Cell>
              <Cell>
                <div className="billing-table__actions">
                  <Button variant="link" aria-label={`Billing summary of ${row.lfControlNumber}`} onPress={() => onSummary(row)}>
                    View
                  </Button>
                  {checklist && (
                    <Button
                      variant="link"
                      aria-label={`Checklist view of ${row.propertyRefNo ?? ''} for ${row.lfControlNumber}`}
                      onPress={() => onChecklist(checklist)}
                    >
                      Checklist
                    </Button>
                  )}
                </div>
              </Cell>
            </Row>
          );
        }}
      </TableBody>
    </Table>
  );
}
