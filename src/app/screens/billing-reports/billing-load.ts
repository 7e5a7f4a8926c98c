import { billingListQueryOptions } from '../../../api/queries/billing';
import { pageDataUser, settled, type RouteDataContext } from '../common/route-data';
import { billingRequest, initialBillingListing } from './billing-listing';

/** The BILLING loader: the page the report opens on, for today's default range. */
export async function loadFirstBillingPage(context: RouteDataContext, today: string): Promise<void> {
  const user = pageDataUser(context);
  if (!user) return;
  await settled(
    context.queryClient.query(billingListQueryOptions(context.api, billingRequest(user.userDetails.user_id, initialBillingListing(today)))),
  );
}
