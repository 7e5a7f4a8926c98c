import { deadlinesBoardQueryOptions, firmLawyersQueryOptions } from '../../../api/queries/deadlines-board';
import { pageDataUser, settled, type RouteDataContext } from '../common/route-data';
import { boardRequest, initialBoardListing } from './board-listing';

/**
 * The deadlines board's loader: its first page and the firm's lawyers (the filter) are in the cache before the page
 * renders. A failure is left to the page, which shows it with Try again.
 */
export async function loadDeadlinesBoard(context: RouteDataContext): Promise<void> {
  // Held back by a pending set-up step: the page loads its data when it mounts.
  const user = pageDataUser(context);
  if (!user) return;
  await Promise.all([
    settled(context.queryClient.query(deadlinesBoardQueryOptions(context.api, boardRequest(initialBoardListing)))),
    settled(context.queryClient.query(firmLawyersQueryOptions(context.api, user.accountDetails.acctId))),
  ]);
}
