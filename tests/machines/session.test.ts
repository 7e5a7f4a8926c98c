import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { sessionMachine, type ExtendSessionOutput, type SessionEvent } from '../../machines/session.machine';
import { SAMPLE_EXPIRES_AT as T } from '../../machines/session.samples';
import { messages } from '../../src/domain/messages';
import { formatRemaining } from '../../src/domain/session-time';
import { expectDescribedAndNamed } from './support/machine-rules';
import { registryEntry } from './support/registry-entry';

const silentTicker = fromCallback<SessionEvent>(() => {});

function startSession(
  extend: () => Promise<ExtendSessionOutput> = () => Promise.resolve({ expiresAt: T + 1_800_000 }),
  serverLogout: () => Promise<unknown> = () => Promise.resolve({ message: messages.loggedOut }),
) {
  const effects = { endSession: vi.fn(), logout: vi.fn(), clearLogin: vi.fn(), serverLogout: vi.fn(serverLogout) };
  const actor = createActor(
    sessionMachine.provide({
      actors: { ticker: silentTicker, extendSession: fromPromise(extend), serverLogout: fromPromise(() => effects.serverLogout()) },
      actions: {
        endSession: () => {
          effects.endSession();
        },
        logout: () => {
          effects.logout();
        },
        clearLogin: () => {
          effects.clearLogin();
        },
      },
    }),
    { input: { expiresAt: T } },
  ).start();
  const tick = (now: number) => actor.send({ type: 'session.tick', now });
  return { actor, tick, effects };
}

describe('session machine', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('every state is described and every guard and action is named', () => {
    expectDescribedAndNamed(registryEntry('session'));
  });

  it('with 90 seconds or more left nothing is shown', () => {
    const { actor, tick } = startSession();
    tick(T - 90_000);
    expect(actor.getSnapshot().matches('active')).toBe(true);
    expect(actor.getSnapshot().hasTag('prompt')).toBe(false);
  });

  it('under 90 seconds left the Extend Session prompt shows the remaining time', () => {
    const { actor, tick } = startSession();
    tick(T - 89_000);
    const snapshot = actor.getSnapshot();
    expect(snapshot.hasTag('prompt')).toBe(true);
    expect(formatRemaining(snapshot.context.remainingMs ?? 0)).toBe('1:29');
    tick(T - 60_000);
    expect(formatRemaining(actor.getSnapshot().context.remainingMs ?? 0)).toBe('1:00');
    expect(actor.getSnapshot().can({ type: 'session.extend' })).toBe(true);
  });

  it('confirming requests a new token and continues with the new expiry', async () => {
    const { actor, tick, effects } = startSession();
    tick(T - 60_000);
    actor.send({ type: 'session.extend' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.matches('active'));
    expect(actor.getSnapshot().context.expiresAt).toBe(T + 1_800_000);
    expect(actor.getSnapshot().hasTag('prompt')).toBe(false);
    tick(T + 1_000);
    expect(actor.getSnapshot().matches('active')).toBe(true);
    expect(effects.endSession).not.toHaveBeenCalled();
  });

  it('declining keeps the session ending at the original time', () => {
    const { actor, tick, effects } = startSession();
    tick(T - 60_000);
    actor.send({ type: 'session.decline' });
    tick(T - 30_000);
    expect(actor.getSnapshot().hasTag('prompt')).toBe(false);
    expect(actor.getSnapshot().context.expiresAt).toBe(T);
    expect(effects.endSession).not.toHaveBeenCalled();
    tick(T + 1);
    expect(actor.getSnapshot().matches('expired')).toBe(true);
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(effects.endSession).toHaveBeenCalledOnce();
  });

  it('a failed extension leaves the prompt up with an error until time runs out', async () => {
    const { actor, tick, effects } = startSession(() => Promise.reject(new Error('Network Error')));
    tick(T - 60_000);
    actor.send({ type: 'session.extend' });
    await waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
    expect(actor.getSnapshot().hasTag('prompt')).toBe(true);
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    tick(T + 1);
    expect(effects.endSession).toHaveBeenCalledOnce();
  });

  it('a refused extension keeps the server message', async () => {
    const { actor, tick } = startSession(() => Promise.resolve({ errormsg: 'Token expired' }));
    tick(T - 60_000);
    actor.send({ type: 'session.extend' });
    await waitFor(actor, (snapshot) => snapshot.matches('extendFailed'));
    expect(actor.getSnapshot().context.extendError).toBe('Token expired');
  });

  it('time running out ends the session from any state', () => {
    const { actor, tick, effects } = startSession();
    tick(T + 1);
    expect(actor.getSnapshot().status).toBe('done');
    expect(effects.endSession).toHaveBeenCalledOnce();
  });

  it('Logout ends the session on the server first, then clears the login without the timeout message', async () => {
    const { actor, effects } = startSession();
    actor.send({ type: 'session.logout' });
    expect(actor.getSnapshot().matches('loggingOut')).toBe(true);
    // No tag: the Extend Session prompt must not open for it; the app's 'Please wait....' loader covers the call.
    expect(actor.getSnapshot().tags.size).toBe(0);
    expect(effects.serverLogout).toHaveBeenCalledOnce();
    expect(effects.logout).not.toHaveBeenCalled();
    await waitFor(actor, (snapshot) => snapshot.matches('loggedOut'));
    expect(effects.logout).toHaveBeenCalledOnce();
    expect(effects.endSession).not.toHaveBeenCalled();
  });

  it('a failed or refused logout call still clears the login and goes home', async () => {
    const { actor, effects } = startSession(undefined, () => Promise.reject(new Error(messages.invalidToken)));
    actor.send({ type: 'session.logout' });
    await waitFor(actor, (snapshot) => snapshot.matches('loggedOut'));
    expect(effects.logout).toHaveBeenCalledOnce();
  });

  it('a second Logout while the call runs is not accepted and calls the server only once', () => {
    const { actor, effects } = startSession(undefined, () => new Promise(() => {}));
    actor.send({ type: 'session.logout' });
    expect(actor.getSnapshot().can({ type: 'session.logout' })).toBe(false);
    actor.send({ type: 'session.logout' });
    expect(actor.getSnapshot().matches('loggingOut')).toBe(true);
    expect(effects.serverLogout).toHaveBeenCalledOnce();
  });

  it('an authentication or user-detail failure clears the login', () => {
    const { actor, effects } = startSession();
    actor.send({ type: 'session.authFailed' });
    expect(actor.getSnapshot().matches('loggedOut')).toBe(true);
    expect(effects.clearLogin).toHaveBeenCalledOnce();
  });

  it('the default ticker checks the time once per second', () => {
    vi.useFakeTimers();
    vi.setSystemTime(T - 92_000);
    const actor = createActor(sessionMachine, { input: { expiresAt: T } }).start();
    vi.advanceTimersByTime(1_000);
    expect(actor.getSnapshot().context.remainingMs).toBe(91_000);
    expect(actor.getSnapshot().hasTag('prompt')).toBe(false);
    vi.advanceTimersByTime(2_000);
    expect(actor.getSnapshot().hasTag('prompt')).toBe(true);
    actor.stop();
  });
});
