import { checklistPropertiesQueryOptions } from '../../../api/queries/properties';
import { pageDataUser, settled, type RouteDataContext } from '../common/route-data';
import { initialListing } from '../property-listing/listing-state';

/** The /check-listing loader: the first page of the firm's cases that have a checklist. */
export async function loadFirstChecklistPage(context: RouteDataContext): Promise<void> {
  const user = pageDataUser(context);
  if (!user) return;
  await settled(context.queryClient.query(checklistPropertiesQueryOptions(context.api, user.userDetails.user_id, initialListing.paging)));
}
