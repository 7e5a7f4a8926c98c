// @module-tag postgres
// Runs on PostgreSQL too (docs/testing.md): long-lived streams polling over the pool, and a stream served by another server process.
import type { ServerType } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '../../src/api/queries/notifications';
import { openNotificationStream } from '../../src/api/queries/notifications-stream';
import { createApp } from '../../src/server/app';
import { requireBearer } from '../../src/server/auth/bearer';
import type { FirmId } from '../../src/server/db/firm-scope';
import { users } from '../../src/server/db/schema';
import type { AppEnv } from '../../src/server/http/app-env';
import { listen } from '../../src/server/http/listen';
import { silentLogger } from '../../src/server/logger';
import { collectArrivals } from '../../src/server/notifications/arrivals-sweep';
import { caseRecipient } from '../../src/server/notifications/notification-recipient';
import { addNotice } from '../../src/server/notifications/notification-store';
import { notificationStream } from '../../src/server/notifications/notification-stream';
import { createFileStore } from '../../src/server/services/files/file-store';
import { agencySimulatorOf, firmIdOfUser, insertRequisition } from './support/requisitions';
import { startTestServer, type TestServer } from './support/start-test-server';

/**
 * Issue 20 "Notifications": GET /notifications/stream over real HTTP, read by the app's own stream reader. A reply
 * that arrives reaches its lawyer's stream within seconds, and nobody else's; a reconnection resumes after the last
 * notice received; the stream ends with the session, and the reader stops at the 401 that follows.
 */

let server: TestServer;
let http: ServerType;
let baseUrl: string;
let tanLim: FirmId;
const tokens: Record<string, string> = {};
const open: Array<{ close(): void }> = [];

async function userPk(userId: string): Promise<number> {
  const [row] = await server.db.select({ id: users.id }).from(users).where(eq(users.userId, userId));
  if (!row) throw new Error(`no user ${userId}`);
  return row.id;
}

beforeAll(async () => {
  server = await startTestServer();
  let port: number;
  ({ server: http, port } = await listen(server.app, { port: 0, host: '127.0.0.1' }));
  baseUrl = `http://127.0.0.1:${port}/api`;
  tanLim = await firmIdOfUser(server, 'lawyer1');
  // nouen, another user of lawyer1's firm, with the firm's UEN set: past the set-up gate, so its stream opens.
  await server.db.update(users).set({ uenUpdated: true }).where(eq(users.userId, 'nouen'));
  for (const userId of ['lawyer1', 'lawyer2', 'nouen']) tokens[userId] = await server.tokenFor(userId);
  // The demo's long-due answers come in now, not in the middle of a test.
  await collectArrivals(sweepDeps());
});
afterEach(() => {
  for (const stream of open.splice(0)) stream.close();
});
afterAll(async () => {
  await new Promise<void>((resolve) => http.close(() => resolve()));
  await server.close();
});

function sweepDeps() {
  return {
    db: server.db,
    files: createFileStore(server.config.filesDir),
    clock: server.clock,
    config: server.config,
    agencies: agencySimulatorOf(server),
    signing: undefined,
    logger: silentLogger,
  };
}

interface Listener {
  unread: number[];
  notices: Notification[];
  unauthorized: boolean;
  token: string;
}

/** The app's reader on one user's stream, recording what arrives. */
function listenAs(userId: string, token = tokens[userId] ?? '', url = baseUrl): Listener {
  const listener: Listener = { unread: [], notices: [], unauthorized: false, token };
  open.push(
    openNotificationStream({
      baseUrl: url,
      getToken: () => listener.token,
      onUnread: (count) => listener.unread.push(count),
      onNotice: (notice, count) => {
        listener.notices.push(notice);
        listener.unread.push(count);
      },
      onUnauthorized: () => {
        listener.unauthorized = true;
      },
      delay: () => 200,
    }),
  );
  return listener;
}

