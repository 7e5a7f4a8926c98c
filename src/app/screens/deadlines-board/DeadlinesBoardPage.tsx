import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { deadlinesBoardQueryOptions, firmLawyersQueryOptions } from '../../../api/queries/deadlines-board';
import { messages } from '../../../domain/messages';
import { api } from '../../api';
import { Button, PageTitle, Pagination } from '../../ui';
import { useUserDetails } from '../shell/user-details-context';
import { boardRequest, changeBoardListing, initialBoardListing, type BoardListingChange } from './board-listing';
import { DeadlinesBoardFilters } from './DeadlinesBoardFilters';
import { DeadlinesBoardTable } from './DeadlinesBoardTable';
import '../property-listing/property-listing.css';
import './deadlines-board.css';

/**
 * The firm's deadlines board (issue 19 "Next step and deadlines"): every open case's next deadline, soonest first so
 * overdue ones lead, filtered by lawyer and stage and paged on the server. Each case links to its summary page.
 */
export function DeadlinesBoardPage() {
  const accountId = useUserDetails().accountDetails.acctId;
  const [listing, setListing] = useState(initialBoardListing);
  const change = useCallback((next: BoardListingChange) => setListing((current) => changeBoardListing(current, next)), []);
  const query = useQuery(deadlinesBoardQueryOptions(api, boardRequest(listing)));
  // Without the firm's users the filter offers every lawyer only; the board itself still works.
  const lawyers = useQuery(firmLawyersQueryOptions(api, accountId));

  return (
    <section className="listing-page deadlines-board" aria-labelledby="deadlines-board-title">
      <PageTitle id="deadlines-board-title">{messages.deadlinesBoardTitle}</PageTitle>
      <div className="listing-main">
        <DeadlinesBoardFilters listing={listing} firm={lawyers.data} onChange={change} />
        {query.isError && (
          <div role="alert" className="deadlines-board__problem">
            <p>{query.error.message}</p>
            <Button variant="secondary" onPress={() => void query.refetch()}>
              Try again
            </Button>
          </div>
        )}
        <div className="listing-table-wrap" aria-busy={query.isPlaceholderData}>
          <DeadlinesBoardTable rows={query.data?.records ?? []} isLoading={query.isPending} />
        </div>
        <Pagination
          label="Deadlines pages"
          pageNo={listing.pageNo}
          pageSize={listing.pageSize}
          recordCount={query.data?.recordCount ?? 0}
          onPageChange={(pageNo) => change({ type: 'page', pageNo })}
          onPageSizeChange={(pageSize) => change({ type: 'pageSize', pageSize })}
        />
      </div>
    </section>
  );
}
