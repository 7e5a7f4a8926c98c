import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/messages';
import type { FirmId } from '../../src/server/db/firm-scope';
import { notifications, users } from '../../src/server/db/schema';
import { addNotice } from '../../src/server/notifications/notification-store';
import { json } from './support/properties';
import { firmIdOfUser } from './support/requisitions';
import { startTestServer, type TestServer } from './support/start-test-server';

/**
 * Issue 20 "Notifications": GET /notifications (newest first, paged, with the unread count) and POST
 * /notifications/read (ids, or all). A user sees and marks only their own notices.
 */

interface Page {
  records: Array<{ id: number; kind: string; title: string; link: string | null; propertyId: number | null; createdAt: string; read: boolean }>;
  recordCount: number;
  unreadCount: number;
  pageNo: number;
  pageSize: number;
}

let server: TestServer;
let lawyer1: string;
let lawyer2: string;
let tanLim: FirmId;
const ids: number[] = [];

async function userPk(userId: string): Promise<number> {
  const [row] = await server.db.select({ id: users.id }).from(users).where(eq(users.userId, userId));
  if (!row) throw new Error(`no user ${userId}`);
  return row.id;
}

beforeAll(async () => {
  server = await startTestServer();
  [lawyer1, lawyer2] = await Promise.all([server.tokenFor('lawyer1'), server.tokenFor('lawyer2')]);
  tanLim = await firmIdOfUser(server, 'lawyer1');
  const lawyer1Pk = await userPk('lawyer1');
  for (let n = 1; n <= 12; n += 1) {
    const id = await addNotice(
      server.db,
      {
        firmId: tanLim,
        userId: lawyer1Pk,
        propertyId: null,
        eventId: null,
        kind: 'deadline.due',
        title: `Notice ${n}`,
        link: `/property-summary/${n}`,
        dedupeKey: null,
      },
      new Date(server.clock.nowMs() + n),
    );
    if (id !== null) ids.push(id);
  }
  // Another user of the same firm with notices of their own.
  await addNotice(
    server.db,
    {
      firmId: tanLim,
      userId: await userPk('nouen'),
      propertyId: null,
      eventId: null,
      kind: 'deadline.due',
      title: 'Not for lawyer1',
      link: null,
      dedupeKey: null,
    },
    new Date(server.clock.nowMs()),
  );
});
afterAll(() => server.close());

const page = async (query = '', jwt = lawyer1) => json<Page>(await server.get(`/api/notifications${query}`, jwt));
const markRead = async (body: unknown, jwt = lawyer1) =>
  json<{ unreadCount?: number; errormsg?: string }>(await server.post('/api/notifications/read', body, jwt));

describe('GET /api/notifications', () => {
  it("gives the user's own notices newest first, ten a page by default, with how many there are and are unread", async () => {
    const { status, body } = await page();
    expect(status).toBe(200);
    expect(body).toMatchObject({ recordCount: 12, unreadCount: 12, pageNo: 1, pageSize: 10 });
    expect(body.records.map((record) => record.title)).toEqual([
      'Notice 12',
      'Notice 11',
      'Notice 10',
      'Notice 9',
      'Notice 8',
      'Notice 7',
      'Notice 6',
      'Notice 5',
      'Notice 4',
      'Notice 3',
    ]);
    expect(body.records[0]).toEqual({
      id: ids.at(-1),
      kind: 'deadline.due',
      title: 'Notice 12',
      link: '/property-summary/12',
      propertyId: null,
      createdAt: new Date(server.clock.nowMs() + 12).toISOString(),
      read: false,
    });
    const second = await page('?pageNo=2&pageSize=5');
    expect(second.body.records.map((record) => record.title)).toEqual(['Notice 7', 'Notice 6', 'Notice 5', 'Notice 4', 'Notice 3']);
  });

  it('refuses a page it cannot give', async () => {
    for (const query of ['?pageSize=51', '?pageNo=0', '?pageNo=x']) {
      const { status, body } = await json<{ errormsg: string }>(await server.get(`/api/notifications${query}`, lawyer1));
      expect({ query, status, errormsg: body.errormsg }).toEqual({ query, status: 400, errormsg: messages.badRequest });
    }
  });

  it('shows another firm nothing, and needs the bearer token', async () => {
    expect((await page('', lawyer2)).body).toMatchObject({ records: [], recordCount: 0, unreadCount: 0 });
    expect((await server.get('/api/notifications')).status).toBe(401);
  });
});

describe('POST /api/notifications/read', () => {
  it('marks the named notices read and answers how many are left; ids of other users change nothing', async () => {
    const [nouenNotice] = await server.db.select().from(notifications).where(eq(notifications.title, 'Not for lawyer1'));
    expect(await markRead({ ids: [ids[0], ids[1], nouenNotice?.id] })).toEqual({ status: 200, body: { unreadCount: 10 } });
    const { body } = await page('?pageSize=50');
    expect(body.records.filter((record) => record.read).map((record) => record.title)).toEqual(['Notice 2', 'Notice 1']);
    const [still] = await server.db.select().from(notifications).where(eq(notifications.title, 'Not for lawyer1'));
    expect(still?.readAt).toBeNull();
    expect(await markRead({ all: true }, lawyer2)).toEqual({ status: 200, body: { unreadCount: 0 } });
    expect((await page()).body.unreadCount).toBe(10);
  });

  it('marks them all read', async () => {
    expect(await markRead({ all: true })).toEqual({ status: 200, body: { unreadCount: 0 } });
    expect((await page()).body.records.every((record) => record.read)).toBe(true);
  });

  it('refuses a body that names nothing', async () => {
    for (const body of [{}, { ids: 'all' }, { ids: [0] }, { all: 'yes' }]) {
      expect({ body, status: (await markRead(body)).status }).toEqual({ body, status: 400 });
    }
    expect((await server.post('/api/notifications/read', { all: true })).status).toBe(401);
  });
});
