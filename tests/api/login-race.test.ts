// @module-tag postgres
// Runs on PostgreSQL too (docs/testing.md): forty guesses at once contend for the throttle's row only where requests overlap.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/messages';
import { DEMO_PASSWORD, startTestServer, type Json, type TestServer } from './support/start-test-server';

/**
 * The 5-failure lock under parallel guessing (issue 12 point 2): every guess is sent at once, the right
 * secret at number 31, and none may get through. Run on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
const MAX_FAILURES = 5;
const LOCK_MINUTES = 15;
const GUESSES = 40;
const RIGHT_AT = 31;
const MINUTE = 60_000;
const THROTTLED = messages.loginThrottled(LOCK_MINUTES);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ LOGIN_MAX_FAILURES: String(MAX_FAILURES), LOGIN_LOCK_MINUTES: String(LOCK_MINUTES) });
});
afterAll(() => server.close());

interface Reply {
  status: number;
  body: Json;
}

/**
 * Builds every request body first (encryption included), then posts them all at once, so the requests
 * really overlap on the server; the replies come back in the order of the guesses.
 */
async function postAtOnce(path: string, body: (right: boolean, guess: number) => Promise<Json>): Promise<Reply[]> {
  const bodies = await Promise.all(Array.from({ length: GUESSES }, (_, i) => body(i + 1 === RIGHT_AT, i + 1)));
  return Promise.all(
    bodies.map(async (each) => {
      const response = await server.post(path, each);
      return { status: response.status, body: (await response.json()) as Json };
    }),
  );
}

const withMessage = (replies: Reply[], message: string) => replies.filter((reply) => reply.body.errormsg === message);

describe('the login lock under parallel guesses', () => {
  it('checks no more than 5 of 40 parallel login guesses, so the right password at number 31 gets no token and the id is locked', async () => {
    const replies = await postAtOnce('/api/login', async (right, guess) => ({
      userid: 'lawyer2',
      password: await server.encrypt(right ? DEMO_PASSWORD : `Wrong-Password-${guess}`),
    }));

    expect(replies.filter((reply) => 'jwt' in reply.body)).toEqual([]);
    expect(withMessage(replies, messages.invalidCredentials)).toHaveLength(MAX_FAILURES);
    expect(withMessage(replies, THROTTLED)).toHaveLength(GUESSES - MAX_FAILURES);
    expect(replies[RIGHT_AT - 1]?.body).toEqual({ errormsg: THROTTLED });
    expect(await server.login('lawyer2', DEMO_PASSWORD)).toEqual({ errormsg: THROTTLED });
  });

  it('checks no more than 5 of 40 parallel change-password guesses, so the right old password at number 31 changes nothing', async () => {
    const newPassword = await server.encrypt('Fresh2026Password');
    const replies = await postAtOnce('/api/change-password', async (right, guess) => ({
      userid: 'nouen',
      oldpassword: await server.encrypt(right ? DEMO_PASSWORD : `Wrong-Password-${guess}`),
      newpassword: newPassword,
    }));

    expect(replies.filter((reply) => reply.body.errormsg === '')).toEqual([]);
    expect(withMessage(replies, messages.currentPasswordIncorrect)).toHaveLength(MAX_FAILURES);
    expect(withMessage(replies, THROTTLED)).toHaveLength(GUESSES - MAX_FAILURES);
    // Change-password guesses lock the same key as logins.
    expect(await server.login('nouen', DEMO_PASSWORD)).toEqual({ errormsg: THROTTLED });

    server.clock.advance(LOCK_MINUTES * MINUTE + 1);
    // The password is still the old one: the right guess never reached the store.
    expect(await server.login('nouen', DEMO_PASSWORD)).toMatchObject({ userId: 'nouen', jwt: expect.any(String) as unknown });
  });

  it('checks no more than 5 of 40 parallel security-answer guesses, so the right answers at number 31 get no reset token', async () => {
    const rightAnswers = {
      question1: 'What is the name of the street you grew up on?',
      answer1: 'Serangoon Road',
      question2: 'In which city was your mother born?',
      answer2: 'Chennai',
    };
    const replies = await postAtOnce('/api/verify-security-qa', (right, guess) =>
      Promise.resolve({ userid: 'expired1', ...rightAnswers, ...(right ? {} : { answer2: `Wrong city ${guess}` }) }),
    );

    const answered = (message: string) => replies.filter((reply) => reply.body.errorMessage === message);
    expect(replies.filter((reply) => reply.body.status !== 'fail' || 'resetToken' in reply.body)).toEqual([]);
    expect(answered(messages.securityAnswersMismatch)).toHaveLength(MAX_FAILURES);
    expect(answered(THROTTLED)).toHaveLength(GUESSES - MAX_FAILURES);
    const again = await server.post('/api/verify-security-qa', { userid: 'expired1', ...rightAnswers });
    expect(await again.json()).toEqual({ status: 'fail', errorMessage: THROTTLED });
  });

  it('refuses all 40 parallel direct-entry code guesses, the right code at number 31 included, and locks the link', async () => {
    const replies = await postAtOnce('/api/get-token', (right, guess) =>
      Promise.resolve({ userId: 'lawyer1', uniqueCode: right ? 'DEMO-LINK-LAWYER1' : `DEMO-LINK-GUESS-${guess}` }),
    );

    expect(replies.filter((reply) => reply.status !== 401 || 'token' in reply.body)).toEqual([]);
    // The direct-entry reply does not say whether it was locked, so the lock shows on the right code alone.
    expect((await server.post('/api/get-token', { userId: 'lawyer1', uniqueCode: 'DEMO-LINK-LAWYER1' })).status).toBe(401);
    server.clock.advance(LOCK_MINUTES * MINUTE + 1);
    expect((await server.post('/api/get-token', { userId: 'lawyer1', uniqueCode: 'DEMO-LINK-LAWYER1' })).status).toBe(200);
  });
});
