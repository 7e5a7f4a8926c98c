import { eq } from 'drizzle-orm';
import { sign } from 'hono/jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/messages';
import { createApp } from '../../src/server/app';
import { userSessions, users } from '../../src/server/db/schema';
import { silentLogger } from '../../src/server/logger';
import { DEMO_PASSWORD, startTestServer, type Json, type TestServer } from './support/start-test-server';

const SESSION_SECONDS = 1800;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ SESSION_SECONDS: String(SESSION_SECONDS) });
});
afterAll(() => server.close());

const logout = (jwt: string) => server.app.request('/api/logout', { method: 'POST', headers: { Authorization: `Bearer ${jwt}` } });

/** A product call every signed-in page makes, and one the set-up gates let through: 200 while the token is live. */
const userDetails = (userId: string, jwt: string) => server.get(`/api/get-user-details/${userId}/${jwt}`, jwt);

async function renew(userId: string, jwt: string): Promise<Response> {
  return server.post('/api/get-new-token', { userId }, jwt);
}

async function renewedToken(userId: string, jwt: string): Promise<string> {
  const response = await renew(userId, jwt);
  expect(response.status).toBe(200);
  return ((await response.json()) as { jwt: string }).jwt;
}

const claimsOf = (jwt: string): Json => JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString()) as Json;

async function sessionRow(jwt: string) {
  const [row] = await server.db
    .select()
    .from(userSessions)
    .where(eq(userSessions.id, String(claimsOf(jwt).sid)));
  return row;
}

async function userPk(userId: string): Promise<number> {
  const [row] = await server.db.select({ id: users.id }).from(users).where(eq(users.userId, userId));
  if (!row) throw new Error(`no user ${userId}`);
  return row.id;
}

async function changePassword(userid: string, oldPassword: string, newPassword: string, jwt?: string): Promise<Json> {
  const body = { userid, oldpassword: await server.encrypt(oldPassword), newpassword: await server.encrypt(newPassword) };
  const response = await server.post('/api/change-password', body, jwt);
  expect(response.status).toBe(200);
  return (await response.json()) as Json;
}

describe('POST /api/logout', () => {
  it('ends the session: the same token then answers 401 on a product call', async () => {
    const jwt = await server.tokenFor('lawyer1');
    expect((await server.get('/api/questions', jwt)).status).toBe(200);

    const response = await logout(jwt);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: messages.loggedOut });

    const after = await server.get('/api/questions', jwt);
    expect(after.status).toBe(401);
    expect(await after.json()).toEqual({ errormsg: messages.invalidToken });
  });

  it('answers 401 to a second logout with the same token', async () => {
    const jwt = await server.tokenFor('lawyer1');
    expect((await logout(jwt)).status).toBe(200);
    const again = await logout(jwt);
    expect(again.status).toBe(401);
    expect(await again.json()).toEqual({ errormsg: messages.invalidToken });
  });

  it('ends only the session it was sent with: another login of the same user keeps working', async () => {
    const other = await server.tokenFor('lawyer1');
    expect((await logout(await server.tokenFor('lawyer1'))).status).toBe(200);
    expect((await userDetails('lawyer1', other)).status).toBe(200);
  });

  it('answers 401 without a token', async () => {
    const response = await server.app.request('/api/logout', { method: 'POST' });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ errormsg: messages.missingToken });
  });
});

describe('POST /api/get-new-token retires the token it replaces', () => {
  it('makes the old token answer 401 at once while the new one works', async () => {
    const old = await server.tokenFor('lawyer1');
    const renewed = await renewedToken('lawyer1', old);
    expect((await userDetails('lawyer1', old)).status).toBe(401);
    expect((await userDetails('lawyer1', renewed)).status).toBe(200);
  });

  it('refuses to renew with the replaced token, so one token never yields two', async () => {
    const old = await server.tokenFor('lawyer1');
    const renewed = await renewedToken('lawyer1', old);
    expect((await renew('lawyer1', old)).status).toBe(401);
    expect((await userDetails('lawyer1', renewed)).status).toBe(200);
  });

  // Tagged postgres: only there do the calls overlap; PGlite's one connection runs them one after another.
  it('lets only one of two parallel renewals with the same token succeed', { tags: ['postgres'] }, async () => {
    const old = await server.tokenFor('lawyer1');
    const statuses = (await Promise.all([renew('lawyer1', old), renew('lawyer1', old)])).map((response) => response.status);
    expect(statuses.sort()).toEqual([200, 401]);
  });

  it('keeps the login time of the session chain and moves the expiry on', async () => {
    const old = await server.tokenFor('lawyer1');
    const first = await sessionRow(old);
    server.clock.advance(10 * 60_000);
    const renewed = await renewedToken('lawyer1', old);
    const second = await sessionRow(renewed);
    expect(await sessionRow(old)).toBeUndefined();
    expect(second?.startedAt).toEqual(first?.startedAt);
    expect(second?.expiresAt.getTime()).toBe(Number(claimsOf(renewed).exp) * 1000);
    expect(second?.expiresAt.getTime()).toBeGreaterThan(first?.expiresAt.getTime() ?? Infinity);
  });
});

