import { useState } from 'react';
import type { DocumentListItem } from '../../../../api/document-centre';
import { PageTitle } from '../../../ui';
import { Pagination } from '../../../ui/Pagination';
import { AppLinks } from '../../shell/AppLinks';
import { downloadDocument } from '../common/document-downloads';
import { DocumentSearch } from '../common/DocumentSearch';
import { useDocumentListing } from '../common/use-document-listing';
import { DocumentMailModal } from '../send/DocumentMailModal';
import { ActivityTable } from './ActivityTable';
import '../../property-listing/property-listing.css';
import '../common/document-centre.css';

/**
 * ACTIVITY LOG DETAILS (seed 002 §2.7): every print and send of the firm's documents, newest first, with the
 * listing's search, paging and send modal (forward) and a download of the copy that went out.
 */
export function ActivityLogPage() {
  const { listing, change, toPage, page } = useDocumentListing(true);
  const [forwarding, setForwarding] = useState<DocumentListItem | null>(null);

  return (
    <section className="listing-page document-activity" aria-labelledby="document-activity-title">
      <PageTitle id="document-activity-title">ACTIVITY LOG DETAILS</PageTitle>
      <AppLinks>
        <div className="listing-main">
          <div className="listing-toolbar">
            <DocumentSearch label="Activity search" onSearch={(searchText) => change({ type: 'search', searchText })} />
          </div>
          <div className="listing-table-wrap" aria-busy={page.isFetching}>
            <ActivityTable
              rows={page.data?.records ?? []}
              firstNumber={(listing.pageNo - 1) * listing.pageSize + 1}
              isLoading={page.isPending}
              onForward={setForwarding}
              onDownload={(row) => void downloadDocument(row, row.fileName || undefined)}
            />
          </div>
          <Pagination
            label="Activity log pages"
            pageNo={listing.pageNo}
            pageSize={listing.pageSize}
            recordCount={page.data?.recordCount ?? 0}
            onPageChange={toPage}
            onPageSizeChange={(pageSize) => change({ type: 'pageSize', pageSize })}
          />
        </div>
      </AppLinks>
      {forwarding && (
        <DocumentMailModal
          documents={[{ id: forwarding.id, propId: forwarding.propId, fileName: forwarding.fileName || 'document', size: forwarding.size }]}
          onClose={() => setForwarding(null)}
        />
      )}
    </section>
  );
}
