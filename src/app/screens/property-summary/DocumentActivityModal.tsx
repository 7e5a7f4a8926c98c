import type { ReactElement } from 'react';
import type { Property } from '../../../api/property-form';
import { messages } from '../../../domain/messages';
import { Button, Cell, Column, Modal, Row, Table, TableBody, TableHeader } from '../../ui';
import { activityRows, type ActivityRow, type ActivityType } from './activity-rows';
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
  /** Opens a document's file; until the documents screens supply it, file names are plain text. */
  onOpenFile?: (row: ActivityRow) => void;
}

/** What happened to the property's documents (seed 001 §2.1): S/No, Type, Action Date, Recipient, File Name. */
export function DocumentActivityModal({ property, onClose, onOpenFile }: DocumentActivityModalProps) {
  return (
    <Modal
      title={DOCUMENT_ACTIVITY_TITLE}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      size="lg"
    >
      <Table aria-label={DOCUMENT_ACTIVITY_TITLE} className="summary-activity-table">
        <TableHeader>
          <Column>S/No</Column>
          <Column>Type</Column>
          <Column isRowHeader>Action Date</Column>
          <Column>Recipient</Column>
          <Column>File Name</Column>
        </TableHeader>
        <TableBody items={activityRows(property)} renderEmptyState={() => messages.noDocumentActivity}>
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
