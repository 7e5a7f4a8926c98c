import { auditLogQueryOptions, caseHistoryQueryOptions } from '../../../api/queries/history';
import { isPropertyId, loadCaseProperty } from '../common/case-property';
import { pageDataUser, settled, type RouteDataContext } from '../common/route-data';
import { auditLogRequest, caseHistoryRequest, initialAuditLogListing, initialHistoryListing } from './history-listing';

/** The case timeline's loader: the case (or the 'Property Load Failed' page) and, beside it, its newest events. */
export async function loadCaseHistory(context: RouteDataContext, id: number): Promise<void> {
  const events =
    isPropertyId(id) && pageDataUser(context)
      ? settled(context.queryClient.query(caseHistoryQueryOptions(context.api, caseHistoryRequest(id, initialHistoryListing))))
      : null;
  await Promise.all([loadCaseProperty(context, id), events]);
}

/** The audit log's loader: its first page is in the cache before the page renders; a failure is the page's to show. */
export async function loadAuditLog(context: RouteDataContext): Promise<void> {
  if (!pageDataUser(context)) return;
  await settled(context.queryClient.query(auditLogQueryOptions(context.api, auditLogRequest(initialAuditLogListing))));
}
