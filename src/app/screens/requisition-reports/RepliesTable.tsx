import type { Selection } from 'react-aria-components';
import type { ReplyRow } from '../../../api/requisitions';
import { messages } from '../../../domain/messages';
import { Button, Cell, Checkbox, Column, Row, Table, TableBody, TableHeader } from '../../ui';
import { AttachmentIcon } from './ReportIcons';

export interface RepliesTableProps {
  rows: readonly ReplyRow[];
  isLoading: boolean;
  ticked: ReadonlySet<string>;
  /** Replied rows other than ACRA and MCST (canTickForPrint); the others cannot be ticked. */
  tickableKeys: readonly string[];
  onTick: (keys: Selection) => void;
  onOpenAttachment: (rpControlNo: string) => void;
}

/** One row per agency request: agency, status, message type, sent and received dates, print tick, attachment. */
export function RepliesTable({ rows, isLoading, ticked, tickableKeys, onTick, onOpenAttachment }: RepliesTableProps) {
  const noneTickable = tickableKeys.length === 0;
  const tickable = new Set(tickableKeys);
  return (
    <Table
      aria-label="Agency replies"
      className="replies-table"
      selectionMode="multiple"
      selectedKeys={new Set(ticked)}
      onSelectionChange={onTick}
      disabledKeys={rows.filter((row) => !tickable.has(row.rpControlNo)).map((row) => row.rpControlNo)}
      // Only the tick is disabled on a row that cannot be printed: its attachment still opens.
      disabledBehavior="selection"
    >
      <TableHeader>
        <Column className="replies-table__select">
          {/* Seed 001 §8: with nothing replied to print, select-all is disabled and its hover says why. */}
          <span title={noneTickable ? messages.noAgencyRepliedToPrint : undefined} className="replies-table__select-all">
            <Checkbox slot="selection" isDisabled={noneTickable} />
          </span>
        </Column>
        <Column isRowHeader>Agency</Column>
        <Column>Status</Column>
        <Column>Message Type</Column>
        <Column>Sent On</Column>
        <Column>Received On</Column>
        <Column>Attachment</Column>
      </TableHeader>
      <TableBody items={rows} dependencies={[tickableKeys]} renderEmptyState={() => (isLoading ? messages.pleaseWait : messages.noRecordsFound)}>
        {(row) => (
          <Row id={row.rpControlNo}>
            <Cell>
              <Checkbox slot="selection" />
            </Cell>
            <Cell>{row.strAgency ?? row.agencyCode}</Cell>
            <Cell>{row.strStatus}</Cell>
            <Cell>{row.strMsgType}</Cell>
            <Cell>{row.strMsgSentDate}</Cell>
            <Cell>{row.strReceiveDate}</Cell>
            <Cell>
              {row.showAttachment ? (
                <Button
                  variant="icon"
                  aria-label={`Open the ${row.strAgency ?? row.agencyCode} reply`}
                  onPress={() => onOpenAttachment(row.rpControlNo)}
                >
                  <AttachmentIcon />
                </Button>
              ) : null}
            </Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}
