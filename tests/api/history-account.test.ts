import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UEN_APP_ID } from '../../src/domain/constants';
import { accountSummaries } from '../../src/domain/history/account-summaries';
import { SECURITY_QUESTION_SETS } from '../../src/server/db/seed/reference-data';
import { eventCount, eventsOf } from './support/history';
import { DEMO_PASSWORD, startTestServer, type TestServer } from './support/start-test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const latest = async (kind: string) => (await eventsOf(server.db, { kind }))[0];

describe('the history of logins and accounts', () => {
  it('records a login, and a logout, as the user who made it, in their firm and on no case', async () => {
    const jwt = await server.tokenFor('lawyer1');
    expect(await latest('account.login')).toMatchObject({
      actor: 'lawyer1',
      summary: accountSummaries.loggedIn('password'),
      propertyId: null,
      link: null,
    });
    expect((await server.post('/api/logout', {}, jwt)).status).toBe(200);
    expect(await latest('account.logout')).toMatchObject({ actor: 'lawyer1', summary: accountSummaries.loggedOut });
  });

  it('records a failed login against the user whose id was typed, and nothing for an id nobody has', async () => {
    await server.login('lawyer2', 'Not-The-Password-1');
    expect(await latest('account.login-failed')).toMatchObject({ actor: 'lawyer2', summary: accountSummaries.loginFailed('wrong-password') });
    const before = await eventCount(server.db);
    await server.login('nobody-at-all', 'Not-The-Password-1');
    expect(await eventCount(server.db)).toBe(before);
  });

  it('records a password change, and a refused one not at all', async () => {
    const jwt = await server.tokenFor('lawyer2');
    const before = await eventCount(server.db);
    const refused = { userid: 'lawyer2', oldpassword: await server.encrypt(DEMO_PASSWORD), newpassword: await server.encrypt('short') };
    expect(await (await server.post('/api/change-password', refused, jwt)).json()).not.toEqual({ errormsg: '' });
    expect(await eventCount(server.db)).toBe(before);
    const body = { userid: 'lawyer2', oldpassword: await server.encrypt(DEMO_PASSWORD), newpassword: await server.encrypt('Fresh2026Password') };
    expect(await (await server.post('/api/change-password', body, jwt)).json()).toEqual({ errormsg: '' });
    expect(await latest('account.password-changed')).toMatchObject({ actor: 'lawyer2', summary: accountSummaries.passwordChanged });
  });

  it('records the security questions without their answers, and the disclaimer', async () => {
    const jwt = await server.tokenFor('noquestions');
    const qa = {
      userid: 'noquestions',
      question1: SECURITY_QUESTION_SETS[1][0],
      answer1: 'Kopi',
      question2: SECURITY_QUESTION_SETS[2][0],
      answer2: 'Penang',
    };
    expect(await (await server.post('/api/register-security-qa', qa, jwt)).json()).toEqual({ status: 'success' });
    const event = await latest('account.security-questions');
    expect(event).toMatchObject({ actor: 'noquestions', summary: accountSummaries.securityQuestions, changes: [] });
    expect(JSON.stringify(event)).not.toContain('Kopi');

    const newcomer = await server.tokenFor('newlawyer');
    expect(await (await server.post('/api/disclaimer-user', { userId: 'newlawyer', isAccept: true }, newcomer)).json()).toBe(true);
    expect(await latest('account.disclaimer')).toMatchObject({ actor: 'newlawyer', summary: accountSummaries.disclaimer });
  });

  it("records the firm's UEN change with the UEN before and after, and an invalid UEN not at all", async () => {
    const jwt = await server.tokenFor('lawyer1');
    const before = await eventCount(server.db);
    expect((await server.post('/api/update-UEN', { acctid: 'TL0001', appid: UEN_APP_ID, uenno: 'not a uen' }, jwt)).status).toBe(400);
    expect(await eventCount(server.db)).toBe(before);
    expect((await server.post('/api/update-UEN', { acctid: 'TL0001', appid: UEN_APP_ID, uenno: '53312345A' }, jwt)).status).toBe(200);
    expect(await latest('firm.uen')).toMatchObject({ actor: 'lawyer1', changes: [{ field: 'UEN', before: '201912345K', after: '53312345A' }] });
  });
});
