import { documentListQueryOptions } from '../../../../api/queries/document-centre';
import { pageDataUser, settled, type RouteDataContext } from '../../common/route-data';
import { documentListRequest, initialDocumentListing } from './document-listing-state';

/** The loader of the document listing or the activity log: the page it opens on, as the page will ask for it. */
export async function loadFirstDocumentPage(context: RouteDataContext, isActivityLog: boolean): Promise<void> {
  const user = pageDataUser(context);
  if (!user) return;
  const request = documentListRequest(user.userDetails.user_id, isActivityLog, initialDocumentListing);
  await settled(context.queryClient.query(documentListQueryOptions(context.api, request)));
}
