// @module-tag postgres
// Runs on PostgreSQL too (docs/testing.md): Idempotency-Key races and the per-firm counters, whose row locks only overlapping requests contend for.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties } from '../../src/server/db/schema';
import { json, sailPayload } from './support/properties';
import { startTestServer, type Json, type TestServer } from './support/start-test-server';

let server: TestServer;
let tanLim: string;
let leeOng: string;
beforeAll(async () => {
  server = await startTestServer();
  [tanLim, leeOng] = await Promise.all([server.tokenFor('lawyer1'), server.tokenFor('lawyer2')]);
});
afterAll(() => server.close());

function add(payload: Json, jwt: string, key?: string): Promise<Response> {
  return Promise.resolve(
    server.app.request('/api/add-property', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${jwt}`, ...(key ? { 'Idempotency-Key': key } : {}) },
      body: JSON.stringify(payload),
    }),
  );
}

async function casesWithRef(lawfirmRefNo: string) {
  return server.db.select({ id: properties.id }).from(properties).where(eq(properties.lawfirmRefNo, lawfirmRefNo));
}

describe('POST /api/add-property with an Idempotency-Key', () => {
  it('answers a retried creation with the case the first one made, never a second case', async () => {
    const payload = sailPayload(server, { lawfirmRefNo: 'TL/IDEM/1' });
    const first = await json(await add(payload, tanLim, 'add-property-retry-0001'));
    const retry = await json(await add(payload, tanLim, 'add-property-retry-0001'));
    expect(first.status).toBe(200);
    expect(retry).toEqual(first);
    expect(await casesWithRef('TL/IDEM/1')).toHaveLength(1);
  });

  it('makes one case of concurrent requests with the same key', async () => {
    const payload = sailPayload(server, { lawfirmRefNo: 'TL/IDEM/2' });
    const replies = await Promise.all([1, 2, 3, 4].map(() => add(payload, tanLim, 'add-property-double-0002')));
    const bodies = await Promise.all(replies.map(async (reply) => ({ status: reply.status, id: ((await reply.json()) as Json).id })));
    expect(bodies.map((body) => body.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(bodies.map((body) => body.id)).size).toBe(1);
    expect(await casesWithRef('TL/IDEM/2')).toHaveLength(1);
  });

  it('makes a new case for a new key, and without a key as before', async () => {
    const payload = sailPayload(server, { lawfirmRefNo: 'TL/IDEM/3' });
    await add(payload, tanLim, 'add-property-key-00003');
    await add(payload, tanLim, 'add-property-key-00004');
    await add(payload, tanLim);
    expect(await casesWithRef('TL/IDEM/3')).toHaveLength(3);
  });

  it("keeps one user's key to that user: another firm's user with the same key gets a case of their own", async () => {
    const key = 'add-property-shared-0005';
    const mine = await json(await add(sailPayload(server, { lawfirmRefNo: 'TL/IDEM/5' }), tanLim, key));
    const theirs = await json(await add(sailPayload(server, { lawfirmRefNo: 'LO/IDEM/5' }), leeOng, key));
    expect(theirs.status).toBe(200);
    expect(theirs.body.id).not.toBe(mine.body.id);
  });

  it('refuses a malformed key with a 400 and writes nothing', async () => {
    const reply = await json(await add(sailPayload(server, { lawfirmRefNo: 'TL/IDEM/6' }), tanLim, 'short'));
    expect(reply.status).toBe(400);
    expect(String(reply.body.errormsg)).not.toBe('');
    expect(await casesWithRef('TL/IDEM/6')).toHaveLength(0);
  });
});

describe('property control numbers per firm', () => {
  it("numbers each firm's cases from its own counter, so one firm cannot count another's", async () => {
    const year = (await json(await add(sailPayload(server, { lawfirmRefNo: 'LO/COUNT/1' }), leeOng))).body.propertyRefNo as string;
    for (const n of [1, 2, 3]) await add(sailPayload(server, { lawfirmRefNo: `TL/COUNT/${n}` }), tanLim);
    const next = (await json(await add(sailPayload(server, { lawfirmRefNo: 'LO/COUNT/2' }), leeOng))).body.propertyRefNo as string;
    const numberOf = (ref: string) => Number(ref.slice(-6));
    // Tan & Lim's three adds in between do not move Lee & Ong's count.
    expect(numberOf(next)).toBe(numberOf(year) + 1);
  });
});
