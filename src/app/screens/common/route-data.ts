import type { QueryClient } from '@tanstack/react-query';
import type { UserDetailsResponse } from '../../../api/auth';
import { userDetailsQueryOptions } from '../../../api/queries/user-details';
import { isDisclaimerAccepted } from '../../../domain/disclaimer';
import { firstPendingStep } from '../../../domain/setup-steps';
import type { AppApi } from '../../api';
import { sessionStore } from '../../session/storage';

/** What a route loader gets from the router's context (routes/__root.tsx): the app's client and query cache. */
export interface RouteDataContext {
  api: AppApi;
  queryClient: QueryClient;
}

/**
 * The signed-in user's details as the `_app` guard left them in the cache (it runs before every loader), for
 * a loader that asks as the user (loginId, userid). Null only when a loader runs outside that guard.
 */
export function signedInUser({ api, queryClient }: RouteDataContext): UserDetailsResponse | null {
  const { queryKey } = userDetailsQueryOptions(api, sessionStore.userId() ?? '', sessionStore.jwt() ?? '');
  return queryClient.getQueryData(queryKey) ?? null;
}

/**
 * The user whose page may load its product data now; null while a set-up step is pending. The server refuses
 * product calls until every step is done, and the shell holds the page back under the Disclaimer dialog: that
 * page loads its own data once it mounts after Accept, so its loader asks nothing.
 */
export function pageDataUser(context: RouteDataContext): UserDetailsResponse | null {
  const details = signedInUser(context);
  if (!details) return null;
  const disclaimerPending = !isDisclaimerAccepted(details.userDetails.disclaimerAccepted);
  return disclaimerPending || firstPendingStep(details.pendingSetup) ? null : details;
}

/**
 * Waits for a query whose failure the page itself shows (a listing with Try again, the agency fees): a failure
 * does not stop the navigation. The page's own query, finding no data, asks once more when it mounts and shows
 * the error if that fails too.
 */
export async function settled(load: Promise<unknown>): Promise<void> {
  try {
    await load;
  } catch {
    // Left to the page, as above.
  }
}
