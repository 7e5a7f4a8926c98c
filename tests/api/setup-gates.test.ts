import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UEN_APP_ID } from '../../src/domain/constants';
import { setupPendingMessage, type SetupStep } from '../../src/domain/setup-steps';
import { SETUP_CALLS } from '../../src/server/auth/setup-gate';
import { users } from '../../src/server/db/schema';
import { SECURITY_QUESTION_SETS } from '../../src/server/db/seed/reference-data';
import { startTestServer, type Json, type TestServer } from './support/start-test-server';

/**
 * Issue 12 point 6: the one-time set-up (security questions, UEN, disclaimer) is enforced by the server.
 * A pending user's token answers 403 SetupPending on product calls, except the calls the set-up needs.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const QA = { question1: SECURITY_QUESTION_SETS[1][0], answer1: 'Kopi', question2: SECURITY_QUESTION_SETS[2][0], answer2: 'Tampines' };

const listing = (userId: string, jwt: string) => server.post('/api/get-all-property', { loginId: userId }, jwt);
const detailsOf = async (userId: string, jwt: string) =>
  (await (await server.get(`/api/get-user-details/${userId}/${jwt}`, jwt)).json()) as { pendingSetup?: string[] };

async function expectRefused(response: Response, pending: SetupStep) {
  expect(response.status).toBe(403);
  expect(await response.json()).toEqual({ errormsg: setupPendingMessage(pending), pending });
}

/** The set-up calls, through the API as the set-up pages make them; each must answer 200. */
const complete: Record<SetupStep, (userId: string, jwt: string) => Promise<Response>> = {
  'security-questions': (userId, jwt) => server.post('/api/register-security-qa', { userid: userId, ...QA }, jwt),
  uen: async (userId, jwt) => {
    // As the set-UEN page does: the firm's account first, then its UEN.
    const account = (await (await server.post('/api/retrieve-UEN-details', { userid: userId, appid: UEN_APP_ID }, jwt)).json()) as { acctid: string };
    return server.post('/api/update-UEN', { acctid: account.acctid, appid: UEN_APP_ID, uenno: '201912345K' }, jwt);
  },
  disclaimer: (userId, jwt) => server.post('/api/disclaimer-user', { userId, isAccept: true }, jwt),
};

describe.each<{ userId: string; pending: SetupStep }>([
  { userId: 'noquestions', pending: 'security-questions' },
  { userId: 'nouen', pending: 'uen' },
  { userId: 'newlawyer', pending: 'disclaimer' },
])('$userId (pending: $pending)', ({ userId, pending }) => {
  it('is refused product calls with 403 naming the pending step and saying what to do', async () => {
    const jwt = await server.tokenFor(userId);
    await expectRefused(await listing(userId, jwt), pending);
    await expectRefused(await server.get('/api/get-transtype-list', jwt), pending);
    await expectRefused(await server.post('/api/add-client', {}, jwt), pending);
  });

  it('sees the pending step in its user details and may make the calls the set-up pages make', async () => {
    const jwt = await server.tokenFor(userId);
    expect(await detailsOf(userId, jwt)).toMatchObject({ pendingSetup: [pending] });
    expect((await server.get('/api/questions', jwt)).status).toBe(200);
    expect((await server.post('/api/retrieve-UEN-details', { userid: userId, appid: UEN_APP_ID }, jwt)).status).toBe(200);
    expect([200, 204]).toContain((await server.get('/api/get-logo', jwt)).status);
    const renewed = (await (await server.post('/api/get-new-token', { userId }, jwt)).json()) as { jwt: string };
    // The renewed token is still gated: the gate is the user's, not the token's.
    await expectRefused(await listing(userId, renewed.jwt), pending);
    expect((await server.post('/api/logout', {}, renewed.jwt)).status).toBe(200);
  });

  it('is let through once the step is done through the API, and its details then list nothing pending', async () => {
    const jwt = await server.tokenFor(userId);
    const done = await complete[pending](userId, jwt);
    expect(done.status).toBe(200);
    // The same token: the gate reads the user row on every request.
    expect((await listing(userId, jwt)).status).toBe(200);
    expect(await detailsOf(userId, jwt)).toMatchObject({ pendingSetup: [] });
  });
});

describe('a user with every step pending', () => {
  it('is asked for them in set-up order: security questions, then the UEN, then the disclaimer', async () => {
    await server.db
      .update(users)
      .set({ question1: null, question2: null, uenUpdated: false, disclaimerAccepted: false })
      .where(eq(users.userId, 'lawyer2'));
    const jwt = await server.tokenFor('lawyer2');
    expect(await detailsOf('lawyer2', jwt)).toMatchObject({ pendingSetup: ['security-questions', 'uen', 'disclaimer'] });

    for (const step of ['security-questions', 'uen', 'disclaimer'] as const) {
      await expectRefused(await listing('lawyer2', jwt), step);
      expect((await complete[step]('lawyer2', jwt)).status).toBe(200);
    }
    expect((await listing('lawyer2', jwt)).status).toBe(200);
  });
});

describe('a user whose set-up is done', () => {
  it('is not affected: product calls answer as before and nothing is pending', async () => {
    const jwt = await server.tokenFor('lawyer1');
    expect(await detailsOf('lawyer1', jwt)).toMatchObject({ pendingSetup: [] });
    const response = await listing('lawyer1', jwt);
    expect(response.status).toBe(200);
    expect(((await response.json()) as Json).records).toEqual(expect.any(Array));
    expect((await server.get('/api/get-transtype-list', jwt)).status).toBe(200);
  });

  it('still gets 401, not 403, for a missing or bad token', async () => {
    expect((await listing('lawyer1', '')).status).toBe(401);
    expect((await listing('lawyer1', 'not-a-jwt')).status).toBe(401);
  });
});

describe('the allow-list of set-up calls', () => {
  const specDir = path.join(import.meta.dirname, '../../openapi');
  const root = readFileSync(path.join(specDir, 'openapi.yaml'), 'utf8');

  /** The contract's path item of `route`, from the layout openapi/ uses (root → ./paths/<area>.yaml#/<key>). */
  function pathItem(route: string): string | undefined {
    const escaped = route.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const ref = new RegExp(`^ {2}${escaped}:\\n {4}\\$ref: '\\./(paths/[\\w-]+\\.yaml)#/([\\w-]+)'`, 'm').exec(root);
    if (!ref) return undefined;
    const area = readFileSync(path.join(specDir, ref[1]!), 'utf8');
    return area.split(/^(?=\S)/m).find((part) => part.startsWith(`${ref[2]!}:\n`));
  }

  it.each([...SETUP_CALLS])('names %s, a signed-in operation of the contract', (call) => {
    const [method, route] = call.split(' ') as [string, string];
    const item = pathItem(route);
    expect(item, `${route} in openapi.yaml`).toBeDefined();
    expect(item).toMatch(new RegExp(`^ {2}${method.toLowerCase()}:$`, 'm'));
    expect(item).not.toMatch(/^ {4}security: \[\]$/m);
  });
});