async function until(what: string, condition: () => boolean, withinMs = 8_000): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('GET /api/notifications/stream', () => {
  it("brings an agency's reply to its lawyer within seconds, and to no other user or firm", async () => {
    const caseId = (await insertRequisition(server, { propertyRefNo: 'PCN-2026-000101', agencies: [['IRAS', 'IRAS']] })).propertyId;
    expect(await caseRecipient(server.db, tanLim, caseId)).toMatchObject({ userId: await userPk('lawyer1') });
    const lawyer1 = listenAs('lawyer1');
    const sameFirm = listenAs('nouen');
    const otherFirm = listenAs('lawyer2');
    await until('every stream has its unread count', () => [lawyer1, sameFirm, otherFirm].every((listener) => listener.unread.length > 0));
    const unreadBefore = lawyer1.unread.at(-1) ?? 0;

    server.clock.advance(server.config.agencyReplyDelayMs);
    const sentAt = Date.now();
    expect(await collectArrivals(sweepDeps())).toBe(1);
    await until('the reply reaches lawyer1', () => lawyer1.notices.length > 0, 5_000);
    expect(Date.now() - sentAt).toBeLessThan(5_000);
    expect(lawyer1.notices).toMatchObject([
      {
        kind: 'requisition.replied',
        title: 'PCN-2026-000101: IRAS replied to the requisition.',
        link: `/property-duediligence/${caseId}`,
        read: false,
      },
    ]);
    expect(lawyer1.unread.at(-1)).toBe(unreadBefore + 1);

    await pause(2_500);
    expect(sameFirm.notices).toEqual([]);
    expect(otherFirm.notices).toEqual([]);
  });

  it('brings the notice to a stream served by another server process than the one that stored it (WORKERS)', async () => {
    // A second process: its own app over the same database and keys, nothing else in common.
    const other = createApp({ db: server.db, config: server.config, keys: server.keys, clock: server.clock, logger: silentLogger });
    const { server: otherHttp, port } = await listen(other, { port: 0, host: '127.0.0.1' });
    try {
      const lawyer1 = listenAs('lawyer1', tokens.lawyer1, `http://127.0.0.1:${port}/api`);
      await until('connected to the other process', () => lawyer1.unread.length > 0);
      const caseId = (await insertRequisition(server, { propertyRefNo: 'PCN-2026-000101', agencies: [['URA', 'URA']] })).propertyId;
      server.clock.advance(server.config.agencyReplyDelayMs);
      // Collected by the first process's own route, as a read there would.
      const lawyer1Token = tokens.lawyer1 ?? '';
      expect((await server.get(`/api/get-duedeligence/${caseId}`, lawyer1Token)).status).toBe(200);
      await until(
        'the reply reaches the stream of the other process',
        () => lawyer1.notices.some((notice) => notice.title.includes('URA replied')),
        5_000,
      );
    } finally {
      for (const stream of open.splice(0)) stream.close();
      await new Promise<void>((resolve) => otherHttp.close(() => resolve()));
    }
  });

  it('sends the notices after Last-Event-ID first, then the new ones', async () => {
    const lawyer1Pk = await userPk('lawyer1');
    const notice = (title: string) =>
      addNotice(
        server.db,
        { firmId: tanLim, userId: lawyer1Pk, propertyId: null, eventId: null, kind: 'deadline.due', title, link: null, dedupeKey: null },
        new Date(server.clock.nowMs()),
      );
    const first = (await notice('First')) ?? 0;
    await notice('Second');
    await notice('Third');
    const response = await fetch(`${baseUrl}/notifications/stream`, {
      headers: { Authorization: `Bearer ${tokens.lawyer1}`, 'Last-Event-ID': String(first) },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const reader = response.body?.getReader();
    let text = '';
    while (!text.includes('Third')) {
      const chunk = await reader?.read();
      if (!chunk || chunk.done) break;
      text += new TextDecoder().decode(chunk.value);
    }
    await reader?.cancel();
    expect(text).toMatch(/^event: unread\ndata: \{"unreadCount":\d+\}\nretry: 2000\n\n/);
    expect(text).not.toContain('"First"');
    expect([...text.matchAll(/"title":"(\w+)"/g)].map((match) => match[1])).toEqual(['Second', 'Third']);
    expect([...text.matchAll(/^id: (\d+)$/gm)].map((match) => Number(match[1]))).toEqual([first + 1, first + 2]);
  });

  it('keeps a quiet connection alive with a comment line', async () => {
    const deps = { db: server.db, keys: server.keys, clock: server.clock, logger: silentLogger };
    const quick = new Hono<AppEnv>().get('/stream', requireBearer(deps), (c) =>
      notificationStream(c, deps, c.get('session'), undefined, { pollMs: 20, sessionCheckMs: 60_000, keepAliveMs: 100 }),
    );
    const response = await quick.request('/stream', { headers: { Authorization: `Bearer ${tokens.lawyer1}` } });
    const reader = response.body?.getReader();
    let text = '';
    while (!text.includes(': keep-alive')) {
      const chunk = await reader?.read();
      if (!chunk || chunk.done) break;
      text += new TextDecoder().decode(chunk.value);
    }
    await reader?.cancel();
    expect(text).toMatch(/^event: unread\n.*\n\n: keep-alive\n\n$/s);
  });

  it('says the unread count again when notices are read elsewhere (another tab)', async () => {
    const deps = { db: server.db, keys: server.keys, clock: server.clock, logger: silentLogger };
    const quick = new Hono<AppEnv>().get('/stream', requireBearer(deps), (c) =>
      notificationStream(c, deps, c.get('session'), undefined, { pollMs: 20, sessionCheckMs: 50, keepAliveMs: 60_000 }),
    );
    const token = tokens.lawyer1 ?? '';
    const notice = {
      firmId: tanLim,
      userId: await userPk('lawyer1'),
      propertyId: null,
      eventId: null,
      kind: 'deadline.due',
      title: 'Unread',
      link: null,
      dedupeKey: null,
    } as const;
    await addNotice(server.db, notice, new Date(server.clock.nowMs()));
    const response = await quick.request('/stream', { headers: { Authorization: `Bearer ${token}` } });
    const reader = response.body?.getReader();
    const next = async () => new TextDecoder().decode((await reader?.read())?.value);
    const first = /"unreadCount":(\d+)/.exec(await next())?.[1];
    expect(Number(first)).toBeGreaterThan(0);
    expect((await server.post('/api/notifications/read', { all: true }, token)).status).toBe(200);
    expect(await next()).toBe('event: unread\ndata: {"unreadCount":0}\n\n');
    await reader?.cancel();
  });

  it('refuses a Last-Event-ID that is no id, and a caller without a token', async () => {
    const bad = await fetch(`${baseUrl}/notifications/stream`, { headers: { Authorization: `Bearer ${tokens.lawyer1}`, 'Last-Event-ID': 'x' } });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errormsg?: string }).errormsg).toBeTruthy();
    expect((await fetch(`${baseUrl}/notifications/stream`)).status).toBe(401);
  });

  it('ends with the session: the reader then meets a 401 and stops', async () => {
    const token = await server.tokenFor('lawyer1');
    const listener = listenAs('lawyer1', token);
    await until('connected', () => listener.unread.length > 0);
    expect((await server.post('/api/logout', {}, token)).status).toBe(200);
    await until('the reader stopped', () => listener.unauthorized, 10_000);
  });
});
