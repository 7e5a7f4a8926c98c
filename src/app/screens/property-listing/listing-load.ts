import { propertyListQueryOptions } from '../../../api/queries/properties';
import { pageDataUser, settled, type RouteDataContext } from '../common/route-data';
import { initialListing } from './listing-state';

/**
 * The property-listing loader: starts the page the listing opens on (initialListing), as the page will ask for
 * it, without holding the navigation for it. The listing has a state for the wait ('Please wait....' in its
 * table): the title, the status banner and the searches show at once, the rows when they come.
 */
export function loadFirstListingPage(context: RouteDataContext): void {
  const user = pageDataUser(context);
  if (!user) return;
  void settled(context.queryClient.query(propertyListQueryOptions(context.api, { loginId: user.userDetails.user_id, ...initialListing })));
}
