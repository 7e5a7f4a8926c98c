import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/messages';
import { DEMO_PASSWORD, startTestServer, type Json, type TestServer } from './support/start-test-server';

const NEW_PASSWORD = 'Fresh2026Password';
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function changePassword(userid: string, oldPassword: string, newPassword: string, jwt?: string): Promise<Response> {
  const body = { userid, oldpassword: await server.encrypt(oldPassword), newpassword: await server.encrypt(newPassword) };
  return server.post('/api/change-password', body, jwt);
}

async function changePasswordReply(userid: string, oldPassword: string, newPassword: string, jwt?: string): Promise<Json> {
  const response = await changePassword(userid, oldPassword, newPassword, jwt);
  expect(response.status).toBe(200);
  return (await response.json()) as Json;
}

describe('POST /api/change-password', () => {
  it('changes the password: the old one then fails at login, the new one works and the other sessions end', async () => {
    const earlierToken = await server.tokenFor('lawyer2');
    const token = await server.tokenFor('lawyer2');

    expect(await changePasswordReply('lawyer2', DEMO_PASSWORD, NEW_PASSWORD, token)).toEqual({ errormsg: '' });

    expect(await server.login('lawyer2', DEMO_PASSWORD)).toEqual({ errormsg: messages.invalidCredentials });
    expect(await server.login('lawyer2', NEW_PASSWORD)).toMatchObject({ userId: 'lawyer2', jwt: expect.any(String) as unknown });
    expect((await server.get('/api/questions', earlierToken)).status).toBe(401);
    // The session that made the change stays signed in (tests/api/session-revocation.test.ts has the rest).
    expect((await server.get('/api/questions', token)).status).toBe(200);
  });

  it('answers a wrong current password, and an unknown user id, with the same message', async () => {
    expect(await changePasswordReply('lawyer1', 'Not-The-Password-1', NEW_PASSWORD)).toEqual({ errormsg: messages.currentPasswordIncorrect });
    expect(await changePasswordReply('nobody-here', DEMO_PASSWORD, NEW_PASSWORD)).toEqual({ errormsg: messages.currentPasswordIncorrect });
  });

  it('counts wrong current passwords toward the login lock for that user id', async () => {
    for (let attempt = 1; attempt <= server.config.loginMaxFailures; attempt += 1) {
      expect(await changePasswordReply('newlawyer', `Wrong-Password-${attempt}`, NEW_PASSWORD)).toEqual({
        errormsg: messages.currentPasswordIncorrect,
      });
    }
    const locked = { errormsg: messages.loginThrottled(server.config.loginLockMinutes) };
    expect(await changePasswordReply('newlawyer', DEMO_PASSWORD, NEW_PASSWORD)).toEqual(locked);
    expect(await server.login('newlawyer', DEMO_PASSWORD)).toEqual(locked);

    server.clock.advance(server.config.loginLockMinutes * MINUTE + 1);
    expect(await server.login('newlawyer', DEMO_PASSWORD)).toMatchObject({ userId: 'newlawyer' });
  });

  it('answers a new password that breaks the rule, or equals the current one, with its message', async () => {
    const token = await server.tokenFor('lawyer1');
    expect(await changePasswordReply('lawyer1', DEMO_PASSWORD, 'short1A', token)).toEqual({ errormsg: messages.passwordRule });
    expect(await changePasswordReply('lawyer1', DEMO_PASSWORD, 'alllowercase2026', token)).toEqual({ errormsg: messages.passwordRule });
    expect(await changePasswordReply('lawyer1', DEMO_PASSWORD, DEMO_PASSWORD, token)).toEqual({ errormsg: messages.passwordSameAsCurrent });
    // Nothing changed: the token still works and so does the password.
    expect((await server.get('/api/questions', token)).status).toBe(200);
    expect(await server.login('lawyer1', DEMO_PASSWORD)).toMatchObject({ userId: 'lawyer1' });
  });

  it("answers 404 when a token is sent with another user's id", async () => {
    const token = await server.tokenFor('lawyer1');
    expect((await changePassword('nouen', DEMO_PASSWORD, NEW_PASSWORD, token)).status).toBe(404);
    expect(await server.login('nouen', DEMO_PASSWORD)).toMatchObject({ userId: 'nouen' });
  });

  it('ignores a stale token left in the browser and still needs the right old password', async () => {
    const reply = await changePasswordReply('lawyer2', 'NotTheOldPassword1', NEW_PASSWORD, 'not.a.token');
    expect(reply.errormsg).toBe(messages.currentPasswordIncorrect);
  });

  it('answers 400 for a password not encrypted with the server key and for a missing field', async () => {
    const plain = await server.post('/api/change-password', { userid: 'lawyer1', oldpassword: DEMO_PASSWORD, newpassword: NEW_PASSWORD });
    expect(plain.status).toBe(400);
    expect(await plain.json()).toMatchObject({ errormsg: messages.badRequest, errors: ['oldpassword: not encrypted with the current public key'] });
    expect((await server.post('/api/change-password', { userid: 'lawyer1' })).status).toBe(400);
  });

  it('lets expired1 change its expired password without a token, then log in normally', async () => {
    expect(await server.login('expired1', DEMO_PASSWORD)).toEqual({ errormsg: messages.passwordExpired });
    expect(await changePasswordReply('expired1', DEMO_PASSWORD, NEW_PASSWORD)).toEqual({ errormsg: '' });
    expect(await server.login('expired1', NEW_PASSWORD)).toMatchObject({ userId: 'expired1', jwt: expect.any(String) as unknown });
  });
});

