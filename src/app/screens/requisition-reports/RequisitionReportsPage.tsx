import { useState } from 'react';
import { exportRequisitionCsv, REQUISITION_CSV_FILE_NAME } from '../../../api/billing';
import { messages } from '../../../domain/messages';
import { api } from '../../api';
import { Button, PageTitle, Pagination, showToast } from '../../ui';
import { saveBlob } from '../common/save-document';
import { useUserDetails } from '../shell/user-details-context';
import { usePagedRows } from './paged-rows';
import { PropertyNotRaisedDialog } from './PropertyNotRaisedDialog';
import { RepliesModal } from './RepliesModal';
import { ReportSearch } from './ReportSearch';
import { RequisitionTable } from './RequisitionTable';
import { useOpenProperty } from './use-open-property';
import { useReportListing } from './use-report-listing';
import './requisition-reports.css';

export const REPORT_TITLE = 'REQUISITION';

/** /requisition-reports (seed 001 §2.7): the submitted requisitions, searched and paged, with their replies. */
export function RequisitionReportsPage() {
  const loginId = useUserDetails().userDetails.user_id;
  const listing = useReportListing(loginId);
  const { pageRows, paging } = usePagedRows(listing.rows);
  const property = useOpenProperty();
  const [repliesOf, setRepliesOf] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  // Ours (issue 15): the search as it stands, every matching row, for a spreadsheet.
  const exportCsv = async () => {
    setExporting(true);
    try {
      saveBlob(await exportRequisitionCsv(api, { accountId: loginId, drafted: false, ...listing.sent }), REQUISITION_CSV_FILE_NAME);
    } catch (error) {
      showToast(error instanceof Error ? error.message : String(error), 'error');
    } finally {
      setExporting(false);
    }
  };

  return (
    <section className="report-page" aria-labelledby="requisition-report-title">
      <PageTitle id="requisition-report-title">{REPORT_TITLE}</PageTitle>
      <ReportSearch initial={listing.initial} onSearch={listing.search} />
      <div className="report-page__tools">
        <Button variant="secondary" isPending={exporting} onPress={() => void exportCsv()}>
          Export CSV
        </Button>
      </div>
      {listing.query.isError && (
        <div role="alert" className="report-page__error">
          <p>{messages.reportListingFailed}</p>
          <Button variant="secondary" onPress={() => void listing.query.refetch()}>
            Try again
          </Button>
        </div>
      )}
      <div className="report-page__table" aria-busy={listing.query.isFetching}>
        <RequisitionTable
          label="Requisitions"
          rows={pageRows}
          isLoading={listing.query.isPending && !listing.query.isError}
          isFailed={listing.query.isError}
          onOpenProperty={property.open}
          onReplies={setRepliesOf}
        />
      </div>
      <Pagination label="Requisition pages" {...paging} />
      <RepliesModal lfControlNumber={repliesOf} loginId={loginId} onClose={() => setRepliesOf(null)} />
      <PropertyNotRaisedDialog lfControlNumber={property.notRaised} onClose={property.dismiss} />
    </section>
  );
}
