import { caseProgressQueryOptions } from '../../../api/queries/case-progress';
import { pageDataUser, settled, type RouteDataContext } from '../common/route-data';

/**
 * The machines page's loader: opened from a case, the case's progress is in the cache before the page renders.
 * A failure is left to the page, which says so in words (CaseOnLifecycle) beside every other diagram.
 */
export async function loadMachinesPage(context: RouteDataContext, caseId: number | undefined): Promise<void> {
  // Held back by a pending set-up step: the card loads the progress itself once it mounts.
  if (caseId === undefined || !pageDataUser(context)) return;
  // `query`, as the case pages' loaders (common/case-property.ts): a copy cached within the staleTime is used as it
  // is, an older or invalidated one (a stage confirmed on the case page just now) is fetched again before render.
  await settled(context.queryClient.query(caseProgressQueryOptions(context.api, caseId)));
}
