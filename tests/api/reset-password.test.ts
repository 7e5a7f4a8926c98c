import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/messages';
import { DEMO_PASSWORD, startTestServer, type Json, type TestServer } from './support/start-test-server';

const NEW_PASSWORD = 'Reset2026Password';
const MINUTE = 60_000;

const LAWYER1_QA = {
  question1: 'What is the name of your first pet?',
  answer1: 'Mochi',
  question2: 'In which city was your mother born?',
  answer2: 'Ipoh',
};
const NOUEN_QA = {
  question1: 'What was the make of your first car?',
  answer1: 'Toyota',
  question2: 'Which hawker centre did you visit most often as a child?',
  answer2: 'Old Airport Road',
};
const NEWLAWYER_QA = {
  question1: 'What is your favourite local dish?',
  answer1: 'Nasi Lemak',
  question2: 'What was the name of your first employer?',
  answer2: 'Rajah Chambers',
};

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function verify(body: Json): Promise<Json> {
  const response = await server.post('/api/verify-security-qa', body);
  expect(response.status).toBe(200);
  return (await response.json()) as Json;
}

async function resetTokenFor(userid: string, qa: typeof LAWYER1_QA): Promise<string> {
  const reply = await verify({ userid, ...qa });
  if (typeof reply.resetToken !== 'string') throw new Error(`no reset token for ${userid}: ${JSON.stringify(reply)}`);
  return reply.resetToken;
}

async function reset(userid: string, next: string, confirm: string, resetToken?: string): Promise<Json> {
  const body = {
    userid,
    newpassword: await server.encrypt(next),
    confirmnewpassword: await server.encrypt(confirm),
    ...(resetToken === undefined ? {} : { resetToken }),
  };
  const response = await server.post('/api/reset-password', body);
  expect(response.status).toBe(200);
  return (await response.json()) as Json;
}

describe('POST /api/verify-security-qa', () => {
  it('answers success with a reset token for the right answers, however they are capitalised or spaced', async () => {
    const reply = await verify({ userid: 'LAWYER1', ...LAWYER1_QA, answer1: '  MOCHI ', answer2: 'ipoh' });
    expect(reply).toEqual({ status: 'success', resetToken: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/) as unknown });
  });

  it("answers wrong answers, questions that are not the user's and an unknown user id alike", async () => {
    const mismatch = { status: 'fail', errorMessage: messages.securityAnswersMismatch };
    expect(await verify({ userid: 'nouen', ...NOUEN_QA, answer2: 'Maxwell' })).toEqual(mismatch);
    expect(await verify({ userid: 'nouen', ...NOUEN_QA, question1: LAWYER1_QA.question1 })).toEqual(mismatch);
    expect(await verify({ userid: 'nobody-here', ...NOUEN_QA })).toEqual(mismatch);
    expect(await verify({ userid: 'nouen', ...NOUEN_QA, answer1: '', answer2: '' })).toEqual(mismatch);
  });

  it('tells a user without security questions to contact the helpdesk', async () => {
    expect(await verify({ userid: 'noquestions', ...NOUEN_QA })).toEqual({
      status: 'fail',
      errorMessage: messages.securityQuestionsNotSetTitle,
    });
  });

  it('locks the user id after too many wrong answers, without locking its password login', async () => {
    for (let attempt = 1; attempt <= server.config.loginMaxFailures; attempt += 1) {
      expect(await verify({ userid: 'expired1', ...LAWYER1_QA })).toMatchObject({ errorMessage: messages.securityAnswersMismatch });
    }
    const right = {
      question1: 'What is the name of the street you grew up on?',
      answer1: 'Serangoon Road',
      question2: 'In which city was your mother born?',
      answer2: 'Chennai',
    };
    expect(await verify({ userid: 'expired1', ...right })).toEqual({
      status: 'fail',
      errorMessage: messages.loginThrottled(server.config.loginLockMinutes),
    });
    expect(await server.login('expired1', DEMO_PASSWORD)).toEqual({ errormsg: messages.passwordExpired });

    server.clock.advance(server.config.loginLockMinutes * MINUTE + 1);
    expect(await verify({ userid: 'expired1', ...right })).toMatchObject({ status: 'success' });
  });

  it('answers 400 when a field is missing', async () => {
    expect((await server.post('/api/verify-security-qa', { userid: 'lawyer1' })).status).toBe(400);
  });
});

