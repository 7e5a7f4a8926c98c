import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { otherServicePrintItem, type LrPrintItem, type OtherServiceItem } from '../../../../api/other-services';
import { hasProcessingRows, otherServiceListQueryOptions } from '../../../../api/queries/other-services';
import { messages } from '../../../../domain/messages';
import { api } from '../../../api';
import { Button, PageTitle, Pagination } from '../../../ui';
import { changeSearchedListing, type SearchedListingChange } from '../../common/searched-listing';
import { TextSearchForm } from '../../common/TextSearchForm';
import { PrintIcon } from '../../documents/common/DocumentIcons';
import { RefreshIcon } from '../../due-diligence/status/status-icons';
import { useUserDetails } from '../../shell/user-details-context';
import { initialOtherServiceListing, otherServiceListRequest } from './other-service-listing';
import { announceOtherServiceLoadFailed } from './other-service-listing-load';
import { OtherServiceTable } from './OtherServiceTable';
import { useOtherServicePrinting } from './use-other-service-printing';
import '../../property-listing/property-listing.css';
import '../other-services.css';

// Shown only when a Parcel Land row's play icon asks for it: fetched the first time it does.
const ParcelLandInformationModal = lazy(() =>
  import('./ParcelLandInformationModal').then((module) => ({ default: module.ParcelLandInformationModal })),
);

/** Seed 002 §8: the listing that cannot be fetched sends the user to the property listing. */
const LOAD_FAILED_PATH = '/property-listing/{-$userId}/{-$uniqueCode}';

/**
 * OTHER SVC LISTING (seed 002 §2.2): the firm's requests to the tax authority, newest first, searched and paged on
 * the server. Replied rows are ticked and printed as one PDF; a Parcel Land row's play icon shows its information.
 * While a row is Processing the page asks again every 30 seconds, so replies show as they arrive.
 */
export function OtherServiceListingPage() {
  const loginId = useUserDetails().userDetails.user_id;
  const navigate = useNavigate();
  const [listing, setListing] = useState(initialOtherServiceListing);
  const change = useCallback((next: SearchedListingChange) => setListing((state) => changeSearchedListing(state, next)), []);
  const query = useQuery(otherServiceListQueryOptions(api, otherServiceListRequest(loginId, listing)));
  const rows = query.data?.records ?? [];

  // What a print carries of each ticked row, kept across pages and searches until printed.
  const [ticked, setTicked] = useState<ReadonlyMap<number, LrPrintItem>>(() => new Map());
  const [problem, setProblem] = useState<string | null>(null);
  const [parcelOf, setParcelOf] = useState<OtherServiceItem | null>(null);
  const printing = useOtherServicePrinting(loginId);

  // A page (a search, another page) that cannot be fetched at all leaves the listing; a failed reload of a page on
  // screen keeps it, with the failure above the table.
  const loadFailure = query.isLoadingError ? query.error : null;
  useEffect(() => {
    if (!loadFailure) return;
    announceOtherServiceLoadFailed(loadFailure);
    void navigate({ to: LOAD_FAILED_PATH, params: {}, replace: true });
  }, [loadFailure, navigate]);

  const isTicked = useCallback((row: OtherServiceItem) => ticked.has(row.id), [ticked]);
  const tick = useCallback((row: OtherServiceItem, selected: boolean) => {
    setProblem(null);
    setTicked((current) => {
      const next = new Map(current);
      // The row's reply machine offers the tick only once it is Replied.
      if (selected) next.set(row.id, otherServicePrintItem(row));
      else next.delete(row.id);
      return next;
    });
  }, []);

  const print = () => {
    const lrPrint = [...ticked.values()];
    if (lrPrint.length === 0) {
      setProblem(messages.selectAtLeastOneOptionAndPrint);
      return;
    }
    setProblem(null);
    printing.print(lrPrint, () => setTicked(new Map()));
  };

  // The modal follows the row as reloads bring it (a reply arriving while it is open).
  const parcelRow = parcelOf ? (rows.find((row) => row.id === parcelOf.id) ?? parcelOf) : null;

  return (
    <section className="listing-page othersvc-listing" aria-labelledby="othersvc-listing-title">
      <PageTitle
        id="othersvc-listing-title"
        actions={
          <>
            <Button variant="secondary" onPress={() => void navigate({ to: '/othersvc-lrparcelland' })}>
              Parcel Land Request
            </Button>
            <Button variant="secondary" onPress={() => void navigate({ to: '/othersvc-sao' })}>
              Statement of Account
            </Button>
            <Button variant="secondary" onPress={() => void navigate({ to: '/othersvc-nonrqsoa' })}>
              Non-Requisition SOA
            </Button>
          </>
        }
      >
        {messages.otherServiceListingTitle}
      </PageTitle>
      <div className="listing-main">
        <div className="listing-toolbar">
          <TextSearchForm
            label="Other service search"
            placeholder={messages.otherServiceSearchPlaceholder}
            className="othersvc-search"
            onSearch={(searchText) => change({ type: 'search', searchText })}
          />
        </div>
        <div className="othersvc-tools">
          {problem && (
            <p role="alert" className="othersvc-tools__problem">
              {problem}
            </p>
          )}
          {hasProcessingRows(query.data) && <p className="othersvc-tools__note">{messages.repliesCheckedEvery30s}</p>}
          <p className="othersvc-tools__count" aria-live="polite">
            {messages.repliesSelected(ticked.size)}
          </p>
          {/* Not shown pending during reloads: the timed ones would announce 'busy' every 30 seconds. */}
          <Button variant="secondary" onPress={() => void query.refetch()}>
            <RefreshIcon /> Refresh
          </Button>
          <Button isPending={printing.isPrinting} onPress={print}>
            <PrintIcon /> Print
          </Button>
        </div>
        {query.isRefetchError && (
          <p role="alert" className="othersvc-tools__problem">
            {query.error.message}
          </p>
        )}
        <div className="listing-table-wrap" aria-busy={query.isPlaceholderData}>
          <OtherServiceTable rows={rows} isLoading={query.isPending} isTicked={isTicked} onTick={tick} onParcelInformation={setParcelOf} />
        </div>
        <Pagination
          label="Other service pages"
          pageNo={listing.pageNo}
          pageSize={listing.pageSize}
          recordCount={query.data?.recordCount ?? 0}
          onPageChange={(pageNo) => change({ type: 'page', pageNo })}
          onPageSizeChange={(pageSize) => change({ type: 'pageSize', pageSize })}
        />
      </div>
      {parcelRow && (
        <Suspense fallback={null}>
          <ParcelLandInformationModal row={parcelRow} onClose={() => setParcelOf(null)} />
        </Suspense>
      )}
    </section>
  );
}
