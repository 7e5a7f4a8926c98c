import type { StatusAgencyRow } from '../../../../api/requisitions';
import { messages } from '../../../../domain/messages';
import { agencyDisplayName } from '../../../../domain/requisitions/agencies';
import { canTickForPrint } from '../../../../domain/requisitions/status';
import { Button, Cell, Checkbox, Column, Row, Table, TableBody, TableHeader } from '../../../ui';
import { EnvelopeIcon, EnvelopeOpenIcon, PaperclipIcon } from './status-icons';

export interface AgencyStatusTableProps {
  lfControlNo: string;
  rows: readonly StatusAgencyRow[];
  isLoading: boolean;
  ticked: ReadonlySet<string>;
  onTick: (rpControlNo: string, isSelected: boolean) => void;
  onAttachment: (row: StatusAgencyRow) => void;
  isPrinting: boolean;
}

/** One line per agency request of a requisition: tick box, status, dates, read flag and attachment. */
export function AgencyStatusTable({ lfControlNo, rows, isLoading, ticked, onTick, onAttachment, isPrinting }: AgencyStatusTableProps) {
  return (
    <Table aria-label={`Agencies of ${lfControlNo}`} className="lr-status-table">
      <TableHeader>
        <Column>Print</Column>
        <Column isRowHeader>Agency</Column>
        <Column>Status</Column>
        <Column>Sent On</Column>
        <Column>Received On</Column>
        <Column>Read</Column>
        <Column>Attachment</Column>
      </TableHeader>
      <TableBody
        items={rows}
        dependencies={[ticked, isPrinting, onTick, onAttachment]}
        renderEmptyState={() => <p className="lr-status-empty">{isLoading ? messages.pleaseWait : messages.noRecordsFound}</p>}
      >
        {(row) => {
          const agency = agencyDisplayName(row.agencyCode, row.deptCode);
          return (
            <Row id={row.rpControlNo}>
              <Cell>
                {canTickForPrint(row) && (
                  <Checkbox
                    aria-label={`Print ${agency} reply ${row.rpControlNo}`}
                    isSelected={ticked.has(row.rpControlNo)}
                    onChange={(isSelected) => onTick(row.rpControlNo, isSelected)}
                  />
                )}
              </Cell>
              <Cell>
                <span className="lr-agency">{agency}</span> <span className="lr-agency__reply">{row.rpControlNo}</span>
              </Cell>
              <Cell>{row.status}</Cell>
              <Cell>{row.sentOn ?? ''}</Cell>
              <Cell>{row.receivedOn ?? ''}</Cell>
              <Cell>
                <ReadFlag row={row} />
              </Cell>
              <Cell>
                {row.showAttachment && (
                  <Button
                    variant="icon"
                    aria-label={`Open ${agency} report ${row.rpControlNo}`}
                    isDisabled={isPrinting}
                    onPress={() => onAttachment(row)}
                  >
                    <PaperclipIcon />
                  </Button>
                )}
              </Cell>
            </Row>
          );
        }}
      </TableBody>
    </Table>
  );
}

/** Only a reply has something to read: rows still with the agency (Processing) or drafted show no envelope. */
function ReadFlag({ row }: { row: StatusAgencyRow }) {
  if (row.status !== 'Replied') return null;
  const isRead = row.flag === 'read';
  return (
    <span role="img" aria-label={isRead ? 'Read' : 'Unread'} className={`lr-read lr-read--${isRead ? 'read' : 'unread'}`}>
      {isRead ? <EnvelopeOpenIcon /> : <EnvelopeIcon />}
    </span>
  );
}
