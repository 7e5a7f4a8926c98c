import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useState } from 'react';
import type { DocumentListItem } from '../../../../api/document-centre';
import { messages } from '../../../../domain/messages';
import { PageTitle, showToast } from '../../../ui';
import { Pagination } from '../../../ui/Pagination';
import { AppLinks } from '../../shell/AppLinks';
import { useUserDetails } from '../../shell/user-details-context';
import { downloadDocument } from '../common/document-downloads';
import { changeDocumentListing, initialDocumentListing, type DocumentListingChange } from '../common/document-listing-state';
import { DocumentSearch } from '../common/DocumentSearch';
import { useDocumentPage } from '../common/use-document-page';
import { DocumentMailModal } from '../send/DocumentMailModal';
import { ActivityTable } from './ActivityTable';
import '../../property-listing/property-listing.css';
import '../common/document-centre.css';

/** Seed 000 §8: a document listing that cannot be fetched sends the user to the property listing. */
const LOAD_FAILED_PATH: string = '/property-listing';

/**
 * ACTIVITY LOG DETAILS (seed 002 §2.7): every print and send of the firm's documents, newest first, with the
 * listing's search, paging and send modal (forward) and a download of the copy that went out.
 */
export function ActivityLogPage() {
  const loginId = useUserDetails().userDetails.user_id;
  const navigate = useNavigate();
  const [listing, setListing] = useState(initialDocumentListing);
  const change = useCallback((next: DocumentListingChange) => setListing((state) => changeDocumentListing(state, next)), []);
  const toPage = useCallback((pageNo: number) => change({ type: 'page', pageNo }), [change]);
  const page = useDocumentPage(loginId, true, listing, toPage);
  const [forwarding, setForwarding] = useState<DocumentListItem | null>(null);
  const failure = page.isError ? page.error.message : null;

  useEffect(() => {
    if (failure === null) return;
    showToast(`${messages.documentListingLoadFailed} ${failure}`, 'error');
    void navigate({ to: LOAD_FAILED_PATH, replace: true });
  }, [failure, navigate]);

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
