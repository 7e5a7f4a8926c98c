import { useActorRef, useSelector } from '@xstate/react';
import { useRef, useState } from 'react';
import { documentSelectionMachine } from '../../../../../machines/document-selection.machine';
import type { DocumentListItem } from '../../../../api/document-centre';
import { deleteProblem } from '../../../../domain/documents/centre/document-rules';
import { isPropertyFullyTicked, isSelected, selectionTotalBytes } from '../../../../domain/documents/centre/selection';
import { Button, PageTitle, showToast } from '../../../ui';
import { Pagination } from '../../../ui/Pagination';
import { AppLinks } from '../../shell/AppLinks';
import { downloadDocument, downloadZip } from '../common/document-downloads';
import { UploadIcon } from '../common/DocumentCentreIcons';
import { DocumentSearch } from '../common/DocumentSearch';
import { useDocumentListing } from '../common/use-document-listing';
import { DocumentMailModal } from '../send/DocumentMailModal';
import { UploadDocumentDialog } from '../upload/UploadDocumentDialog';
import { BulkBar } from './BulkBar';
import { DeleteDocumentDialog } from './DeleteDocumentDialog';
import { DocumentTable, rowName } from './DocumentTable';
import '../../property-listing/property-listing.css';
import '../common/document-centre.css';

/**
 * DOCUMENT LISTING (seed 002 §2.6): every document of the firm's cases, newest first, searched and paged on the
 * server; per-row send, download and delete; ticked rows of one property sent or downloaded together. The
 * document-selection machine decides what may be ticked and which bulk actions show.
 */
export function DocumentListingPage() {
  const { listing, change, toPage, page } = useDocumentListing(false);
  const rows = page.data?.records ?? [];

  const selection = useActorRef(documentSelectionMachine);
  const selected = useSelector(selection, (snapshot) => snapshot.context.selected);
  const headerShown = useSelector(selection, (snapshot) => snapshot.hasTag('headerCheckbox'));
  const bulkShown = useSelector(selection, (snapshot) => snapshot.hasTag('bulkActions') || snapshot.hasTag('overLimit'));
  const overLimit = useSelector(selection, (snapshot) => snapshot.hasTag('overLimit'));
  // Ticked rows may sit on pages no longer shown; the bulk actions need their names and property.
  const seen = useRef(new Map<number, DocumentListItem>());
  for (const row of rows) seen.current.set(row.id, row);
  const tickedRows = selected.flatMap((document) => seen.current.get(document.id) ?? []);

  const [sending, setSending] = useState<readonly DocumentListItem[] | null>(null);
  const [deleting, setDeleting] = useState<DocumentListItem | null>(null);
  const [uploading, setUploading] = useState(false);
  const [zipping, setZipping] = useState(false);

  const tick = (row: DocumentListItem) => {
    selection.send({ type: 'row.toggle', document: row });
    // Seed 002 §5: a row of another property is refused with the message, every time it is tried.
    const after = selection.getSnapshot();
    if (after.hasTag('refused') && after.context.problem) showToast(after.context.problem, 'error');
  };
  const askDelete = (row: DocumentListItem) => {
    const problem = deleteProblem(row);
    if (problem) showToast(problem, 'error');
    else setDeleting(row);
  };
  const zip = async () => {
    setZipping(true);
    await downloadZip(tickedRows);
    setZipping(false);
  };

  return (
    <section className="listing-page document-listing" aria-labelledby="document-listing-title">
      <PageTitle id="document-listing-title">DOCUMENT LISTING</PageTitle>
      <AppLinks>
        <div className="listing-main">
          <div className="listing-toolbar">
            <DocumentSearch label="Document search" onSearch={(searchText) => change({ type: 'search', searchText })} />
            {headerShown && (
              <Button variant="link" onPress={() => selection.send({ type: 'selection.clear' })}>
                Clear selection
              </Button>
            )}
            <Button variant="secondary" onPress={() => setUploading(true)}>
              <UploadIcon /> Upload Document
            </Button>
          </div>
          {bulkShown && (
            <BulkBar
              count={selected.length}
              totalBytes={selectionTotalBytes(selected)}
              isOverLimit={overLimit}
              isDownloading={zipping}
              onSend={() => setSending(tickedRows)}
              onDownload={() => void zip()}
            />
          )}
          <div className="listing-table-wrap" aria-busy={page.isFetching}>
            <DocumentTable
              rows={rows}
              isLoading={page.isPending}
              isTicked={(id) => isSelected(selected, id)}
              header={
                headerShown
                  ? {
                      isSelected: isPropertyFullyTicked(selected, rows),
                      onToggle: () => selection.send({ type: 'property.toggle', documents: rows }),
                    }
                  : null
              }
              onTick={tick}
              onSend={(row) => setSending([row])}
              onDownload={(row) => void downloadDocument(row)}
              onDelete={askDelete}
            />
          </div>
          <Pagination
            label="Document listing pages"
            pageNo={listing.pageNo}
            pageSize={listing.pageSize}
            recordCount={page.data?.recordCount ?? 0}
            onPageChange={toPage}
            onPageSizeChange={(pageSize) => change({ type: 'pageSize', pageSize })}
          />
        </div>
      </AppLinks>
      {sending && (
        <DocumentMailModal
          documents={sending.map((row) => ({ id: row.id, propId: row.propId, fileName: rowName(row), size: row.size }))}
          onClose={() => setSending(null)}
        />
      )}
      {deleting && (
        <DeleteDocumentDialog
          key={deleting.id}
          target={deleting}
          fileName={rowName(deleting)}
          onClose={(deleted) => {
            if (deleted) selection.send({ type: 'row.removed', id: deleting.id });
            setDeleting(null);
          }}
        />
      )}
      {uploading && <UploadDocumentDialog onClose={() => setUploading(false)} />}
    </section>
  );
}
