import type { DuplicateRequisition } from '../../../../api/requisitions';
import { messages } from '../../../../domain/messages';
import { Button, Cell, Column, Row, Table, TableBody, TableHeader, WarningIcon } from '../../../ui';

export interface DuplicatesWarningProps {
  duplicates: readonly DuplicateRequisition[];
  /** Opens the STATUS tab, where those requisitions are listed. */
  onShowStatus: () => void;
}

/** Earlier requisitions of this property to the same agencies within two months (seed 001 §5 duplicate check). */
export function DuplicatesWarning({ duplicates, onShowStatus }: DuplicatesWarningProps) {
  if (duplicates.length === 0) return null;
  const rows = duplicates.map((row, index) => ({ id: `${row.lfControlNumber ?? ''}-${row.agencyDepartmentCode ?? ''}-${index}`, ...row }));
  return (
    <section className="dd-duplicates" aria-labelledby="dd-duplicates-title">
      <p id="dd-duplicates-title" className="dd-duplicates__text">
        <WarningIcon aria-hidden="true" /> {messages.duplicateRequisitionsWarning}
      </p>
      <Table aria-labelledby="dd-duplicates-title" className="dd-duplicates__table">
        <TableHeader>
          <Column isRowHeader>LF Control No.</Column>
          <Column>Reference No.</Column>
          <Column>Agency</Column>
          <Column>Requested On</Column>
        </TableHeader>
        <TableBody items={rows}>
          {(row) => (
            <Row id={row.id}>
              <Cell>{row.lfControlNumber}</Cell>
              <Cell>{row.referenceNumber}</Cell>
              <Cell>{row.agencyDepartmentCode}</Cell>
              <Cell>{row.dateOfRequested}</Cell>
            </Row>
          )}
        </TableBody>
      </Table>
      <Button variant="link" onPress={onShowStatus}>
        Go to the STATUS tab
      </Button>
    </section>
  );
}
