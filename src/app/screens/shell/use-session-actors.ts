import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useActorRef } from '@xstate/react';
import { createContext, useContext, useMemo } from 'react';
import { fromPromise, type InspectionEvent } from 'xstate';
import { sessionMachine, sessionTicker, type ExtendSessionOutput } from '../../../../machines/session.machine';
import { getNewToken, logout, type NewTokenResponse, type UserDetailsResponse } from '../../../api/auth';
import { sessionMessages as messages } from '../../../domain/messages/session';
import { api } from '../../api';
import { sessionStore } from '../../session/storage';
import { showToast } from '../../ui';

/** The outside world of the session: the once-a-second clock, POST /get-new-token and POST /logout. */
export interface SessionEffects {
  ticker: typeof sessionTicker;
  getNewToken: (userId: string) => Promise<NewTokenResponse>;
  /** Ends the session on the server with the stored token; the machine clears the browser whatever it answers. */
  logout: () => Promise<unknown>;
}

const appSessionEffects: SessionEffects = {
  ticker: sessionTicker,
  getNewToken: (userId) => getNewToken(api, userId),
  logout: () => logout(api),
};

/** Replaces some effects for everything below it (screen tests, stories); `inspectSession` observes the session actor. */
export interface SessionActorOverrides extends Partial<SessionEffects> {
  inspectSession?: (event: InspectionEvent) => void;
}

/** The app renders no provider, so it always runs the real clock and server. */
export const SessionActorOverridesContext = createContext<SessionActorOverrides>({});

/**
 * The session machine of a signed-in user, with the app's side effects supplied: new tokens from the server,
 * storage, and the way home. (The disclaimer has its own actor: use-disclaimer-actor.ts.)
 */
export function useSessionActors(details: UserDetailsResponse) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const overrides = useContext(SessionActorOverridesContext);
  const userId = details.userDetails.user_id;

  const machines = useMemo(() => {
    const { inspectSession: _inspect, ...replaced } = overrides;
    const effects: SessionEffects = { ...appSessionEffects, ...replaced };
    const goHome = () => {
      sessionStore.clearLogin();
      // What this login read (properties, contacts, the firm's outbox) counts as fresh for a while
      // (api/queries/freshness.ts) and must not serve the next login in this tab. Cleared once home shows, so
      // no page of this login is still watching a query to ask for it again.
      void navigate({ to: '/home', replace: true }).then(() => queryClient.clear());
    };
    return {
      session: sessionMachine.provide({
        actors: {
          ticker: effects.ticker,
          extendSession: fromPromise<ExtendSessionOutput, void>(async () => {
            const reply = await effects.getNewToken(userId);
            if (!reply.jwt || !reply.expiredTime) return { errormsg: reply.errormsg ?? messages.invalidToken };
            sessionStore.storeToken(reply.jwt, reply.userId ?? userId);
            sessionStore.storeExpiry(reply.expiredTime);
            return { expiresAt: reply.expiredTime };
          }),
          // Runs before the login is cleared, so the call still carries the token it ends.
          serverLogout: fromPromise<unknown, void>(() => effects.logout()),
        },
        actions: {
          endSession: () => {
            showToast(messages.sessionTimeout, 'error');
            goHome();
          },
          logout: goHome,
          clearLogin: goHome,
        },
      }),
    };
  }, [navigate, overrides, queryClient, userId]);

  const session = useActorRef(machines.session, { input: { expiresAt: details.expiredTime }, inspect: overrides.inspectSession });
  return { session };
}
