import { assign, fromCallback, not, setup, stateIn } from 'xstate';
import { SESSION_CHECK_INTERVAL_MS } from '../src/domain/constants';
import { sessionPhase } from '../src/domain/session-time';
import { notProvided } from './not-provided';

export interface SessionInput {
  /** Stored expiry, epoch ms (from expiredTime of GET /get-user-details). */
  expiresAt: number;
}

export interface SessionContext {
  expiresAt: number;
  /** Time of the last check; null until the first tick. */
  now: number | null;
  remainingMs: number | null;
  /** errormsg of a refused extension, null for a transport failure or none. */
  extendError: string | null;
}

export type SessionEvent =
  | { type: 'session.tick'; now: number }
  | { type: 'session.extend' }
  | { type: 'session.decline' }
  | { type: 'session.logout' }
  | { type: 'session.authFailed' };

/** POST /get-new-token mapped by the screen: the new expiry (after storing jwt and userId) or errormsg. */
export interface ExtendSessionOutput {
  expiresAt?: number | null;
  errormsg?: string | null;
}

type TickParams = { now: number };

/** The seed's once-per-second check; screens keep it, tests replace it and send ticks themselves. */
export const sessionTicker = fromCallback<SessionEvent>(({ sendBack }) => {
  const id = setInterval(() => sendBack({ type: 'session.tick', now: Date.now() }), SESSION_CHECK_INTERVAL_MS);
  return () => clearInterval(id);
});

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: {
    ticker: sessionTicker,
    extendSession: notProvided<ExtendSessionOutput, void>('extendSession'),
    /** POST /logout: ends the session on the server so the token stops working there too. */
    serverLogout: notProvided<unknown, void>('serverLogout'),
  },
  guards: {
    timeIsUp: ({ context }, params: TickParams) => sessionPhase(context.expiresAt, params.now) === 'expired',
    inWarningWindow: ({ context }, params: TickParams) => sessionPhase(context.expiresAt, params.now) === 'warning',
    extensionGranted: (_, params: { reply: ExtendSessionOutput }) => typeof params.reply.expiresAt === 'number' && !params.reply.errormsg,
    // A second press while the server call runs would end the same session twice.
    notLoggingOut: not(stateIn('#session.loggingOut')),
  },
  actions: {
    recordTick: assign(({ context }, params: TickParams) => ({
      now: params.now,
      remainingMs: context.expiresAt - params.now,
    })),
    applyNewExpiry: assign(({ context }, params: { expiresAt: number }) => ({
      expiresAt: params.expiresAt,
      remainingMs: context.now === null ? null : params.expiresAt - context.now,
      extendError: null,
    })),
    recordExtendError: assign((_, params: { message: string | null }) => ({ extendError: params.message })),
    /** Shows 'Login Session Timeout. Please log in again.', clears storage, goes home; screen-provided. */
    endSession: () => {},
    /** After POST /logout, answered or not: clears stored login and goes home; screen-provided. */
    logout: () => {},
    /** Authentication or user-detail failure: clears login and goes home; screen-provided. */
    clearLogin: () => {},
  },
}).createMachine({
  id: 'session',
  description: 'The signed-in session: checks the stored expiry every second and offers to extend it.',
  context: ({ input }) => ({ expiresAt: input.expiresAt, now: null, remainingMs: null, extendError: null }),
  invoke: { id: 'ticker', src: 'ticker' },
  initial: 'active',
  // Handled here so every state obeys them; a child only claims a tick when it moves to the prompt.
  on: {
    'session.tick': [
      {
        guard: { type: 'timeIsUp', params: ({ event }) => ({ now: event.now }) },
        target: '.expired',
        actions: { type: 'recordTick', params: ({ event }) => ({ now: event.now }) },
      },
      { actions: { type: 'recordTick', params: ({ event }) => ({ now: event.now }) } },
    ],
    'session.logout': { guard: 'notLoggingOut', target: '.loggingOut' },
    'session.authFailed': { target: '.loggedOut', actions: 'clearLogin' },
  },
  states: {
    active: {
      description: 'More than 90 seconds left: nothing is shown.',
      on: {
        'session.tick': {
          guard: { type: 'inWarningWindow', params: ({ event }) => ({ now: event.now }) },
          target: 'warning',
          actions: { type: 'recordTick', params: ({ event }) => ({ now: event.now }) },
        },
      },
    },
    warning: {
      description: "Under 90 seconds left: the 'Extend Session?' prompt shows the remaining time.",
      tags: ['prompt'],
      on: {
        'session.extend': { target: 'extending' },
        'session.decline': { target: 'declined' },
      },
    },
    extending: {
      description: 'POST /get-new-token; the screen stores the new jwt, userId and expiry.',
      tags: ['prompt', 'busy'],
      invoke: {
        id: 'extendSession',
        src: 'extendSession',
        onDone: [
          {
            guard: { type: 'extensionGranted', params: ({ event }) => ({ reply: event.output }) },
            target: 'active',
            actions: { type: 'applyNewExpiry', params: ({ event }) => ({ expiresAt: event.output.expiresAt ?? 0 }) },
          },
          {
            target: 'extendFailed',
            actions: { type: 'recordExtendError', params: ({ event }) => ({ message: event.output.errormsg ?? null }) },
          },
        ],
        onError: { target: 'extendFailed', actions: { type: 'recordExtendError', params: { message: null } } },
      },
    },
    extendFailed: {
      description: 'The extension failed: the prompt stays up with the error until time runs out or the user tries again.',
      tags: ['prompt', 'error'],
      on: {
        'session.extend': { target: 'extending' },
        'session.decline': { target: 'declined' },
      },
    },
    declined: {
      description: 'The user declined: no prompt, no extension; the session ends at the original time.',
    },
    expired: {
      description: "Time ran out: 'Login Session Timeout. Please log in again.', storage cleared, back to home.",
      type: 'final',
      tags: ['error'],
      entry: 'endSession',
    },
    loggingOut: {
      description:
        'Logout pressed: POST /logout ends the session on the server. Whatever it answers (a failure, or 401 for a session ' +
        'already ended), the browser is cleared and the user goes home.',
      invoke: {
        id: 'serverLogout',
        src: 'serverLogout',
        onDone: { target: 'loggedOut', actions: 'logout' },
        onError: { target: 'loggedOut', actions: 'logout' },
      },
    },
    loggedOut: {
      description: 'Logged out, or authentication / user-detail load failed: login cleared, back to home.',
      type: 'final',
    },
  },
});
