import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/messages';
import { SECURITY_QUESTION_SETS } from '../../src/server/db/seed/reference-data';
import { startTestServer, type Json, type TestServer } from './support/start-test-server';

const [SET1_FIRST, SET1_SECOND] = SECURITY_QUESTION_SETS[1];
const [SET2_FIRST, SET2_SECOND] = SECURITY_QUESTION_SETS[2];

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function register(body: Json, jwt: string): Promise<Json> {
  const response = await server.post('/api/register-security-qa', body, jwt);
  expect(response.status).toBe(200);
  return (await response.json()) as Json;
}

async function retrieve(userid: string): Promise<Json> {
  return (await (await server.post('/api/retrieve-security-qa', { userid })).json()) as Json;
}

describe('POST /api/register-security-qa', () => {
  it('sets up noquestions, after which login no longer needs the forced set-up and the answers verify', async () => {
    expect(await retrieve('noquestions')).toEqual({ status: 'fail' });
    const qa = { question1: SET1_FIRST, answer1: 'Kopi', question2: SET2_FIRST, answer2: 'Kuala Lumpur' };

    expect(await register({ userid: 'noquestions', ...qa }, await server.tokenFor('noquestions'))).toEqual({ status: 'success' });

    expect(await retrieve('noquestions')).toEqual({ question1: SET1_FIRST, question2: SET2_FIRST });
    const verified = await server.post('/api/verify-security-qa', { userid: 'noquestions', ...qa, answer2: 'kuala  lumpur' });
    expect(await verified.json()).toMatchObject({ status: 'success' });
  });

  it('replaces questions already set (the voluntary page updates them), storing only hashes', async () => {
    const qa = { question1: SET1_SECOND, answer1: 'Bukit Panjang Primary', question2: SET2_SECOND, answer2: 'Boy' };
    expect(await register({ userid: 'lawyer1', ...qa }, await server.tokenFor('lawyer1'))).toEqual({ status: 'success' });
    expect(await retrieve('lawyer1')).toEqual({ question1: SET1_SECOND, question2: SET2_SECOND });
    const text = await (await server.post('/api/retrieve-security-qa', { userid: 'lawyer1' })).text();
    expect(text).not.toMatch(/Bukit|Boy/);
  });

  it("answers questions outside their set with 'Please choose your questions'", async () => {
    const jwt = await server.tokenFor('nouen');
    const fail = { status: 'fail', errorMessage: messages.chooseYourQuestions };
    expect(await register({ userid: 'nouen', question1: SET2_FIRST, answer1: 'a', question2: SET1_FIRST, answer2: 'b' }, jwt)).toEqual(fail);
    expect(
      await register({ userid: 'nouen', question1: 'What is my made-up question?', answer1: 'a', question2: SET2_FIRST, answer2: 'b' }, jwt),
    ).toEqual(fail);
  });

  it("answers unchosen questions and empty answers with the forced set-up's messages", async () => {
    const jwt = await server.tokenFor('nouen');
    expect(await register({ userid: 'nouen', question1: '', answer1: 'a', question2: SET2_FIRST, answer2: 'b' }, jwt)).toEqual({
      status: 'fail',
      errorMessage: messages.chooseBothQuestions,
    });
    expect(await register({ userid: 'nouen', question1: SET1_FIRST, answer1: ' ', question2: SET2_FIRST, answer2: 'b' }, jwt)).toEqual({
      status: 'fail',
      errorMessage: messages.fillBothAnswers,
    });
  });

  it("answers 404 for another user's id and 401 without a token", async () => {
    const qa = { question1: SET1_FIRST, answer1: 'a', question2: SET2_FIRST, answer2: 'b' };
    expect((await server.post('/api/register-security-qa', { userid: 'lawyer2', ...qa }, await server.tokenFor('nouen'))).status).toBe(404);
    expect((await server.post('/api/register-security-qa', { userid: 'nouen', ...qa })).status).toBe(401);
    expect(await retrieve('lawyer2')).toMatchObject({ question1: 'What was the name of your primary school?' });
  });

  it('answers 400 when a field is missing', async () => {
    expect((await server.post('/api/register-security-qa', { userid: 'nouen' }, await server.tokenFor('nouen'))).status).toBe(400);
  });
});
