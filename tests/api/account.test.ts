import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/messages';
import { users } from '../../src/server/db/schema';
import { SECURITY_QUESTION_SETS } from '../../src/server/db/seed/reference-data';
import { startTestServer, type TestServer } from './support/start-test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('POST /api/get-token (direct-entry link)', () => {
  it('trades the right unique code for a token that opens product routes', async () => {
    const response = await server.post('/api/get-token', { userId: 'lawyer1', uniqueCode: 'DEMO-LINK-LAWYER1' });
    expect(response.status).toBe(200);
    const { token } = (await response.json()) as { token: string };
    expect((await server.get('/api/questions', token)).status).toBe(200);
  });

  it('answers with the user id and the flags a login stores, so the checklist menu shows as after a login', async () => {
    const response = await server.post('/api/get-token', { userId: ' LAWYER1', uniqueCode: 'DEMO-LINK-LAWYER1' });
    expect(await response.json()).toEqual({ token: expect.any(String) as unknown, userId: 'lawyer1', isUENUpdated: 'Y', isLAActive: 'true' });
  });

  it("keeps only a hash of the code, so a copy of the users table opens nobody's link", async () => {
    const [lawyer1] = await server.db.select({ stored: users.uniqueCodeHash }).from(users).where(eq(users.userId, 'lawyer1'));
    expect(lawyer1?.stored).toBe(createHash('sha256').update('DEMO-LINK-LAWYER1').digest('hex'));
    const columns = await server.db
      .select({ name: sql<string>`column_name` })
      .from(sql`information_schema.columns`)
      .where(sql`table_name = 'users' and column_name like 'unique_code%'`);
    expect(columns.map((column) => column.name)).toEqual(['unique_code_hash']);
  });

  it('answers 401 with the seed message for a wrong code', async () => {
    const response = await server.post('/api/get-token', { userId: 'lawyer1', uniqueCode: 'DEMO-LINK-LAWYER2' });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ errormsg: messages.invalidUsernamePassword });
  });

  it('answers 401 for a user without a code and for an unknown user', async () => {
    expect((await server.post('/api/get-token', { userId: 'lawyer2', uniqueCode: '' })).status).toBe(401);
    expect((await server.post('/api/get-token', { userId: 'nobody', uniqueCode: 'DEMO-LINK-LAWYER1' })).status).toBe(401);
  });

  it('answers 400 when uniqueCode is missing', async () => {
    expect((await server.post('/api/get-token', { userId: 'lawyer1' })).status).toBe(400);
  });
});

describe('GET /api/questions', () => {
  it('lists security question sets 1 and 2', async () => {
    const response = await server.get('/api/questions', await server.tokenFor('lawyer1'));
    expect(await response.json()).toEqual({ set1: [...SECURITY_QUESTION_SETS[1]], set2: [...SECURITY_QUESTION_SETS[2]] });
  });
});

describe('POST /api/retrieve-security-qa', () => {
  it("returns lawyer1's two questions", async () => {
    const response = await server.post('/api/retrieve-security-qa', { userid: 'lawyer1' });
    expect(await response.json()).toEqual({
      question1: 'What is the name of your first pet?',
      question2: 'In which city was your mother born?',
    });
  });

  it("answers status 'fail' for a user without questions and for an unknown user alike", async () => {
    expect(await (await server.post('/api/retrieve-security-qa', { userid: 'noquestions' })).json()).toEqual({ status: 'fail' });
    expect(await (await server.post('/api/retrieve-security-qa', { userid: 'nobody' })).json()).toEqual({ status: 'fail' });
  });

  it('never reveals the stored answers', async () => {
    const text = await (await server.post('/api/retrieve-security-qa', { userid: 'lawyer1' })).text();
    expect(text).not.toMatch(/answer|Mochi|scrypt/i);
  });
});

describe('GET /api/public-key', () => {
  it('serves an RSA-OAEP-256 SPKI public key with a key id', async () => {
    const { publicKey, ...rest } = (await (await server.get('/api/public-key')).json()) as Record<string, string>;
    expect(rest).toEqual({ keyId: server.keys.keyId, algorithm: 'RSA-OAEP-256' });
    expect(publicKey).toMatch(/^-----BEGIN PUBLIC KEY-----\n[\s\S]+-----END PUBLIC KEY-----\n$/);
  });
});
