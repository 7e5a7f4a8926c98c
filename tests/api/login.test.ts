import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/messages';
import { users } from '../../src/server/db/schema';
import { DEMO_PASSWORD, startTestServer, type TestServer } from './support/start-test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('POST /api/login', () => {
  it('signs lawyer1 in with a jwt, the user id and the UEN and checklist flags', async () => {
    const { jwt, ...flags } = await server.login('lawyer1', DEMO_PASSWORD);
    expect(jwt).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(flags).toEqual({ userid: 'lawyer1', userId: 'lawyer1', isUENUpdated: 'Y', isLAActive: 'true' });
  });

  it('reports a missing UEN as isUENUpdated N', async () => {
    expect(await server.login('nouen', DEMO_PASSWORD)).toMatchObject({ isUENUpdated: 'N', isLAActive: 'true' });
  });

  it('reports a firm without the checklist add-on as isLAActive false', async () => {
    expect(await server.login('lawyer2', DEMO_PASSWORD)).toMatchObject({ isUENUpdated: 'Y', isLAActive: 'false' });
  });

  it('accepts the user id in any letter case', async () => {
    expect(await server.login('  LAWYER1 ', DEMO_PASSWORD)).toMatchObject({ userId: 'lawyer1' });
  });

  it('gives the same message for a wrong password and for an unknown user id', async () => {
    const wrongPassword = await server.login('newlawyer', 'NotThePassword1');
    const unknownUser = await server.login('nobody-here', DEMO_PASSWORD);
    expect(wrongPassword).toEqual({ errormsg: messages.invalidCredentials });
    expect(unknownUser).toEqual(wrongPassword);
  });

  it('tells expired1 the password has expired only when the password is right', async () => {
    expect(await server.login('expired1', DEMO_PASSWORD)).toEqual({ errormsg: 'Password has expired' });
    expect(await server.login('expired1', 'Wrong-Password-9')).toEqual({ errormsg: messages.invalidCredentials });
  });

  it('tells a user whose password must be changed so, again only when the password is right', async () => {
    await server.db.update(users).set({ passwordState: 'must_change' }).where(eq(users.userId, 'newlawyer'));
    try {
      expect(await server.login('newlawyer', DEMO_PASSWORD)).toEqual({ errormsg: 'Password needs to be changed' });
      expect(await server.login('newlawyer', 'Wrong-Password-9')).toEqual({ errormsg: messages.invalidCredentials });
    } finally {
      await server.db.update(users).set({ passwordState: 'ok' }).where(eq(users.userId, 'newlawyer'));
    }
  });

  it('answers an empty user id with the generic message', async () => {
    expect(await server.login('', DEMO_PASSWORD)).toEqual({ errormsg: messages.invalidCredentials });
  });
});

describe('POST /api/login with bad input', () => {
  it('rejects a password that is not encrypted with the server key with 400', async () => {
    const response = await server.post('/api/login', { userid: 'lawyer1', password: Buffer.from(DEMO_PASSWORD).toString('base64') });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errormsg: string; errors: string[] };
    expect(body.errormsg).toBe(messages.badRequest);
    expect(body.errors).toEqual(['password: not encrypted with the current public key']);
  });

  it('rejects a plain-text password with 400', async () => {
    const response = await server.post('/api/login', { userid: 'lawyer1', password: DEMO_PASSWORD });
    expect(response.status).toBe(400);
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const response = await server.post('/api/login', '{"userid": "lawyer1", ');
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errormsg: string; errors: string[] };
    expect(body.errormsg).toBe(messages.badRequest);
    expect(body.errors).toEqual(['body: not valid JSON']);
  });

  it('lists every missing or mistyped field', async () => {
    const response = await server.post('/api/login', { userid: 42 });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: string[] };
    expect(body.errors).toEqual(expect.arrayContaining([expect.stringMatching(/^userid/), expect.stringMatching(/^password/)]));
  });

  it('answers a NUL character in the user id with 400, since the database cannot store it', async () => {
    const response = await server.post('/api/login', { userid: 'lawyer1\u0000', password: await server.encrypt(DEMO_PASSWORD) });
    expect(response.status).toBe(400);
  });

  it('rejects a JSON body that is not an object with 400', async () => {
    expect((await server.post('/api/login', '[1, 2]')).status).toBe(400);
    expect((await server.post('/api/login', 'null')).status).toBe(400);
  });
});
