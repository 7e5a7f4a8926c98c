import type { BoardDeadline, DeadlinesBoardRecord } from '../../../api/deadlines-board';
import { messages } from '../../../domain/messages';
import { Cell, Column, Link, Row, Table, TableBody, TableHeader } from '../../ui';
import { DEADLINE_STATE_WORDS, deadlineWhen } from '../case-progress/deadline-words';

/** When it falls due, as the case page shows its deadlines (the rule's source is not on the board). */
const dueWhen = (next: BoardDeadline) => deadlineWhen({ ...next, source: '' });

/** Issue 19: "Overdue and due-within-3-days are flagged"; an upcoming deadline carries no flag. */
function DeadlineFlag({ next }: { next: BoardDeadline | null }) {
  if (!next || next.state === 'upcoming') return null;
  return <span className={`deadlines-board__flag deadlines-board__flag--${next.state}`}>{DEADLINE_STATE_WORDS[next.state]}</span>;
}

export interface DeadlinesBoardTableProps {
  rows: readonly DeadlinesBoardRecord[];
  isLoading: boolean;
}

/** The board's columns: when the next deadline falls due and its flag, what it is, and the case it belongs to. */
export function DeadlinesBoardTable({ rows, isLoading }: DeadlinesBoardTableProps) {
  return (
    <Table aria-label="Deadlines of open cases" className="listing-table deadlines-board__table">
      <TableHeader>
        <Column isRowHeader>Due</Column>
        <Column>Flag</Column>
        <Column>Deadline</Column>
        <Column>Case</Column>
        <Column>Address</Column>
        <Column>Stage</Column>
        <Column>Lawyer</Column>
      </TableHeader>
      <TableBody items={rows} renderEmptyState={() => (isLoading ? messages.pleaseWait : messages.deadlinesBoardEmpty)}>
        {(row) => (
          <Row id={row.propertyId} className={row.next ? `deadlines-board__row--${row.next.state}` : undefined}>
            <Cell>{row.next ? dueWhen(row.next) : '—'}</Cell>
            <Cell>
              <DeadlineFlag next={row.next} />
            </Cell>
            <Cell>{row.next?.label ?? messages.deadlinesBoardNoDeadline}</Cell>
            <Cell>
              <Link href={`/property-summary/${row.propertyId}`}>{row.propertyRefNo}</Link>
              {row.lawfirmRefNo && <span className="deadlines-board__reference">{row.lawfirmRefNo}</span>}
            </Cell>
            <Cell>{row.propAddress}</Cell>
            <Cell>{row.stageName}</Cell>
            <Cell>{row.lawyerName}</Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}
