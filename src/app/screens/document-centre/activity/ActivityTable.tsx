import type { DocumentListItem } from '../../../../api/document-centre';
import { messageRecipients } from '../../../../domain/documents/centre/document-rules';
import { downloadFileName } from '../../../../domain/documents/centre/download-names';
import { activityLogDate } from '../../../../domain/documents/centre/listing-dates';
import { messages } from '../../../../domain/messages';
import { Button, Cell, Column, Row, Table, TableBody, TableHeader } from '../../../ui';
import { MailIcon, PrintIcon } from '../../documents/common/DocumentIcons';
import { DownloadIcon, ForwardIcon } from '../common/DocumentCentreIcons';

export interface ActivityTableProps {
  rows: readonly DocumentListItem[];
  /** The S/No of the first row: the rows before this page count too. */
  firstNumber: number;
  isLoading: boolean;
  onForward: (row: DocumentListItem) => void;
  onDownload: (row: DocumentListItem) => void;
}

/** Who did it: the sender named in the mail, or whoever printed it. */
function senderOf(row: DocumentListItem): string {
  return row.messageDetails?.sendername || row.createdBy || '';
}

function TypeIcon({ actionType }: { actionType: DocumentListItem['actionType'] }) {
  const label = actionType === 'SENT' ? 'Sent' : 'Printed';
  return (
    <span className="activity-type" title={label}>
      {actionType === 'SENT' ? <MailIcon /> : <PrintIcon />}
      <span className="ui-visually-hidden">{label}</span>
    </span>
  );
}

/** Seed 002 §2.7: ACTIVITY LOG DETAILS' columns, every print and send, newest first. */
export function ActivityTable({ rows, firstNumber, isLoading, onForward, onDownload }: ActivityTableProps) {
  return (
    <Table aria-label="Document activity" className="activity-table">
      <TableHeader>
        <Column>S/No</Column>
        <Column>Type</Column>
        <Column isRowHeader>Activity Date</Column>
        <Column>Sender</Column>
        <Column>Recipient</Column>
        <Column>Reference Number</Column>
        <Column>File Name</Column>
        <Column>Action</Column>
      </TableHeader>
      <TableBody items={rows} renderEmptyState={() => (isLoading ? messages.pleaseWait : messages.noRecordsFound)}>
        {(row) => {
          const name = row.fileName || downloadFileName(row);
          const recipients = messageRecipients(row.messageDetails?.recipents ?? row.recipients);
          return (
            <Row id={row.id}>
              <Cell>{firstNumber + rows.indexOf(row)}</Cell>
              <Cell>
                <TypeIcon actionType={row.actionType} />
              </Cell>
              <Cell>{activityLogDate(row.updatedDate)}</Cell>
              <Cell>{senderOf(row)}</Cell>
              <Cell>
                <ul className="activity-recipients">
                  {recipients.map((recipient) => (
                    <li key={recipient.email} title={recipient.email}>
                      {recipient.name}
                    </li>
                  ))}
                </ul>
              </Cell>
              <Cell>{row.lawfirmRefNo ?? ''}</Cell>
              <Cell>{name}</Cell>
              <Cell>
                <div className="listing-actions document-actions">
                  <Button variant="icon" aria-label={`Forward ${name}`} onPress={() => onForward(row)}>
                    <ForwardIcon />
                  </Button>
                  <Button variant="icon" aria-label={`Download ${name}`} onPress={() => onDownload(row)}>
                    <DownloadIcon />
                  </Button>
                </div>
              </Cell>
            </Row>
          );
        }}
      </TableBody>
    </Table>
  );
}
