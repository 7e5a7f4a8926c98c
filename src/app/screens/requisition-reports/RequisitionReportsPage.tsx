import { useState } from 'react';
import { messages } from '../../../domain/messages';
import { Button, PageTitle, Pagination } from '../../ui';
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

  return (
    <section className="report-page" aria-labelledby="requisition-report-title">
      <PageTitle id="requisition-report-title">{REPORT_TITLE}</PageTitle>
      <ReportSearch initial={listing.initial} onSearch={listing.search} />
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
