import type { SalespersonMatch } from '../../../../../machines/stakeholder-assignment.types';
import { Button, Cell, Column, Row, Table, TableBody, TableHeader } from '../../../ui';

export interface SalespersonTableProps {
  salespersons: readonly SalespersonMatch[];
  emptyText: string;
  isDisabled: boolean;
  onUse: (registrationNo: string) => void;
}

/** The salesperson register's answer; using a record fills the salesperson's name and registration no. */
export function SalespersonTable({ salespersons, emptyText, isDisabled, onUse }: SalespersonTableProps) {
  return (
    <Table aria-label="Salespersons found">
      <TableHeader>
        <Column isRowHeader>Salesperson Name</Column>
        <Column>Registration No.</Column>
        <Column>Estate Agent</Column>
        <Column>Licence No.</Column>
        <Column>Action</Column>
      </TableHeader>
      <TableBody
        items={salespersons.map((person) => ({ id: person.registration_no, person }))}
        dependencies={[isDisabled]}
        renderEmptyState={() => emptyText}
      >
        {({ person }) => (
          <Row id={person.registration_no}>
            <Cell>{person.salesperson_name}</Cell>
            <Cell>{person.registration_no}</Cell>
            <Cell>{person.estate_agent_name ?? ''}</Cell>
            <Cell>{person.estate_agent_license_no ?? ''}</Cell>
            <Cell>
              <Button
                variant="link"
                isDisabled={isDisabled}
                aria-label={`Use ${person.salesperson_name}`}
                onPress={() => onUse(person.registration_no)}
              >
                Use
              </Button>
            </Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}
