import { draftRequisitionsQueryOptions } from '../../../api/queries/requisitions';
import { pageDataUser, settled, type RouteDataContext } from '../common/route-data';

/**
 * The draft-requisition loader: the firm's drafts, which the draft cart's first load then reads from the cache
 * (use-draft-cart-actor.ts); a failure is the cart's to show, with Try again.
 */
export async function loadDrafts(context: RouteDataContext): Promise<void> {
  const user = pageDataUser(context);
  if (!user) return;
  await settled(context.queryClient.query(draftRequisitionsQueryOptions(context.api, user.userDetails.user_id)));
}
