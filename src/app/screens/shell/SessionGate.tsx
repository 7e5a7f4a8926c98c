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
import { DisclaimerDialog } from './DisclaimerDialog';
import { SessionPrompt } from './SessionPrompt';
import { UserDetailsContext } from './user-details-context';
import { useSessionActors } from './use-session-actors';

type Render = (details: UserDetailsResponse, session: ActorRefFrom<typeof sessionMachine>) => ReactNode;

/**
 * Loads the signed-in user's details (a failure ends the login), then runs the session countdown and the
 * disclaimer for everything inside it.
 */
export function SessionGate({ children }: { children: Render }) {
  const userId = sessionStore.userId() ?? '';
  const jwt = sessionStore.jwt() ?? '';
  const query = useQuery(userDetailsQueryOptions(api, userId, jwt));

  useEffect(() => {
    if (query.isError) sessionStore.clearLogin();
  }, [query.isError]);

  if (query.isError) return <Navigate to="/home" replace />;
  if (!query.data) return <div className="shell-loading" aria-busy="true" />;
  return <SignedIn details={query.data}>{children}</SignedIn>;
}

function SignedIn({ details, children }: { details: UserDetailsResponse; children: Render }) {
  useEffect(() => sessionStore.storeExpiry(details.expiredTime), [details.expiredTime]);
  const { session, disclaimer } = useSessionActors(details);
  useEffect(() => onAuthFailure(() => session.send({ type: 'session.authFailed' })), [session]);
  return (
    <UserDetailsContext.Provider value={details}>
      {children(details, session)}
      <SessionPrompt session={session} />
      <DisclaimerDialog disclaimer={disclaimer} />
    </UserDetailsContext.Provider>
  );
}
