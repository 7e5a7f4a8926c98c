import { useState } from 'react';
import type { FirmUser } from '../../../../../machines/stakeholder-assignment.types';
import { messages } from '../../../../domain/messages';
import { Cell, Checkbox, Column, ListPager, Row, Table, TableBody, TableHeader } from '../../../ui';

/** Seed 000 §9: the law-firm user table shows five users a page. */
export const FIRM_USERS_PAGE_SIZE = 5;

export interface FirmUsersTableProps {
  users: readonly FirmUser[];
  pickedUserId: string | null;
  isDisabled: boolean;
  onPick: (userid: string) => void;
}

/** The chosen firm's users, five to a page; one is picked, then Save assigns that lawyer. */
export function FirmUsersTable({ users, pickedUserId, isDisabled, onPick }: FirmUsersTableProps) {
  const [page, setPage] = useState(1);
  const pageCount = Math.max(1, Math.ceil(users.length / FIRM_USERS_PAGE_SIZE));
  const shown = users.slice((page - 1) * FIRM_USERS_PAGE_SIZE, page * FIRM_USERS_PAGE_SIZE);
  return (
    <>
      <Table
        aria-label="Law firm users"
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={pickedUserId === null ? [] : [pickedUserId]}
        disabledBehavior="all"
        disabledKeys={isDisabled ? users.map((user) => user.userid) : []}
        onSelectionChange={(keys) => {
          const [first] = keys === 'all' ? [] : [...keys];
          if (typeof first === 'string') onPick(first);
        }}
      >
        <TableHeader>
          <Column>Select</Column>
          <Column isRowHeader>Name</Column>
          <Column>Email</Column>
          <Column>Contact No.</Column>
        </TableHeader>
        <TableBody items={shown.map((user) => ({ id: user.userid, user }))} renderEmptyState={() => messages.noFirmUsers}>
          {({ user }) => (
            <Row id={user.userid}>
              <Cell>
                <Checkbox slot="selection" />
              </Cell>
              <Cell>{[user.firstName, user.lastName].filter(Boolean).join(' ')}</Cell>
              <Cell>{user.email ?? ''}</Cell>
              <Cell>{user.contactnumber ?? ''}</Cell>
            </Row>
          )}
        </TableBody>
      </Table>
      <ListPager label="Law firm users pages" page={page} pageCount={pageCount} onPageChange={setPage} />
    </>
  );
}
