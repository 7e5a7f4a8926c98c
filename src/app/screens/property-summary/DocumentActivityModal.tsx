import type { ReactElement } from 'react';
import type { Property } from '../../../api/property-form';
import { messages } from '../../../domain/messages';
import { Button, Cell, Column, Modal, Row, Table, TableBody, TableHeader } from '../../ui';
import { activityRows, type ActivityFilter, type ActivityRow, type ActivityType } from './activity-rows';
import { OriginalIcon, PrintIcon, SentIcon, UpdateIcon } from './SummaryIcons';

export const DOCUMENT_ACTIVITY_TITLE = 'Document Activity';

const TYPE_ICONS: Record<ActivityType, { label: string; icon: ReactElement }> = {
  PRINT: { label: 'Print', icon: <PrintIcon /> },
  SENT: { label: 'Sent', icon: <SentIcon /> },
  UPDATE: { label: 'Update', icon: <UpdateIcon /> },
  ORIGINAL: { label: 'Original', icon: <OriginalIcon /> },
};

export interface DocumentActivityModalProps {
  property: Pick<Property, 'propertyDocument' | 'propertyRefNo'>;
  onClose: () => void;
  /** Opens a row's file; without it file names are plain text. */
  onOpenFile?: (row: ActivityRow) => void;
  /** A document page's log ('OTP Activity Log') names itself and keeps only its module's printed and sent rows. */
  title?: string;
  filter?: ActivityFilter;
  emptyMessage?: string;
}

/** What happened to the property's documents (seed 001 §2.1): S/No, Type, Action Date, Recipient, File Name. */
export function DocumentActivityModal({
  property,
  onClose,
  onOpenFile,
  title = DOCUMENT_ACTIVITY_TITLE,
  filter,
  emptyMessage = messages.noDocumentActivity,
}: DocumentActivityModalProps) {
  return (
    <Modal title={title} isOpen onOpenChange={(open) => !open && onClose()} size="lg">
      <Table aria-label={title} className="summary-activity-table">
        <TableHeader>
          <Column>S/No</Column>
          <Column>Type</Column>
          <Column isRowHeader>Action Date</Column>
          <Column>Recipient</Column>
          <Column>File Name</Column>
        </TableHeader>
        <TableBody items={activityRows(property, filter)} renderEmptyState={() => emptyMessage}>
          {(row) => (
            <Row id={row.documentId}>
              <Cell>{row.no}</Cell>
              <Cell>
                <span role="img" aria-label={TYPE_ICONS[row.type].label} className="summary-activity-type">
                  {TYPE_ICONS[row.type].icon}
                </span>
              </Cell>
              <Cell>{row.actionDate}</Cell>
              <Cell>{row.recipient || '-'}</Cell>
              <Cell>
                {onOpenFile ? (
                  <Button variant="link" onPress={() => onOpenFile(row)}>
                    {row.fileName}
                  </Button>
                ) : (
                  row.fileName
                )}
              </Cell>
            </Row>
          )}
        </TableBody>
      </Table>
    </Modal>
  );
}
