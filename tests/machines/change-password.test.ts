import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  changePasswordMachine,
  type ChangePasswordInput,
  type ChangePasswordRequest,
  type PasswordReply,
} from '../../machines/change-password.machine';
import { messages } from '../../src/domain/messages';
import { expectDescribedAndNamed } from './support/machine-rules';
import { registryEntry } from './support/registry-entry';

const CHANGE: ChangePasswordInput = { mode: 'change', userid: 'lawyer1', storedMessage: null, passwordExpired: false };
const EXPIRED: ChangePasswordInput = { mode: 'expired', userid: 'expired1', storedMessage: messages.passwordExpired, passwordExpired: false };

function start(
  input: ChangePasswordInput,
  answer: (request: ChangePasswordRequest) => Promise<PasswordReply> = () => Promise.resolve({ errormsg: '' }),
) {
  const requests: ChangePasswordRequest[] = [];
  const changePassword = fromPromise<PasswordReply, ChangePasswordRequest>(({ input: request }) => {
    requests.push(request);
    return answer(request);
  });
  const actor = createActor(changePasswordMachine.provide({ actors: { changePassword } }), { input }).start();
  return { actor, requests };
}

function fill(actor: ReturnType<typeof start>['actor'], current: string, next: string, confirm: string) {
  actor.send({ type: 'password.edit', field: 'current', value: current });
  actor.send({ type: 'password.edit', field: 'next', value: next });
  actor.send({ type: 'password.edit', field: 'confirm', value: confirm });
}

describe('change-password machine', () => {
  it('every state is described and every guard and action is named', () => {
    expectDescribedAndNamed(registryEntry('change-password'));
  });

  it.each([
    ['all empty', '', '', ''],
    ['current missing', '', 'Completion2027x', 'Completion2027x'],
    ['new and confirm differ', 'Conveyancing2026', 'Completion2027x', 'Completion2027y'],
  ])('shell page, %s: "Password not match or empty" and nothing is sent', (_, current, next, confirm) => {
    const { actor, requests } = start(CHANGE);
    fill(actor, current, next, confirm);
    actor.send({ type: 'password.submit' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches('invalid')).toBe(true);
    expect(snapshot.hasTag('error')).toBe(true);
    expect(snapshot.context.alert).toEqual({ title: messages.passwordNotMatchOrEmpty, text: '', tone: 'error' });
    expect(requests).toEqual([]);
  });

  it('expired-password page: "Password Validation Failed." with the long explanation', () => {
    const { actor } = start(EXPIRED);
    actor.send({ type: 'password.submit' });
    expect(actor.getSnapshot().context.alert).toEqual({
      title: messages.passwordValidationFailedTitle,
      text: messages.passwordValidationFailedText,
      tone: 'error',
    });
    actor.send({ type: 'password.dismiss' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.alert).toBeNull();
  });

  it('a valid form sends the user id with the current and new passwords', async () => {
    const { actor, requests } = start(CHANGE);
    fill(actor, 'Conveyancing2026', 'Completion2027x', 'Completion2027x');
    actor.send({ type: 'password.submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().can({ type: 'password.submit' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'password.cancel' })).toBe(false);
    await waitFor(actor, (snapshot) => snapshot.hasTag('prompt'));
    expect(requests).toEqual([{ userid: 'lawyer1', oldPassword: 'Conveyancing2026', newPassword: 'Completion2027x' }]);
  });

  it('success: the modal, then the login is cleared and the user goes home', async () => {
    const { actor } = start(CHANGE);
    fill(actor, 'Conveyancing2026', 'Completion2027x', 'Completion2027x');
    actor.send({ type: 'password.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('succeeded'));
    actor.send({ type: 'password.acknowledge' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ destination: 'home', clearLogin: true });
  });

  it("a refusal shows 'Error on Password Change' with the server's errormsg, and the form keeps its values", async () => {
    const { actor } = start(CHANGE, () => Promise.resolve({ errormsg: messages.currentPasswordIncorrect }));
    fill(actor, 'Wrong2026password', 'Completion2027x', 'Completion2027x');
    actor.send({ type: 'password.submit' });
    const settled = await waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
    expect(settled.matches('serverError')).toBe(true);
    expect(settled.context.alert).toEqual({ title: messages.errorOnPasswordChange, text: messages.currentPasswordIncorrect, tone: 'error' });
    actor.send({ type: 'password.dismiss' });
    expect(actor.getSnapshot().context).toMatchObject({ current: 'Wrong2026password', next: 'Completion2027x', alert: null });
  });

  it("an HTTP or network failure shows the error's message as a warning", async () => {
    const { actor } = start(CHANGE, () => Promise.reject(new Error('Too many attempts')));
    fill(actor, 'Conveyancing2026', 'Completion2027x', 'Completion2027x');
    actor.send({ type: 'password.submit' });
    const settled = await waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
    expect(settled.matches('requestFailed')).toBe(true);
    expect(settled.context.alert).toEqual({ title: messages.errorOnPasswordChange, text: 'Too many attempts', tone: 'warning' });
  });

  it('Cancel on the shell page returns to the property listing and keeps the login', () => {
    const { actor } = start(CHANGE);
    actor.send({ type: 'password.cancel' });
    expect(actor.getSnapshot().output).toEqual({ destination: 'property-listing', clearLogin: false });
  });

  it.each([messages.passwordExpired, null])('Cancel on the expired-password page (stored message %j) goes home and clears it', (storedMessage) => {
    const { actor } = start({ ...EXPIRED, storedMessage });
    actor.send({ type: 'password.cancel' });
    expect(actor.getSnapshot().output).toEqual({ destination: 'home', clearLogin: true });
  });

  it.each([
    ['change', true, true],
    ['change', false, false],
    // The expired-password page says it with the stored message in red, not with the banner.
    ['expired', true, false],
  ] as const)('%s page, password expired %s: expired banner %s', (mode, passwordExpired, banner) => {
    const input = mode === 'change' ? CHANGE : EXPIRED;
    expect(start({ ...input, passwordExpired }).actor.getSnapshot().context.expiredBanner).toBe(banner);
  });
});