describe('PASSWORD_MAX_AGE_DAYS', () => {
  let aging: TestServer;
  beforeAll(async () => {
    aging = await startTestServer({ PASSWORD_MAX_AGE_DAYS: '30' });
  });
  afterAll(() => aging.close());

  it('tells each signed-in user when their password expires, counted from its last change', async () => {
    const passwordExpiry = async (userId: string, password?: string) => {
      const jwt = await aging.tokenFor(userId, password);
      const details = (await (await aging.get(`/api/get-user-details/${userId}/x`, jwt)).json()) as Json;
      return details.passwordExpiredTime;
    };
    const seeded = await passwordExpiry('newlawyer');
    expect(seeded).toBeGreaterThan(aging.clock.nowMs());
    expect(seeded).toBeLessThanOrEqual(aging.clock.nowMs() + 30 * DAY);
    const lawyer1Expiry = await passwordExpiry('lawyer1');

    aging.clock.advance(10 * DAY);
    const body = { userid: 'newlawyer', oldpassword: await aging.encrypt(DEMO_PASSWORD), newpassword: await aging.encrypt(NEW_PASSWORD) };
    expect(await (await aging.post('/api/change-password', body)).json()).toEqual({ errormsg: '' });
    expect(await passwordExpiry('newlawyer', NEW_PASSWORD)).toBe(aging.clock.nowMs() + 30 * DAY);
    expect(await passwordExpiry('lawyer1')).toBe(lawyer1Expiry);
  });

  it('answers an older password as expired at login until it is changed', async () => {
    expect(await aging.login('lawyer1', DEMO_PASSWORD)).toMatchObject({ userId: 'lawyer1' });

    aging.clock.advance(31 * 24 * 60 * MINUTE);
    expect(await aging.login('lawyer1', DEMO_PASSWORD)).toEqual({ errormsg: messages.passwordExpired });
    expect(await aging.login('lawyer1', DEMO_PASSWORD)).toEqual({ errormsg: messages.passwordExpired });

    const body = { userid: 'lawyer1', oldpassword: await aging.encrypt(DEMO_PASSWORD), newpassword: await aging.encrypt(NEW_PASSWORD) };
    expect(await (await aging.post('/api/change-password', body)).json()).toEqual({ errormsg: '' });
    expect(await aging.login('lawyer1', NEW_PASSWORD)).toMatchObject({ userId: 'lawyer1', jwt: expect.any(String) as unknown });
  });

  it('still answers a wrong password as wrong, not as expired', async () => {
    expect(await aging.login('lawyer2', 'Wrong-Password-9')).toEqual({ errormsg: messages.invalidCredentials });
  });
});
