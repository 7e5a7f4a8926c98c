import { outboxQueryOptions } from '../../../api/queries/outbox';
import { pageDataUser, settled, type RouteDataContext } from '../common/route-data';

/** The outbox loader: the firm's sent e-mail, which the page reads from the cache; a failure is the page's to show. */
export async function loadOutbox(context: RouteDataContext): Promise<void> {
  if (pageDataUser(context)) await settled(context.queryClient.query(outboxQueryOptions(context.api)));
}
