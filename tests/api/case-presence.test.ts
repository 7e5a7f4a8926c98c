// @module-tag postgres
// Runs on PostgreSQL too (docs/testing.md): presence reaches other tabs over their notification streams, also a stream
// served by another server process than the one that took the heartbeat.
import type { ServerType } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CasePresence } from '../../src/api/queries/case-presence';
import { openNotificationStream } from '../../src/api/queries/notifications-stream';
import { messages } from '../../src/domain/messages';
import { PRESENCE_TTL_MS, type HeartbeatActivity } from '../../src/domain/presence/case-presence';
import { createApp } from '../../src/server/app';
import { casePresence, users } from '../../src/server/db/schema';
import { listen } from '../../src/server/http/listen';
import { silentLogger } from '../../src/server/logger';
import { json, propertyIdOf } from './support/properties';
import { startTestServer, type TestServer } from './support/start-test-server';

/**
 * Who else is on a case: a case page's heartbeat (POST /case-presence) and the `presence` events of the other users'
 * notification streams. Lawyer1 (Tan Wei Ming) and nouen (Chua Kok Leong) are of one firm; lawyer2 (Ong Mei Ling) is
 * of another. The server's clock is the test's: a tab that stops beating lapses when the test moves it on.
 */

let server: TestServer;
let http: ServerType;
let baseUrl: string;
let sail: number;
let otherCase: number;
const tokens: Record<string, string> = {};
const open: Array<{ close(): void }> = [];

beforeAll(async () => {
  server = await startTestServer();
  let port: number;
  ({ server: http, port } = await listen(server.app, { port: 0, host: '127.0.0.1' }));
  baseUrl = `http://127.0.0.1:${port}/api`;
  // nouen, the other user of lawyer1's firm, with the firm's UEN set: past the set-up gate.
  await server.db.update(users).set({ uenUpdated: true }).where(eq(users.userId, 'nouen'));
  for (const userId of ['lawyer1', 'nouen', 'lawyer2']) tokens[userId] = await server.tokenFor(userId);
  sail = await propertyIdOf(server, 'PCN-2026-000101');
  otherCase = await propertyIdOf(server, 'PCN-2026-000102');
});
afterEach(async () => {
  for (const stream of open.splice(0)) stream.close();
  await server.db.delete(casePresence);
});
afterAll(async () => {
  await new Promise<void>((resolve) => http.close(() => resolve()));
  await server.close();
});

const beat = (userId: string, tabId: string, propertyId: number, activity: HeartbeatActivity) =>
  server.post('/api/case-presence', { propertyId, tabId, activity }, tokens[userId]);

/** A tab of `userId`: its heartbeats' id on its notification stream (the app's own reader), recording what it is told. */
function tabOf(userId: string, tabId: string, url = baseUrl) {
  const told: CasePresence[] = [];
  open.push(
    openNotificationStream({
      baseUrl: url,
      getToken: () => tokens[userId] ?? null,
      onUnread: () => undefined,
      onNotice: () => undefined,
      presenceTab: tabId,
      onPresence: (presence) => told.push(presence),
      delay: () => 200,
    }),
  );
  const last = () => told.at(-1);
  return {
    told,
    last,
    /** Waits until the last presence event says this, polling what arrived (the stream reads every second). */
    hears: (expected: CasePresence) => vi.waitFor(() => expect(last()).toEqual(expected), { timeout: 8_000, interval: 50 }),
  };
}

const TAN = { userId: 'lawyer1', userName: 'Tan Wei Ming' };
const CHUA = { userId: 'nouen', userName: 'Chua Kok Leong' };

