import { useNavigate } from '@tanstack/react-router';
import { createContext, useCallback, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { sessionMachine } from '../../../../machines/session.machine';
import { sessionStore } from '../../session/storage';

/** The signed-in session's actor, provided by the session gate so every Logout button goes through it. */
export const SessionActorContext = createContext<ActorRefFrom<typeof sessionMachine> | null>(null);

/**
 * Logout for a button anywhere in the signed-in app (the set-up pages have their own): the session machine
 * ends the session on the server, then clears the browser and goes home. A page rendered without the session
 * gate (a test of the page alone) has no session to end and only clears the browser.
 */
export function useLogout(): () => void {
  const session = useContext(SessionActorContext);
  const navigate = useNavigate();
  return useCallback(() => {
    if (session) return session.send({ type: 'session.logout' });
    sessionStore.clearLogin();
    void navigate({ to: '/home', replace: true });
  }, [navigate, session]);
}
