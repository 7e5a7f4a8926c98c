import { propertyListQueryOptions } from '../../../api/queries/properties';
import { pageDataUser, settled, type RouteDataContext } from '../common/route-data';
import { initialListing } from './listing-state';

/** The property-listing loader: the page the listing opens on (initialListing), as the page will ask for it. */
export async function loadFirstListingPage(context: RouteDataContext): Promise<void> {
  const user = pageDataUser(context);
  if (!user) return;
  await settled(context.queryClient.query(propertyListQueryOptions(context.api, { loginId: user.userDetails.user_id, ...initialListing })));
}
