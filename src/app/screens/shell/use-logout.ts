import { useNavigate } from '@tanstack/react-router';
import { createContext, useCallback, useContext } from 'react';
import { sessionStore } from '../../session/storage';
import type { SessionInbox } from './use-session-actor';

/** Where the signed-in session's events go, provided by the session gate so every Logout button goes through it. */
export const SessionInboxContext = createContext<SessionInbox | null>(null);

/**
 * Logout for a button anywhere in the signed-in app: the session machine ends the session on the server, then clears
 * the browser and goes home (pressed before the machine has started, it waits for it: use-session-actor.ts). A page
 * rendered without the session gate (a test of the page alone) has no session to end and only clears the browser.
 */
export function useLogout(): () => void {
  const session = useContext(SessionInboxContext);
  const navigate = useNavigate();
  return useCallback(() => {
    if (session) return session.send({ type: 'session.logout' });
    sessionStore.clearLogin();
    void navigate({ to: '/home', replace: true });
  }, [navigate, session]);
}
