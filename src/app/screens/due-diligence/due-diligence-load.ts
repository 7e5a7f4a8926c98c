import { chargeDetailsQueryOptions } from '../../../api/queries/requisitions';
import { isPropertyId, loadCaseProperty } from '../common/case-property';
import { pageDataUser, settled, type RouteDataContext } from '../common/route-data';

/**
 * The due-diligence loader: the property (or the 'Property Load Failed' page), and beside it the agency fees the
 * LEGAL REQUISITION tab opens on, which need only the id. A failure of the fees is the tab's to show.
 */
export async function loadDueDiligence(context: RouteDataContext, id: number): Promise<void> {
  const fees = isPropertyId(id) && pageDataUser(context) ? settled(context.queryClient.query(chargeDetailsQueryOptions(context.api, id))) : null;
  await Promise.all([loadCaseProperty(context, id), fees]);
}
