import type { DocumentListItem } from '../../../../api/document-centre';
import { documentTypeLabel } from '../../../../domain/documents/centre/document-rules';
import { downloadFileName } from '../../../../domain/documents/centre/download-names';
import { sizeInMb } from '../../../../domain/documents/centre/limits';
import { documentListDate } from '../../../../domain/documents/centre/listing-dates';
import { messages } from '../../../../domain/messages';
import { Button, Cell, Checkbox, Column, Row, Table, TableBody, TableHeader } from '../../../ui';
import { MailIcon } from '../../documents/common/DocumentIcons';
import { TrashIcon } from '../../documents/signed/TrashIcon';
import { DownloadIcon } from '../common/DocumentCentreIcons';

/** How a row's controls are named for screen readers and tests. */
export function rowName(row: DocumentListItem): string {
  return row.fileName || downloadFileName(row);
}

export interface DocumentTableProps {
  rows: readonly DocumentListItem[];
  isLoading: boolean;
  isTicked: (id: number) => boolean;
  /** The header checkbox shows once a row is ticked (seed 002 §4); null hides it. */
  header: { isSelected: boolean; onToggle: () => void } | null;
  onTick: (row: DocumentListItem) => void;
  onSend: (row: DocumentListItem) => void;
  onDownload: (row: DocumentListItem) => void;
  onDelete: (row: DocumentListItem) => void;
}

/** Seed 002 §2.6: the DOCUMENT LISTING's columns, newest first, with send, download and delete per row. */
export function DocumentTable({ rows, isLoading, isTicked, header, onTick, onSend, onDownload, onDelete }: DocumentTableProps) {
  return (
    <Table aria-label="Documents" className="document-table">
      <TableHeader>
        <Column>
          {header ? (
            <Checkbox slot={null} aria-label="Tick every document of this property" isSelected={header.isSelected} onChange={header.onToggle} />
          ) : (
            <span className="ui-visually-hidden">Select</span>
          )}
        </Column>
        <Column isRowHeader>Generated/Uploaded Date</Column>
        <Column>Property Control No.</Column>
        <Column>Reference No.</Column>
        <Column>Document Type</Column>
        <Column>File Size(MB)</Column>
        <Column>Action</Column>
      </TableHeader>
      <TableBody items={rows} dependencies={[isTicked, onTick]} renderEmptyState={() => (isLoading ? messages.pleaseWait : messages.noRecordsFound)}>
        {(row) => {
          // The name the user gave an upload (or a print's generated one) tells rows of one day apart.
          const name = rowName(row);
          return (
            <Row id={row.id}>
              <Cell>
                <Checkbox slot={null} aria-label={`Select ${name}`} isSelected={isTicked(row.id)} onChange={() => onTick(row)} />
              </Cell>
              <Cell>{documentListDate(row.updatedDate)}</Cell>
              <Cell>{row.propertyControlNo}</Cell>
              <Cell>{row.lawfirmRefNo ?? ''}</Cell>
              <Cell>{documentTypeLabel(row)}</Cell>
              <Cell>{sizeInMb(row.size)}</Cell>
              <Cell>
                <div className="listing-actions document-actions">
                  <Button variant="icon" aria-label={`Send ${name}`} onPress={() => onSend(row)}>
                    <MailIcon />
                  </Button>
                  <Button variant="icon" aria-label={`Download ${name}`} onPress={() => onDownload(row)}>
                    <DownloadIcon />
                  </Button>
                  <Button variant="icon" aria-label={`Delete ${name}`} onPress={() => onDelete(row)}>
                    <TrashIcon />
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
