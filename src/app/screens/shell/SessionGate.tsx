import { useQuery } from '@tanstack/react-query';
import { Navigate } from '@tanstack/react-router';
import { useEffect, useMemo, type ReactNode } from 'react';
import type { UserDetailsResponse } from '../../../api/auth';
import { userDetailsQueryOptions } from '../../../api/queries/user-details';
import { api } from '../../api';
import { onAuthFailure } from '../../session/auth-failures';
import { sessionStore } from '../../session/storage';
import { GlobalLoader } from '../../ui';
import { SessionPrompt } from './SessionPrompt';
import { SessionInboxContext } from './use-logout';
import { useSessionActor } from './use-session-actor';
import { useSetupPendingRedirect } from './use-setup-pending-redirect';
import { UserDetailsContext } from './user-details-context';

type Render = (details: UserDetailsResponse) => ReactNode;

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
  const { session, inbox } = useSessionActor(details);
  useEffect(() => onAuthFailure(() => inbox.send({ type: 'session.authFailed' })), [inbox]);
  useSetupPendingRedirect();
  // The shell does not depend on the session actor: when the actor arrives (a few tasks after the first render) only
  // the prompt mounts; the shell and its Logout buttons keep the same inbox.
  const shell = useMemo(() => children(details), [children, details]);
  return (
    <UserDetailsContext.Provider value={details}>
      <SessionInboxContext.Provider value={inbox}>
        {shell}
        {session && <SessionPrompt session={session} />}
      </SessionInboxContext.Provider>
    </UserDetailsContext.Provider>
  );
}
