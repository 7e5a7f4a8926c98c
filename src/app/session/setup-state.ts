import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { isApiError } from '../../api/client';
import { userDetailsQueryKey, userDetailsQueryOptions } from '../../api/queries/user-details';
import { setupPageFor } from '../../domain/setup-steps';
import type { AppApi } from '../api';
import { inAppPath } from '../screens/shell/setup-paths';
import { sessionStore } from './storage';

/**
 * Guard for authenticated routes, after the login check: the user details (cached for the shell, which reads
 * the same query) say which one-time set-up steps are pending, and a user with a step that has a page is
 * sent there whatever URL was typed. The disclaimer has no page: the shell shows it over the page instead.
 */
export async function requireSetupDone(api: AppApi, queryClient: QueryClient, pathname: string): Promise<void> {
  const userId = sessionStore.userId() ?? '';
  const details = await queryClient.ensureQueryData(userDetailsQueryOptions(api, userId, sessionStore.jwt() ?? '')).catch((error: unknown) => {
    // As in the shell (seed 000 §4): the server refusing the details ends the login. No answer at all (offline,
    // or the page left while the call ran, as when a URL is typed) says nothing about the login: it is kept.
    if (isApiError(error) && error.status !== 0) sessionStore.clearLogin();
    throw redirect({ to: '/home', replace: true });
  });
  const page = setupPageFor(details.pendingSetup);
  if (page && inAppPath(pathname) !== page) throw redirect({ to: page, replace: true });
}

/**
 * Re-reads the signed-in user's details after a set-up step is done (or found pending), so the route guard and
 * the shell judge by the server's current answer. Inactive copies are refetched too: the guard reads the cache.
 */
export function refreshSetupState(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: userDetailsQueryKey(sessionStore.userId() ?? ''), refetchType: 'all' });
}
