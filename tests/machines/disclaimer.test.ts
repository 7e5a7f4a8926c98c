import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { disclaimerMachine } from '../../machines/disclaimer.machine';
import { expectDescribedAndNamed } from './support/machine-rules';
import { registryEntry } from './support/registry-entry';

function startDisclaimer(disclaimerAccepted: string | null, reply: () => Promise<boolean> = () => Promise.resolve(true)) {
  const clearLogin = vi.fn();
  const actor = createActor(
    disclaimerMachine.provide({
      actors: { acceptDisclaimer: fromPromise(reply) },
      actions: {
        clearLogin: () => {
          clearLogin();
        },
      },
    }),
    { input: { disclaimerAccepted } },
  ).start();
  return { actor, clearLogin };
}

describe('disclaimer machine', () => {
  it('every state is described and every guard and action is named', () => {
    expectDescribedAndNamed(registryEntry('disclaimer'));
  });

  it('a user who has accepted before does not see the dialog', () => {
    const { actor } = startDisclaimer('1');
    expect(actor.getSnapshot().matches('accepted')).toBe(true);
    expect(actor.getSnapshot().hasTag('prompt')).toBe(false);
  });

  it.each([null, '', '0'])('disclaimerAccepted %j shows the dialog with Accept and Reject', (value) => {
    const snapshot = startDisclaimer(value).actor.getSnapshot();
    expect(snapshot.hasTag('prompt')).toBe(true);
    expect(snapshot.can({ type: 'disclaimer.accept' })).toBe(true);
    expect(snapshot.can({ type: 'disclaimer.reject' })).toBe(true);
  });

  it('Accept posts acceptance and closes the dialog', async () => {
    const { actor, clearLogin } = startDisclaimer('0');
    actor.send({ type: 'disclaimer.accept' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().hasTag('pageShown')).toBe(false);
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(actor.getSnapshot().matches('accepted')).toBe(true);
    expect(actor.getSnapshot().hasTag('pageShown')).toBe(true);
    expect(clearLogin).not.toHaveBeenCalled();
  });

  it('Reject clears the login', () => {
    const { actor, clearLogin } = startDisclaimer('0');
    actor.send({ type: 'disclaimer.reject' });
    expect(actor.getSnapshot().matches('rejected')).toBe(true);
    expect(clearLogin).toHaveBeenCalledOnce();
  });

  it.each([
    ['a falsy reply', () => Promise.resolve(false)],
    ['a failed post', () => Promise.reject(new Error('Network Error'))],
  ])('%s clears the login', async (_, reply) => {
    const { actor, clearLogin } = startDisclaimer(null, reply);
    actor.send({ type: 'disclaimer.accept' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(actor.getSnapshot().matches('rejected')).toBe(true);
    expect(clearLogin).toHaveBeenCalledOnce();
  });
});
