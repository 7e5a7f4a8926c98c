import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { loginMachine, type LoginSession } from '../../machines/login.machine';
import { messages } from '../../src/domain/messages';
import { fakeLoginServer } from './support/login-fakes';
import { expectDescribedAndNamed } from './support/machine-rules';
import { registryEntry } from './support/registry-entry';

function startLogin() {
  const server = fakeLoginServer();
  const storeSession = vi.fn<(session: LoginSession) => void>();
  const actor = createActor(
    loginMachine.provide({
      actors: server.actors,
      actions: { storeSession: (_, session) => storeSession(session) },
    }),
  ).start();
  return { actor, server, storeSession };
}

async function logIn(userid: string, password = 'Conveyance2024') {
  const started = startLogin();
  const { actor } = started;
  actor.send({ type: 'login.edit', field: 'userid', value: userid });
  actor.send({ type: 'login.edit', field: 'password', value: password });
  actor.send({ type: 'login.submit' });
  const settled = await waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
  return { ...started, settled };
}

describe('login machine', () => {
  it('every state is described and every guard and action is named', () => {
    expectDescribedAndNamed(registryEntry('login'));
  });

  it('empty fields may be submitted: the seed has no client-side validation', async () => {
    const { actor, server } = startLogin();
    expect(actor.getSnapshot().can({ type: 'login.submit' })).toBe(true);
    actor.send({ type: 'login.submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
    expect(server.requests).toEqual([{ userid: '', password: '' }]);
  });

  it('a wrong password shows the server message and clears the user id', async () => {
    const { settled } = await logIn('wrong');
    expect(settled.matches({ editing: 'failed' })).toBe(true);
    expect(settled.hasTag('error')).toBe(true);
    expect(settled.context.errorMessage).toBe(messages.invalidCredentials);
    expect(settled.context.userid).toBe('');
  });

  it('editing any field clears the error message', async () => {
    const { actor } = await logIn('wrong');
    actor.send({ type: 'login.edit', field: 'password', value: 'another' });
    expect(actor.getSnapshot().context.errorMessage).toBeNull();
    expect(actor.getSnapshot().hasTag('error')).toBe(false);
  });

  it.each([
    ['expired', messages.passwordExpired],
    ['change', messages.passwordNeedsChange],
  ])('%s: "%s" sends the user to expired-password with the message kept', async (userid, message) => {
    const { settled, storeSession } = await logIn(userid);
    expect(settled.status).toBe('done');
    expect(settled.output).toEqual({ destination: 'expired-password', userid, expiredMessage: message });
    expect(storeSession).not.toHaveBeenCalled();
  });

  it('a network or server failure shows Login Failed. Please contact helpdesk. and clears the form', async () => {
    const { settled } = await logIn('down', 'secret');
    expect(settled.context.errorMessage).toBe(messages.loginFailed);
    expect(settled.context).toMatchObject({ userid: '', password: '' });
    expect(settled.hasTag('error')).toBe(true);
  });

  it('a token is stored before the security questions are checked', async () => {
    const { settled, storeSession } = await logIn('lawyer1');
    expect(storeSession).toHaveBeenCalledWith({
      userid: 'lawyer1',
      jwt: 'header.payload.signature',
      userId: '101',
      isUENUpdated: 'Y',
      isLAActive: 'true',
    });
    expect(settled.output?.destination).toBe('property-listing');
  });

  it('no security questions sends the user to the forced set-up before the UEN check', async () => {
    const { settled } = await logIn('noq');
    expect(settled.output?.destination).toBe('force-security-questions');
  });

  it('a UEN not yet set (isUENUpdated N) sends the user to set-UEN', async () => {
    const { settled } = await logIn('nouen');
    expect(settled.output?.destination).toBe('set-uen');
  });

  it('a failed security-question lookup shows nothing and goes on to the UEN check', async () => {
    const { settled } = await logIn('qadown');
    expect(settled.context.errorMessage).toBeNull();
    expect(settled.output?.destination).toBe('set-uen');
  });

  it('Cancel closes the modal without logging in', () => {
    const { actor, server } = startLogin();
    actor.send({ type: 'login.cancel' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output?.destination).toBeNull();
    expect(server.requests).toEqual([]);
  });

  it('a forgotten actor implementation fails loudly with its name', async () => {
    const actor = createActor(loginMachine).start();
    const errors: unknown[] = [];
    actor.system.inspect((event) => {
      if (event.type === '@xstate.event' && event.event.type === 'xstate.error.actor.login') errors.push(event.event.error);
    });
    actor.send({ type: 'login.submit' });
    await waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
    expect(String(errors[0])).toMatch(/Actor "login" is not provided/);
  });
});
