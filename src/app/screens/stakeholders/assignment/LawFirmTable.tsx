import type { LawFirmMatch } from '../../../../../machines/stakeholder-assignment.types';
import { Button, Cell, Column, Row, Table, TableBody, TableHeader } from '../../../ui';

export interface LawFirmTableProps {
  firms: readonly LawFirmMatch[];
  emptyText: string;
  isDisabled: boolean;
  onChoose: (acctId: string) => void;
}

/** The firms matching the name; choosing one lists its users. */
export function LawFirmTable({ firms, emptyText, isDisabled, onChoose }: LawFirmTableProps) {
  return (
    <Table aria-label="Law firms found">
      <TableHeader>
        <Column isRowHeader>Law Firm</Column>
        <Column>Action</Column>
      </TableHeader>
      <TableBody items={firms.map((firm) => ({ id: firm.acctId, firm }))} dependencies={[isDisabled]} renderEmptyState={() => emptyText}>
        {({ firm }) => (
          <Row id={firm.acctId}>
            <Cell>{firm.acctName}</Cell>
            <Cell>
              <Button variant="link" isDisabled={isDisabled} aria-label={`Choose ${firm.acctName}`} onPress={() => onChoose(firm.acctId)}>
                Choose
              </Button>
            </Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}
