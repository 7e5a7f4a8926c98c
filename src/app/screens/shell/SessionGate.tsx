import { useQuery } from '@tanstack/react-query';
import { Navigate } from '@tanstack/react-router';
import { useEffect, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { sessionMachine } from '../../../../machines/session.machine';
import type { UserDetailsResponse } from '../../../api/auth';
import { userDetailsQueryOptions } from '../../../api/queries/user-details';
import { api } from '../../api';
import { onAuthFailure } from '../../session/auth-failures';
import { sessionStore } from '../../session/storage';
import { GlobalLoader } from '../../ui';
import { SessionPrompt } from './SessionPrompt';
import { SessionActorContext } from './use-logout';
import { useSessionActors } from './use-session-actors';
import { useSetupPendingRedirect } from './use-setup-pending-redirect';
import { UserDetailsContext } from './user-details-context';

type Render = (details: UserDetailsResponse, session: ActorRefFrom<typeof sessionMachine>) => ReactNode;

/**
 * Loads the signed-in user's details (a failure ends the login), then runs the session countdown for
 * everything inside it. The disclaimer is the full shell's (DisclaimerGate): on the set-up pages it is not due yet.
 */
export function SessionGate({ children }: { children: Render }) {
  const userId = sessionStore.userId() ?? '';
  const jwt = sessionStore.jwt() ?? '';
  const query = useQuery(userDetailsQueryOptions(api, userId, jwt));

  useEffect(() => {
    if (query.isError) sessionStore.clearLogin();
  }, [query.isError]);

  if (query.isError) return <Navigate to="/home" replace />;
  // The page waits on who is signed in: the app's own 'Please wait....' says so, rather than an empty page.
  if (!query.data) {
    return (
      <div className="shell-loading" aria-busy="true">
        <GlobalLoader active />
      </div>
    );
  }
  return <SignedIn details={query.data}>{children}</SignedIn>;
}

function SignedIn({ details, children }: { details: UserDetailsResponse; children: Render }) {
  useEffect(() => sessionStore.storeExpiry(details.expiredTime), [details.expiredTime]);
  const { session } = useSessionActors(details);
  useEffect(() => onAuthFailure(() => session.send({ type: 'session.authFailed' })), [session]);
  useSetupPendingRedirect();
  return (
    <UserDetailsContext.Provider value={details}>
      <SessionActorContext.Provider value={session}>
        {children(details, session)}
        <SessionPrompt session={session} />
      </SessionActorContext.Provider>
    </UserDetailsContext.Provider>
  );
}
