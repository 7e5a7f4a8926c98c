import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { PasswordReply } from '../../machines/change-password.machine';
import { resetPasswordMachine, type ResetPasswordInput, type ResetPasswordRequest } from '../../machines/reset-password.machine';
import { messages } from '../../src/domain/messages';
import { expectDescribedAndNamed } from './support/machine-rules';
import { registryEntry } from './support/registry-entry';

const VERIFIED: ResetPasswordInput = { userid: 'lawyer1', receivedQuestions: true, resetToken: 'token-1' };

function start(input: ResetPasswordInput, answer: () => Promise<PasswordReply> = () => Promise.resolve({ errormsg: '' })) {
  const requests: ResetPasswordRequest[] = [];
  const resetPassword = fromPromise<PasswordReply, ResetPasswordRequest>(({ input: request }) => {
    requests.push(request);
    return answer();
  });
  const actor = createActor(resetPasswordMachine.provide({ actors: { resetPassword } }), { input }).start();
  return { actor, requests };
}

function fill(actor: ReturnType<typeof start>['actor'], next: string, confirm: string) {
  actor.send({ type: 'reset.edit', field: 'next', value: next });
  actor.send({ type: 'reset.edit', field: 'confirm', value: confirm });
}

describe('reset-password machine', () => {
  it('every state is described and every guard and action is named', () => {
    expectDescribedAndNamed(registryEntry('reset-password'));
  });

  it.each([
    ['no flag', { ...VERIFIED, receivedQuestions: false }],
    ['no token', { ...VERIFIED, resetToken: null }],
    ['no user id', { ...VERIFIED, userid: null }],
  ])('%s: not allowed, straight to the end', (_, input) => {
    const snapshot = start(input).actor.getSnapshot();
    expect(snapshot.status).toBe('done');
    expect(snapshot.matches('notAllowed')).toBe(true);
  });

  it.each([
    ['both empty', '', ''],
    ['confirmation differs', 'Completion2027x', 'Completion2027y'],
  ])("%s: 'Passwords not match or empty' and nothing is sent", (_, next, confirm) => {
    const { actor, requests } = start(VERIFIED);
    fill(actor, next, confirm);
    actor.send({ type: 'reset.submit' });
    expect(actor.getSnapshot().context.alert).toEqual({ title: messages.passwordsNotMatchOrEmpty, text: '', tone: 'error' });
    expect(requests).toEqual([]);
  });

  it('sends both passwords with the user id and the reset token, then shows the success modal', async () => {
    const { actor, requests } = start(VERIFIED);
    fill(actor, 'Completion2027x', 'Completion2027x');
    actor.send({ type: 'reset.submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.hasTag('prompt'));
    expect(requests).toEqual([{ userid: 'lawyer1', newPassword: 'Completion2027x', confirmPassword: 'Completion2027x', resetToken: 'token-1' }]);
    actor.send({ type: 'reset.acknowledge' });
    expect(actor.getSnapshot().matches('done')).toBe(true);
  });

  it.each([
    ['refused', () => Promise.resolve({ errormsg: messages.passwordRule }), messages.passwordRule, 'error'],
    ['failed call', () => Promise.reject(new Error(messages.networkError)), messages.networkError, 'warning'],
  ] as const)('%s: the message in an alert, then back to the form', async (_, answer, text, tone) => {
    const { actor } = start(VERIFIED, answer);
    fill(actor, 'short', 'short');
    actor.send({ type: 'reset.submit' });
    const settled = await waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
    expect(settled.context.alert).toEqual({ title: messages.errorOnPasswordChange, text, tone });
    actor.send({ type: 'reset.dismiss' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
  });

  it('Cancel ends the flow', () => {
    const { actor } = start(VERIFIED);
    actor.send({ type: 'reset.cancel' });
    expect(actor.getSnapshot().matches('cancelled')).toBe(true);
  });
});
