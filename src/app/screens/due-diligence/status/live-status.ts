import type { QueryClient } from '@tanstack/react-query';
import { requisitionsQueryRoot } from '../../../../api/queries/requisitions';

/**
 * Agency replies arrive over time: while a status view is on screen its query reloads every 30 seconds and
 * when the window regains focus (the app's default is off). The interval pauses while the tab is hidden. A reply
 * the server pushes (the notification stream, issue 20) does not wait for it: refreshRequisitionStatus.
 */
export const STATUS_REFRESH_MS = 30_000;

export const liveStatusOptions = { refetchInterval: STATUS_REFRESH_MS, refetchOnWindowFocus: true } as const;

/** An agency's reply has arrived: the STATUS tab's queries on screen reload now, the others are marked stale. */
export function refreshRequisitionStatus(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: requisitionsQueryRoot });
}
