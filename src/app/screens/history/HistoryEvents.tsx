import type { UseQueryResult } from '@tanstack/react-query';
import type { HistoryPage } from '../../../api/history';
import { Button, Pagination } from '../../ui';
import type { HistoryListing, HistoryListingChange } from './history-listing';
import { HistoryTable } from './HistoryTable';

export interface HistoryEventsProps {
  /** Names the table; its pager is named '<label> pages'. */
  label: string;
  query: UseQueryResult<HistoryPage>;
  listing: HistoryListing;
  onChange: (change: HistoryListingChange) => void;
  emptyText: string;
  showCase?: boolean;
}

/** A page of events as both history pages show it: a failure with Try again, the table, and the server's pager. */
export function HistoryEvents({ label, query, listing, onChange, emptyText, showCase = false }: HistoryEventsProps) {
  return (
    <>
      {query.isError && (
        <div role="alert" className="history-page__problem">
          <p>{query.error.message}</p>
          <Button variant="secondary" onPress={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      )}
      <div className="listing-table-wrap" aria-busy={query.isPlaceholderData}>
        <HistoryTable label={label} rows={query.data?.records ?? []} isLoading={query.isPending} emptyText={emptyText} showCase={showCase} />
      </div>
      <Pagination
        label={`${label} pages`}
        pageNo={listing.pageNo}
        pageSize={listing.pageSize}
        recordCount={query.data?.recordCount ?? 0}
        onPageChange={(pageNo) => onChange({ type: 'page', pageNo })}
        onPageSizeChange={(pageSize) => onChange({ type: 'pageSize', pageSize })}
      />
    </>
  );
}
