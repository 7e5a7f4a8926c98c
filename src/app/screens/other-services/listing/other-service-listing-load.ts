import { redirect } from '@tanstack/react-router';
import { otherServiceListQueryOptions } from '../../../../api/queries/other-services';
import { showToast } from '../../../ui';
import { pageDataUser, type RouteDataContext } from '../../common/route-data';
import { initialOtherServiceListing, otherServiceListRequest } from './other-service-listing';

/** Seed 002 §8: a listing that cannot be fetched is announced, and the user goes to the property listing. */
export function announceOtherServiceLoadFailed(error: unknown): void {
  showToast(error instanceof Error ? error.message : String(error), 'error');
}

export const otherServiceLoadFailed = () => redirect({ to: '/property-listing/{-$userId}/{-$uniqueCode}', params: {}, replace: true });

/**
 * The OTHER SVC LISTING loader: the page the listing opens on is in the cache before the page renders, or the
 * failure is announced and the user sent on before anything renders. A preload (the user only pointing at a link)
 * announces nothing.
 */
export async function loadFirstOtherServicePage(context: RouteDataContext, preload: boolean): Promise<void> {
  // Held back by a pending set-up step: the page loads its first page when it mounts.
  const user = pageDataUser(context);
  if (!user) return;
  try {
    await context.queryClient.query(
      otherServiceListQueryOptions(context.api, otherServiceListRequest(user.userDetails.user_id, initialOtherServiceListing)),
    );
  } catch (error) {
    if (!preload) announceOtherServiceLoadFailed(error);
    throw otherServiceLoadFailed();
  }
}
