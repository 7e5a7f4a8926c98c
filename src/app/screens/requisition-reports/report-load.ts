import { requisitionReportQueryOptions } from '../../../api/queries/requisitions';
import type { LoadRequisitionsRequest } from '../../../api/requisitions';
import { defaultReportRange, reportRequest, type ReportCriteria } from '../../../domain/requisitions/report-range';
import type { AppApi } from '../../api';
import { pageDataUser, settled, type RouteDataContext } from '../common/route-data';

/** What the search fields start with: no text, the default two-month range (seed 001 §5 "Reports"). */
export function initialReportCriteria(today: string): ReportCriteria {
  return { searchCriteria: '', ...defaultReportRange(today) };
}

/** The REQUISITION report's query for what the search sends; drafts are the other page's, so `drafted` is false. */
export function reportQueryOptions(api: AppApi, loginId: string, sent: ReportCriteria) {
  const body: LoadRequisitionsRequest = { accountId: loginId, drafted: false, ...sent };
  return requisitionReportQueryOptions(api, body);
}

/** The requisition-report loader: the listing the page opens on, for today's default range. */
export async function loadFirstReport(context: RouteDataContext, today: string): Promise<void> {
  const user = pageDataUser(context);
  if (!user) return;
  const sent = reportRequest(initialReportCriteria(today), today);
  await settled(context.queryClient.query(reportQueryOptions(context.api, user.userDetails.user_id, sent)));
}