describe('POST /api/case-presence and the stream’s presence events', () => {
  it('tells the other user of the firm who is viewing, what they edit, and that they left', async () => {
    expect((await beat('nouen', 'tab-chua-1', sail, 'viewing')).status).toBe(204);
    const chua = tabOf('nouen', 'tab-chua-1');
    await chua.hears({ propertyId: sail, others: [] });

    expect((await beat('lawyer1', 'tab-tan-1', sail, 'viewing')).status).toBe(204);
    await chua.hears({ propertyId: sail, others: [{ ...TAN, editing: [] }] });

    await beat('lawyer1', 'tab-tan-1', sail, 'otp');
    await chua.hears({ propertyId: sail, others: [{ ...TAN, editing: ['otp'] }] });

    // Tan sees Chua, never himself.
    const tan = tabOf('lawyer1', 'tab-tan-1');
    await tan.hears({ propertyId: sail, others: [{ ...CHUA, editing: [] }] });

    expect((await beat('lawyer1', 'tab-tan-1', sail, 'left')).status).toBe(204);
    await chua.hears({ propertyId: sail, others: [] });
    await tan.hears({ propertyId: null, others: [] });
  });

  it('names a user once however many tabs they have open, with what any of them edits', async () => {
    await beat('nouen', 'tab-chua-1', sail, 'viewing');
    await beat('lawyer1', 'tab-tan-1', sail, 'viewing');
    await beat('lawyer1', 'tab-tan-2', sail, 'wta');
    await beat('lawyer1', 'tab-tan-3', sail, 'case-details');
    const chua = tabOf('nouen', 'tab-chua-1');
    await chua.hears({ propertyId: sail, others: [{ ...TAN, editing: ['case-details', 'wta'] }] });
    // A tab on another case is not on this one.
    await beat('lawyer1', 'tab-tan-2', otherCase, 'otp');
    await chua.hears({ propertyId: sail, others: [{ ...TAN, editing: ['case-details'] }] });
  });

  it('forgets a tab that stops beating, and sweeps its row away', async () => {
    await beat('nouen', 'tab-chua-1', sail, 'viewing');
    await beat('lawyer1', 'tab-tan-1', sail, 's65');
    const chua = tabOf('nouen', 'tab-chua-1');
    await chua.hears({ propertyId: sail, others: [{ ...TAN, editing: ['s65'] }] });

    // Tan's laptop closes; Chua's page goes on beating.
    server.clock.advance(PRESENCE_TTL_MS + 1_000);
    await beat('nouen', 'tab-chua-1', sail, 'viewing');
    await chua.hears({ propertyId: sail, others: [] });
    expect(await server.db.select({ tabId: casePresence.tabId }).from(casePresence)).toEqual([{ tabId: 'tab-chua-1' }]);
  });

  it('keeps a tab on the case it moved to when the leave of the case before arrives late', async () => {
    await beat('nouen', 'tab-chua-1', otherCase, 'viewing');
    const chua = tabOf('nouen', 'tab-chua-1');
    await beat('lawyer1', 'tab-tan-1', sail, 'viewing');
    await beat('lawyer1', 'tab-tan-1', otherCase, 'viewing');
    await beat('lawyer1', 'tab-tan-1', sail, 'left');
    await chua.hears({ propertyId: otherCase, others: [{ ...TAN, editing: [] }] });
  });

  it("answers 404 for another firm's case, tells that firm's user nothing, and never names them", async () => {
    await beat('nouen', 'tab-chua-1', sail, 'viewing');
    const chua = tabOf('nouen', 'tab-chua-1');
    await chua.hears({ propertyId: sail, others: [] });

    const refused = await json<{ errormsg: string }>(await beat('lawyer2', 'tab-ong-1', sail, 'viewing'));
    expect(refused).toEqual({ status: 404, body: { errormsg: messages.notFound } });
    expect((await beat('lawyer2', 'tab-ong-1', sail, 'left')).status).toBe(404);
    const ong = tabOf('lawyer2', 'tab-ong-1');
    await ong.hears({ propertyId: null, others: [] });
    // Chua's stream has had several rounds since: still nobody.
    await beat('lawyer1', 'tab-tan-1', sail, 'viewing');
    await chua.hears({ propertyId: sail, others: [{ ...TAN, editing: [] }] });
    expect(chua.told.flatMap((presence) => presence.others.map((other) => other.userId))).not.toContain('lawyer2');
    expect(await server.db.select({ tabId: casePresence.tabId }).from(casePresence).where(eq(casePresence.tabId, 'tab-ong-1'))).toEqual([]);
  });

  it('reaches a stream served by another server process than the one that took the heartbeat (WORKERS)', async () => {
    const other = createApp({ db: server.db, config: server.config, keys: server.keys, clock: server.clock, logger: silentLogger });
    const { server: otherHttp, port } = await listen(other, { port: 0, host: '127.0.0.1' });
    try {
      await beat('nouen', 'tab-chua-1', sail, 'viewing');
      const chua = tabOf('nouen', 'tab-chua-1', `http://127.0.0.1:${port}/api`);
      await chua.hears({ propertyId: sail, others: [] });
      await beat('lawyer1', 'tab-tan-1', sail, 'parties');
      await chua.hears({ propertyId: sail, others: [{ ...TAN, editing: ['parties'] }] });
    } finally {
      for (const stream of open.splice(0)) stream.close();
      await new Promise<void>((resolve) => otherHttp.close(() => resolve()));
    }
  });

  it('refuses what is not a heartbeat with 400, and a caller without a token with 401', async () => {
    const bad = async (body: unknown) => json<{ errormsg: string; errors?: string[] }>(await server.post('/api/case-presence', body, tokens.lawyer1));
    const wrongActivity = await bad({ propertyId: sail, tabId: 'tab-tan-1', activity: 'typing' });
    expect(wrongActivity.status).toBe(400);
    expect(wrongActivity.body.errormsg).toBe(messages.badRequest);
    expect(wrongActivity.body.errors?.join('\n')).toMatch(/^activity:/);
    expect((await bad({ propertyId: sail, tabId: 'short', activity: 'viewing' })).body.errors?.join('\n')).toMatch(/^tabId:/);
    expect((await bad({ propertyId: 0, tabId: 'tab-tan-1', activity: 'viewing' })).status).toBe(400);
    expect((await server.post('/api/case-presence', { propertyId: sail, tabId: 'tab-tan-1', activity: 'viewing' })).status).toBe(401);
    const badTab = await fetch(`${baseUrl}/notifications/stream?tab=${encodeURIComponent('no spaces')}`, {
      headers: { Authorization: `Bearer ${tokens.lawyer1}` },
    });
    expect(badTab.status).toBe(400);
    expect(((await badTab.json()) as { errormsg?: string }).errormsg).toBe(messages.badRequest);
    expect(await server.db.select().from(casePresence)).toEqual([]);
  });
});
