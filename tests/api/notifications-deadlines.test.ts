import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caseProgressSummaries, notifications, users } from '../../src/server/db/schema';
import { notifyDueDeadlines } from '../../src/server/notifications/deadline-check';
import { caseRecipient } from '../../src/server/notifications/notification-recipient';
import { propertyIdOf } from './support/properties';
import { firmIdOfUser } from './support/requisitions';
import { startTestServer, type TestServer } from './support/start-test-server';

/**
 * Issue 20 "Notifications": a deadline falling due (within 3 days, or overdue) tells the case's lawyer once per
 * case, deadline and state, by a periodic check over case_progress on the server's clock; the unique dedupe key
 * keeps it once when several server processes check at the same moment. And who is told about a case.
 */

let server: TestServer;
const HOUR = 3_600_000;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function userPk(userId: string): Promise<number> {
  const [row] = await server.db.select({ id: users.id }).from(users).where(eq(users.userId, userId));
  if (!row) throw new Error(`no user ${userId}`);
  return row.id;
}

const now = () => new Date(server.clock.nowMs());

/** Puts the case's next deadline where the test wants it, as refreshCaseProgress would have stored it. */
async function setNextDeadline(propertyId: number, values: Partial<typeof caseProgressSummaries.$inferInsert>) {
  await server.db.update(caseProgressSummaries).set(values).where(eq(caseProgressSummaries.propertyId, propertyId));
}

const noticesOfCase = (propertyId: number) =>
  server.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.propertyId, propertyId), eq(notifications.kind, 'deadline.due')))
    .orderBy(notifications.id);

describe('who is told about a case', () => {
  it("is the firm's own lawyer on the case, else the user who opened it", async () => {
    const firmId = await firmIdOfUser(server, 'lawyer1');
    const caseId = await propertyIdOf(server, 'PCN-2026-000102');
    await setNextDeadline(caseId, { lawyerUserId: await userPk('nouen') });
    expect(await caseRecipient(server.db, firmId, caseId)).toEqual({ userId: await userPk('nouen'), caseRef: 'PCN-2026-000102' });
    await setNextDeadline(caseId, { lawyerUserId: null });
    expect(await caseRecipient(server.db, firmId, caseId)).toEqual({ userId: await userPk('lawyer1'), caseRef: 'PCN-2026-000102' });
  });

  it('is never a user of another firm, and there is no one for a case of another firm', async () => {
    const caseId = await propertyIdOf(server, 'PCN-2026-000102');
    await setNextDeadline(caseId, { lawyerUserId: await userPk('lawyer2') });
    expect(await caseRecipient(server.db, await firmIdOfUser(server, 'lawyer1'), caseId)).toMatchObject({ userId: await userPk('lawyer1') });
    expect(await caseRecipient(server.db, await firmIdOfUser(server, 'lawyer2'), caseId)).toBeNull();
    await setNextDeadline(caseId, { lawyerUserId: null });
  });
});

describe('the deadline check', () => {
  let caseId: number;
  beforeAll(async () => {
    caseId = await propertyIdOf(server, 'PCN-2026-000105');
    // The demo's own due deadlines are told first, so each test counts only its case.
    await notifyDueDeadlines(server.db, now());
  });

  it('tells nothing of a deadline more than three days away', async () => {
    await setNextDeadline(caseId, {
      nextKind: 'stampDuty',
      nextLabel: 'Stamp duty due',
      nextDueAt: new Date(server.clock.nowMs() + 73 * HOUR),
      lawyerUserId: null,
    });
    await notifyDueDeadlines(server.db, now());
    expect(await noticesOfCase(caseId)).toEqual([]);
  });

  it("tells the case's lawyer once it is due within three days, and once more when it is overdue", async () => {
    const dueAt = new Date(server.clock.nowMs() + 48 * HOUR);
    await setNextDeadline(caseId, { nextKind: 'stampDuty', nextLabel: 'Stamp duty due', nextDueAt: dueAt, lawyerUserId: await userPk('nouen') });
    expect(await notifyDueDeadlines(server.db, now())).toEqual({ candidates: 1, added: 1 });
    const [dueSoon] = await noticesOfCase(caseId);
    expect(dueSoon).toMatchObject({
      userId: await userPk('nouen'),
      eventId: null,
      title: expect.stringMatching(/^PCN-2026-000105: Stamp duty due on \d{2}-[A-Z][a-z]{2}-\d{4}: due within 3 days\.$/) as unknown,
      link: `/property-summary/${caseId}`,
      dedupeKey: `deadline:${caseId}:stampDuty:${dueAt.getTime()}:dueSoon`,
      readAt: null,
    });

    // The next checks find it told: one query, nothing added.
    expect(await notifyDueDeadlines(server.db, now())).toEqual({ candidates: 0, added: 0 });
    server.clock.advance(47 * HOUR);
    expect(await notifyDueDeadlines(server.db, now())).toEqual({ candidates: 0, added: 0 });

    server.clock.advance(2 * HOUR);
    expect(await notifyDueDeadlines(server.db, now())).toEqual({ candidates: 1, added: 1 });
    expect((await noticesOfCase(caseId)).map((notice) => notice.title.replace(/\d{2}-[A-Z][a-z]{2}-\d{4}/, 'DATE'))).toEqual([
      'PCN-2026-000105: Stamp duty due on DATE: due within 3 days.',
      'PCN-2026-000105: Stamp duty due on DATE: overdue.',
    ]);
    server.clock.advance(24 * HOUR);
    expect(await notifyDueDeadlines(server.db, now())).toEqual({ candidates: 0, added: 0 });
  });

  // Tagged postgres: only there do the calls overlap; PGlite's one connection runs them one after another.
  it('tells once when several server processes check at the same moment', { tags: ['postgres'] }, async () => {
    await setNextDeadline(caseId, { nextKind: 'completion', nextLabel: 'Completion', nextDueAt: new Date(server.clock.nowMs() + HOUR) });
    const results = await Promise.all([
      notifyDueDeadlines(server.db, now()),
      notifyDueDeadlines(server.db, now()),
      notifyDueDeadlines(server.db, now()),
    ]);
    expect(results.reduce((sum, result) => sum + result.added, 0)).toBe(1);
    expect((await noticesOfCase(caseId)).filter((notice) => notice.title.includes('Completion'))).toHaveLength(1);
  });

  it('leaves closed cases alone', async () => {
    await setNextDeadline(caseId, {
      nextKind: 'optionExpiry',
      nextLabel: 'Option expires',
      nextDueAt: new Date(server.clock.nowMs() + HOUR),
      closed: true,
    });
    expect(await notifyDueDeadlines(server.db, now())).toEqual({ candidates: 0, added: 0 });
    await setNextDeadline(caseId, { closed: false });
    expect(await notifyDueDeadlines(server.db, now())).toEqual({ candidates: 1, added: 1 });
    expect((await noticesOfCase(caseId)).at(-1)?.link).toBe(`/property-otp/${caseId}`);
  });
});
