import type { ClientMatch, ContactPersonMatch } from '../../../../../machines/stakeholder-assignment.types';
import { isPrimaryFlag } from '../../../../domain/contact/types';
import { maskAllButLast, SUMMARY_MASK_KEEP } from '../../../../domain/masking';
import { Cell, Checkbox, Column, Row, Table, TableBody, TableHeader } from '../../../ui';

export interface ClientMatchTableProps {
  label: string;
  /** Contacts (buyer / seller) or estate agencies: the columns differ. */
  kind: 'contact' | 'agency';
  matches: readonly ClientMatch[];
  pickedId: number | null;
  emptyText: string;
  isDisabled: boolean;
  onPick: (id: number) => void;
}

const primaryPerson = (match: ClientMatch): ContactPersonMatch | undefined =>
  match.clientContacts.find((person) => isPrimaryFlag(person.isPrimary)) ?? match.clientContacts[0];

const masked = (value: string | undefined) => maskAllButLast(value ?? '', SUMMARY_MASK_KEEP);

/** The search answer; one row is picked (its checkbox), then Save assigns it. */
export function ClientMatchTable({ label, kind, matches, pickedId, emptyText, isDisabled, onPick }: ClientMatchTableProps) {
  const columns =
    kind === 'contact'
      ? ['Name', 'UEN / NRIC No.', 'Contact No.', 'Email']
      : ['Estate Agency Name', 'CEA Licence No.', 'Salesperson', 'Agent CEA No.', 'Contact No.'];
  return (
    <Table
      aria-label={label}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={pickedId === null ? [] : [pickedId]}
      disabledBehavior="all"
      disabledKeys={isDisabled ? matches.map((match) => match.id) : []}
      onSelectionChange={(keys) => {
        const [first] = keys === 'all' ? [] : [...keys];
        if (typeof first === 'number') onPick(first);
      }}
    >
      <TableHeader>
        <Column>Select</Column>
        {columns.map((name, i) => (
          <Column key={name} isRowHeader={i === 0}>
            {name}
          </Column>
        ))}
      </TableHeader>
      <TableBody items={matches} dependencies={[kind]} renderEmptyState={() => emptyText}>
        {(match) => {
          const person = primaryPerson(match);
          return (
            <Row id={match.id}>
              <Cell>
                <Checkbox slot="selection" />
              </Cell>
              {kind === 'contact' ? (
                <>
                  <Cell>{match.compName || person?.individualName || ''}</Cell>
                  <Cell>{match.clientCategory === '0' ? (match.uenNo ?? '') : masked(person?.identificationNo)}</Cell>
                  <Cell>{masked(person?.contactNo || match.contactNo)}</Cell>
                  <Cell>{person?.email || match.email || ''}</Cell>
                </>
              ) : (
                <>
                  <Cell>{match.compName ?? ''}</Cell>
                  <Cell>{match.estateAgentCEALicenceNo ?? ''}</Cell>
                  <Cell>{person?.individualName ?? ''}</Cell>
                  <Cell>{person?.agentCEANo ?? ''}</Cell>
                  <Cell>{masked(person?.contactNo)}</Cell>
                </>
              )}
            </Row>
          );
        }}
      </TableBody>
    </Table>
  );
}
