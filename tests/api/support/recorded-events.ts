import { asc, eq, gt, max } from 'drizzle-orm';
import type { HistoryEventKind } from '../../../src/domain/history/event-kinds';
import { historyEvents, users, type HistoryEventRow } from '../../../src/server/db/schema';
import type { TestServer } from './start-test-server';

/** The history tests' reads of history_events, through the test server's database handle. */

/** What the product records by itself (another engineer's kinds): left out, so a reply or signature that comes due never muddles a test. */
const ARRIVALS: ReadonlySet<string> = new Set<HistoryEventKind>(['document.signed', 'requisition.replied', 'service.replied']);

export async function lastEventId(server: TestServer): Promise<number> {
  const [row] = await server.db.select({ id: max(historyEvents.id) }).from(historyEvents);
  return row?.id ?? 0;
}

/** The events the writes since `since` recorded, oldest first, without arrivals. */
export async function eventsSince(server: TestServer, since: number): Promise<HistoryEventRow[]> {
  const rows = await server.db.select().from(historyEvents).where(gt(historyEvents.id, since)).orderBy(asc(historyEvents.id));
  return rows.filter((row) => !ARRIVALS.has(row.kind));
}

/** What a call records: the events after it, or the error of a call that failed. */
export async function recordedBy(server: TestServer, call: () => Promise<Response>, status = 200): Promise<HistoryEventRow[]> {
  const since = await lastEventId(server);
  const response = await call();
  if (response.status !== status) throw new Error(`expected ${status}, got ${response.status}: ${await response.text()}`);
  return eventsSince(server, since);
}

/** The firm and users.id of a demo user: who the events name as actor. */
export async function actorOf(server: TestServer, userId: string): Promise<{ firmId: number; actorUserId: number }> {
  const [user] = await server.db.select({ firmId: users.firmId, actorUserId: users.id }).from(users).where(eq(users.userId, userId));
  if (!user) throw new Error(`no user ${userId}`);
  return user;
}
