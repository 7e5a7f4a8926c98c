import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { getAuditLog, getCaseHistory, getLoginHistory, type AuditLogRequest, type CaseHistoryRequest, type HistoryRecord } from '../history';

/** The history's queries sit under one root: any write may add to it, so a save can invalidate it whole. */
export const historyQueryRoot = ['history'] as const;

/**
 * One page of a case's timeline, keyed by its filter and page; the previous page stays on screen while the next
 * loads. The route's loader has just fetched the first page: mounting does not ask again.
 */
export function caseHistoryQueryOptions(client: ApiClient, request: CaseHistoryRequest) {
  return queryOptions({
    queryKey: [...historyQueryRoot, 'case', request] as const,
    queryFn: ({ signal }) => getCaseHistory(client, request, { signal }),
    placeholderData: keepPreviousData,
    refetchOnMount: false,
  });
}

/** One page of the firm's audit log, as the case timeline's. */
export function auditLogQueryOptions(client: ApiClient, request: AuditLogRequest) {
  return queryOptions({
    queryKey: [...historyQueryRoot, 'audit', request] as const,
    queryFn: ({ signal }) => getAuditLog(client, request, { signal }),
    placeholderData: keepPreviousData,
    refetchOnMount: false,
  });
}

/** The user's own last logins, read each time the profile opens. */
export function loginHistoryQueryOptions(client: ApiClient, userId: string) {
  return queryOptions({
    queryKey: [...historyQueryRoot, 'logins', userId] as const,
    queryFn: ({ signal }) => getLoginHistory(client, { signal }),
  });
}

/** The most a replay reads: 40 pages of 50, far past any real case's history. */
const REPLAY_PAGES = 40;
const REPLAY_PAGE_SIZE = 50;

/** A case's whole history, oldest first, for the replay on its lifecycle diagram: page after page until all are in. */
export function caseHistoryReplayQueryOptions(client: ApiClient, propertyId: number) {
  return queryOptions({
    queryKey: [...historyQueryRoot, 'replay', propertyId] as const,
    queryFn: async ({ signal }) => {
      const events: HistoryRecord[] = [];
      for (let pageNo = 1; pageNo <= REPLAY_PAGES; pageNo += 1) {
        const page = await getCaseHistory(client, { propertyId, pageNo, pageSize: REPLAY_PAGE_SIZE }, { signal });
        events.push(...page.records);
        if (page.records.length < REPLAY_PAGE_SIZE || events.length >= page.recordCount) break;
      }
      return events.reverse();
    },
  });
}
