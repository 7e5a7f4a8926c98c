import { redirect } from '@tanstack/react-router';
import { clientQueryOptions } from '../../../api/queries/contacts';
import { contactMessages } from '../../../domain/messages/contacts';
import { sessionMessages } from '../../../domain/messages/session';
import { showToast } from '../../ui';
import { pageDataUser, type RouteDataContext } from '../common/route-data';

/** A route's {id} as a client id: NaN (or worse) when the path holds no positive whole number. */
export function isClientId(id: number): boolean {
  return Number.isInteger(id) && id > 0;
}

/** Seed 000 §8: a client that cannot be fetched is announced, and the user goes to the property listing. */
export function announceClientLoadFailed(failure: string): void {
  showToast(`${contactMessages.contactLoadFailed} ${failure}`, 'error');
}

const loadFailed = () => redirect({ to: '/property-listing/{-$userId}/{-$uniqueCode}', params: {}, replace: true });

/**
 * The client-details loader: the client is in the cache before the page renders, or the failure is announced
 * and the user sent on before anything renders. A preload (the user only pointing at a link) announces nothing.
 */
export async function loadClient(context: RouteDataContext, id: number, preload: boolean): Promise<void> {
  if (!isClientId(id)) {
    if (!preload) announceClientLoadFailed(sessionMessages.notFound);
    throw loadFailed();
  }
  // Held back by a pending set-up step: the page loads the client when it mounts.
  if (!pageDataUser(context)) return;
  try {
    await context.queryClient.query(clientQueryOptions(context.api, id));
  } catch (error) {
    if (!preload) announceClientLoadFailed(error instanceof Error ? error.message : String(error));
    throw loadFailed();
  }
}
