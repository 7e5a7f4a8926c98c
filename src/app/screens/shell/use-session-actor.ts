import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { createContext, useContext, useEffect, useEffectEvent, useState } from 'react';
import { createActor, fromPromise, type ActorRefFrom, type InspectionEvent } from 'xstate';
import { sessionMachine, sessionTicker, type ExtendSessionOutput, type SessionEvent } from '../../../../machines/session.machine';
import { getNewToken, logout, type NewTokenResponse, type UserDetailsResponse } from '../../../api/auth';
import { sessionMessages as messages } from '../../../domain/messages/session';
import { api } from '../../api';
import { nextTask } from '../../next-task';
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

export type SessionActor = ActorRefFrom<typeof sessionMachine>;

/** Where the shell sends the session's events (Logout, an authentication failure), actor started or not. */
export interface SessionInbox {
  send: (event: SessionEvent) => void;
}

/** Keeps the events sent before the actor starts and passes them on once it has; then forwards each as it comes. */
function createSessionInbox(): SessionInbox & { attach: (actor: SessionActor | null) => void } {
  let target: SessionActor | null = null;
  const waiting: SessionEvent[] = [];
  return {
    send: (event) => (target ? target.send(event) : waiting.push(event)),
    attach: (actor) => {
      target = actor;
      if (actor) for (const event of waiting.splice(0)) actor.send(event);
    },
  };
}

/**
 * The session machine of a signed-in user, with the app's side effects supplied: new tokens from the server,
 * storage, and the way home. (The disclaimer has its own actor: use-disclaimer-actor.ts.)
 *
 * `session` is null for a few tasks after the shell first mounts: the actor is built and started in tasks of its
 * own, not in the shell's render (issue 13). Building it (the machine given the app's effects, its first snapshot)
 * is xstate's first work on a page and held a phone's main thread for a long task inside the shell's first render.
 * Nothing is lost meanwhile: the clock's first tick is a second away, and what is sent through `inbox` (a Logout
 * pressed at once, a 401) waits for the actor and reaches it as it starts.
 */
export function useSessionActor(details: UserDetailsResponse): { session: SessionActor | null; inbox: SessionInbox } {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const overrides = useContext(SessionActorOverridesContext);
  const userId = details.userDetails.user_id;
  // The expiry the session starts from; later changes reach the machine through its own extension, not a new actor.
  const startsAt = useEffectEvent(() => details.expiredTime);
  const [session, setSession] = useState<SessionActor | null>(null);
  const [inbox] = useState(createSessionInbox);

  useEffect(() => {
    let stopped = false;
    let actor: SessionActor | null = null;
    // Three short tasks rather than one long one: the machine given the app's effects, the actor with its first
    // snapshot, then its start (the clock, the prompt's subscribers).
    void (async () => {
      await nextTask();
      if (stopped) return;
      const { inspectSession, ...replaced } = overrides;
      const machine = sessionMachineFor({ ...appSessionEffects, ...replaced }, userId, () => {
        sessionStore.clearLogin();
        // What this login read (properties, contacts, the firm's outbox) counts as fresh for a while
        // (api/queries/freshness.ts) and must not serve the next login in this tab. Cleared once home shows, so
        // no page of this login is still watching a query to ask for it again.
        void navigate({ to: '/home', replace: true }).then(() => queryClient.clear());
      });
      await nextTask();
      if (stopped) return;
      actor = createActor(machine, { input: { expiresAt: startsAt() }, inspect: inspectSession });
      await nextTask();
      if (stopped) return;
      actor.start();
      inbox.attach(actor);
      setSession(actor);
    })();
    return () => {
      stopped = true;
      inbox.attach(null);
      actor?.stop();
      setSession(null);
    };
  }, [inbox, navigate, overrides, queryClient, userId]);

  return { session, inbox };
}

/** The session machine with the app's effects: `goHome` clears the login and returns to the home page. */
function sessionMachineFor(effects: SessionEffects, userId: string, goHome: () => void) {
  return sessionMachine.provide({
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
  });
}
