import type { HistoryRecord } from '../../../api/history';
import { toDisplayTimestamp } from '../../../domain/display-date';
import { messages } from '../../../domain/messages';
import { Cell, Column, Link, Row, Table, TableBody, TableHeader } from '../../ui';
import { HistoryChanges } from './HistoryChanges';

export interface HistoryTableProps {
  label: string;
  rows: readonly HistoryRecord[];
  isLoading: boolean;
  emptyText: string;
  /** The audit log names each event's case; a case's own timeline does not need to. */
  showCase?: boolean;
}

/** Who made the write: the user, or the product itself for what arrived on its own (a reply, a signature). */
export const actorName = (record: HistoryRecord) => (record.actor ? record.actor.userName : messages.historyBySystem);

/** Events newest first: when (Singapore time), who, what kind, the sentence and the fields it changed, and a link. */
export function HistoryTable({ label, rows, isLoading, emptyText, showCase = false }: HistoryTableProps) {
  return (
    <Table aria-label={label} className="listing-table history-table">
      <TableHeader>
        <Column isRowHeader>When</Column>
        <Column>By</Column>
        <Column>Kind</Column>
        <Column>What happened</Column>
        {showCase ? <Column>Case</Column> : null}
        <Column>Open</Column>
      </TableHeader>
      <TableBody items={rows} renderEmptyState={() => (isLoading ? messages.pleaseWait : emptyText)}>
        {(row) => (
          <Row id={row.id}>
            <Cell>{toDisplayTimestamp(row.at)}</Cell>
            <Cell>{actorName(row)}</Cell>
            <Cell>
              <span className={`history-kind history-kind--${row.group}`}>{row.label}</span>
            </Cell>
            <Cell>
              <p className="history-summary">{row.summary}</p>
              <HistoryChanges changes={row.changes} />
            </Cell>
            {showCase ? <Cell>{row.propertyRefNo ?? ''}</Cell> : null}
            <Cell>
              {row.link ? (
                <Link href={row.link} aria-label={`Open: ${row.summary}`}>
                  Open
                </Link>
              ) : null}
            </Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}
