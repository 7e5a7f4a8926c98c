import { clientListQueryOptions } from '../../../../api/queries/contacts';
import { pageDataUser, settled, type RouteDataContext } from '../../common/route-data';
import { contactListRequest, initialContactListing } from './contact-listing-state';

/** The contact-listing loader: the page the listing opens on, as the page will ask for it. */
export async function loadFirstContactPage(context: RouteDataContext): Promise<void> {
  const user = pageDataUser(context);
  if (!user) return;
  const request = contactListRequest(user.userDetails.user_id, initialContactListing);
  await settled(context.queryClient.query(clientListQueryOptions(context.api, request)));
}