describe('a password change ends the other sessions of that user', () => {
  const NEW_PASSWORD = 'Changed2026Password';

  it('ends another session of the same user, keeps the changing session and leaves other users alone', async () => {
    const elsewhere = await server.tokenFor('lawyer1');
    const changing = await server.tokenFor('lawyer1');
    const colleague = await server.tokenFor('noquestions');
    const otherFirm = await server.tokenFor('lawyer2');

    expect(await changePassword('lawyer1', DEMO_PASSWORD, NEW_PASSWORD, changing)).toEqual({ errormsg: '' });

    expect((await userDetails('lawyer1', elsewhere)).status).toBe(401);
    expect((await userDetails('lawyer1', changing)).status).toBe(200);
    expect((await server.get('/api/questions', changing)).status).toBe(200);
    expect((await userDetails('noquestions', colleague)).status).toBe(200);
    expect((await userDetails('lawyer2', otherFirm)).status).toBe(200);

    // Put back for the tests below, which log in with the demo password.
    expect(await changePassword('lawyer1', NEW_PASSWORD, DEMO_PASSWORD, changing)).toEqual({ errormsg: '' });
  });

  it('ends every session of the user when the change comes without one (the expired-password page)', async () => {
    const first = await server.tokenFor('lawyer2');
    const second = await server.tokenFor('lawyer2');
    expect(await changePassword('lawyer2', DEMO_PASSWORD, NEW_PASSWORD)).toEqual({ errormsg: '' });
    expect((await userDetails('lawyer2', first)).status).toBe(401);
    expect((await userDetails('lawyer2', second)).status).toBe(401);
  });

  it('ends nothing when the change is refused', async () => {
    const elsewhere = await server.tokenFor('nouen');
    const changing = await server.tokenFor('nouen');
    expect(await changePassword('nouen', DEMO_PASSWORD, DEMO_PASSWORD, changing)).toEqual({ errormsg: messages.passwordSameAsCurrent });
    expect((await userDetails('nouen', elsewhere)).status).toBe(200);
  });
});

describe('a reset through the security questions ends every session of the user', () => {
  it('makes all of the user’s tokens answer 401', async () => {
    const first = await server.tokenFor('noquestions');
    // noquestions has no questions to answer; lawyer1's are in the demo seed.
    const tokens = [await server.tokenFor('lawyer1'), await server.tokenFor('lawyer1')];
    const verified = (await (
      await server.post('/api/verify-security-qa', {
        userid: 'lawyer1',
        question1: 'What is the name of your first pet?',
        answer1: 'Mochi',
        question2: 'In which city was your mother born?',
        answer2: 'Ipoh',
      })
    ).json()) as { resetToken: string };
    const next = 'Reset2026Password';
    const body = {
      userid: 'lawyer1',
      newpassword: await server.encrypt(next),
      confirmnewpassword: await server.encrypt(next),
      resetToken: verified.resetToken,
    };
    expect(await (await server.post('/api/reset-password', body)).json()).toEqual({ errormsg: '' });

    for (const jwt of tokens) expect((await userDetails('lawyer1', jwt)).status).toBe(401);
    expect((await userDetails('noquestions', first)).status).toBe(200);
    expect((await userDetails('lawyer1', await server.tokenFor('lawyer1', next))).status).toBe(200);
  });
});

// Tagged postgres: several server processes share one database only on PostgreSQL.
describe('sessions are shared by every server process on the database (WORKERS)', { tags: ['postgres'] }, () => {
  it('a session begun in one process works in another, and a logout in either ends it in both', async () => {
    // A second process: its own app over the same database and keys, nothing else in common.
    const other = createApp({ db: server.db, config: server.config, keys: server.keys, clock: server.clock, logger: silentLogger });
    const details = (jwt: string) => other.request(`/api/get-user-details/nouen/${jwt}`, { headers: { Authorization: `Bearer ${jwt}` } });

    const jwt = await server.tokenFor('nouen');
    expect((await details(jwt)).status).toBe(200);
    expect((await other.request('/api/logout', { method: 'POST', headers: { Authorization: `Bearer ${jwt}` } })).status).toBe(200);
    expect((await userDetails('nouen', jwt)).status).toBe(401);

    const renewed = await renewedToken('nouen', await server.tokenFor('nouen'));
    expect((await details(renewed)).status).toBe(200);
    expect((await logout(renewed)).status).toBe(200);
    expect((await details(renewed)).status).toBe(401);
  });
});

describe('the token is only as good as its session row', () => {
  it('answers 401 for a correctly signed token whose session id has no row', async () => {
    const genuine = claimsOf(await server.tokenFor('nouen'));
    const forged = await sign({ ...genuine, sid: 'no-such-session-row' }, server.keys.jwtSecret, 'HS256');
    const response = await userDetails('nouen', forged);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ errormsg: messages.invalidToken });
  });

  it('answers 401 once the session row is deleted behind the token’s back', async () => {
    const jwt = await server.tokenFor('nouen');
    await server.db.delete(userSessions).where(eq(userSessions.id, String(claimsOf(jwt).sid)));
    expect((await userDetails('nouen', jwt)).status).toBe(401);
  });

  it("answers 401 for another user's session id under a correctly signed token", async () => {
    const mine = claimsOf(await server.tokenFor('nouen'));
    const theirs = claimsOf(await server.tokenFor('noquestions'));
    const forged = await sign({ ...mine, sid: theirs.sid }, server.keys.jwtSecret, 'HS256');
    expect((await userDetails('nouen', forged)).status).toBe(401);
  });

  it('answers 401 for a signed token without a session id (one issued before sessions existed)', async () => {
    const { sid: _sid, ...claims } = claimsOf(await server.tokenFor('nouen'));
    expect((await userDetails('nouen', await sign(claims, server.keys.jwtSecret, 'HS256'))).status).toBe(401);
  });

  it('sweeps the user’s expired session rows at the next login', async () => {
    const pk = await userPk('noquestions');
    await server.tokenFor('noquestions');
    server.clock.advance(SESSION_SECONDS * 1000 + 1);
    const fresh = await server.tokenFor('noquestions');
    const rows = await server.db.select().from(userSessions).where(eq(userSessions.userPk, pk));
    expect(rows.map((row) => row.id)).toEqual([claimsOf(fresh).sid]);
  });
});