describe('POST /api/reset-password', () => {
  it('resets the password once with a good token; a second use of the token fails', async () => {
    const resetToken = await resetTokenFor('lawyer1', LAWYER1_QA);
    const sessionToken = await server.tokenFor('lawyer1');

    expect(await reset('lawyer1', NEW_PASSWORD, NEW_PASSWORD, resetToken)).toEqual({ errormsg: '' });
    expect(await server.login('lawyer1', DEMO_PASSWORD)).toEqual({ errormsg: messages.invalidCredentials });
    expect(await server.login('lawyer1', NEW_PASSWORD)).toMatchObject({ userId: 'lawyer1' });
    expect((await server.get('/api/questions', sessionToken)).status).toBe(401);

    expect(await reset('lawyer1', 'Another2026Password', 'Another2026Password', resetToken)).toEqual({ errormsg: messages.resetNotAuthorised });
    expect(await server.login('lawyer1', NEW_PASSWORD)).toMatchObject({ userId: 'lawyer1' });
  });

  it("refuses a reset without a token, with another user's token, or with a session token", async () => {
    const refused = { errormsg: messages.resetNotAuthorised };
    expect(await reset('nouen', NEW_PASSWORD, NEW_PASSWORD)).toEqual(refused);
    expect(await reset('nouen', NEW_PASSWORD, NEW_PASSWORD, '')).toEqual(refused);
    expect(await reset('nouen', NEW_PASSWORD, NEW_PASSWORD, 'not-a-token')).toEqual(refused);
    expect(await reset('nouen', NEW_PASSWORD, NEW_PASSWORD, await resetTokenFor('newlawyer', NEWLAWYER_QA))).toEqual(refused);
    expect(await reset('nouen', NEW_PASSWORD, NEW_PASSWORD, await server.tokenFor('nouen'))).toEqual(refused);
    expect(await server.login('nouen', DEMO_PASSWORD)).toMatchObject({ userId: 'nouen' });
  });

  it('refuses a token older than ten minutes', async () => {
    const resetToken = await resetTokenFor('nouen', NOUEN_QA);
    server.clock.advance(10 * MINUTE + 1_000);
    expect(await reset('nouen', NEW_PASSWORD, NEW_PASSWORD, resetToken)).toEqual({ errormsg: messages.resetNotAuthorised });
  });

  it('answers passwords that differ or are empty, one that breaks the rule or is the current one, leaving the token unspent', async () => {
    const resetToken = await resetTokenFor('newlawyer', NEWLAWYER_QA);
    expect(await reset('newlawyer', NEW_PASSWORD, 'Reset2026Passwort', resetToken)).toEqual({ errormsg: messages.passwordsNotMatchOrEmpty });
    expect(await reset('newlawyer', '', '', resetToken)).toEqual({ errormsg: messages.passwordsNotMatchOrEmpty });
    expect(await reset('newlawyer', 'tooshort', 'tooshort', resetToken)).toEqual({ errormsg: messages.passwordRule });
    expect(await reset('newlawyer', DEMO_PASSWORD, DEMO_PASSWORD, resetToken)).toEqual({ errormsg: messages.passwordSameAsCurrent });
    expect(await reset('newlawyer', NEW_PASSWORD, NEW_PASSWORD, resetToken)).toEqual({ errormsg: '' });
    expect(await server.login('newlawyer', NEW_PASSWORD)).toMatchObject({ userId: 'newlawyer' });
  });

  it('answers 400 for a password not encrypted with the server key', async () => {
    const response = await server.post('/api/reset-password', {
      userid: 'lawyer2',
      newpassword: NEW_PASSWORD,
      confirmnewpassword: NEW_PASSWORD,
      resetToken: 'x',
    });
    expect(response.status).toBe(400);
  });
});
