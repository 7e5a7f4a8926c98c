import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { getDeadlinesBoard, type DeadlinesBoardRequest } from '../deadlines-board';
import { retrieveLawFirmUser } from '../stakeholders';
import { PAGE_DATA_STALE_TIME } from './freshness';

/** The board's queries sit under one root: whatever changes a case may invalidate it whole. */
export const deadlinesBoardQueryKey = ['deadlines-board'] as const;

/**
 * One page of the deadlines board, keyed by its filters and page; the previous page stays on screen while the next
 * loads. Any write to any case may move it, and its flags follow the clock: every visit asks the server again.
 */
export function deadlinesBoardQueryOptions(client: ApiClient, request: DeadlinesBoardRequest) {
  return queryOptions({
    queryKey: [...deadlinesBoardQueryKey, 'page', request] as const,
    queryFn: ({ signal }) => getDeadlinesBoard(client, request, { signal }),
    placeholderData: keepPreviousData,
    // The route's loader has just fetched the page the board opens on: mounting does not ask again. Another filter
    // or page is another key, and that always goes to the server.
    refetchOnMount: false,
  });
}

/**
 * The firm's own users, the board's lawyer filter (GET /retrievelawfirmuser with the firm's account). Under the
 * board's key, kept as page data: the assignment modal's lookup of the same call is asked afresh on every search.
 */
export function firmLawyersQueryOptions(client: ApiClient, accountId: string) {
  return queryOptions({
    queryKey: [...deadlinesBoardQueryKey, 'lawyers', accountId] as const,
    queryFn: ({ signal }) => retrieveLawFirmUser(client, accountId, { signal }),
    staleTime: PAGE_DATA_STALE_TIME,
  });
}
