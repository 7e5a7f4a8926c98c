import { and, asc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { DUE_SOON_HOURS } from '../../domain/case/deadlines';
import { deadlineNotice } from '../../domain/notifications/deadline-notice';
import { DEADLINE_DUE_KIND } from '../../domain/notifications/notification-kinds';
import type { Database } from '../db/database';
import { caseProgressSummaries, notifications, properties, users, type NewNotificationRow } from '../db/schema';

/** At most this many notices per check: a first start over many overdue cases spreads them over a few checks. */
export const DEADLINE_CHECK_BATCH = 500;

export interface DeadlineCheckResult {
  /** Open cases whose next deadline is due and whose recipient has not been told of it in this state. */
  candidates: number;
  added: number;
}

/**
 * Tells each open case's lawyer (or the user who opened it) that its next deadline is due within 3 days, or
 * overdue: once per case, deadline and state (src/domain/notifications/deadline-notice.ts). Reads case_progress,
 * where every write keeps the next deadline current, and leaves out what was told already, by the same key the
 * notice is stored under, so a check that finds nothing new costs one query. With several server processes
 * checking at once the unique (user, dedupe_key) index keeps each notice single.
 */
export async function notifyDueDeadlines(db: Database, now: Date): Promise<DeadlineCheckResult> {
  const cp = caseProgressSummaries;
  const at = sql`${now.toISOString()}::timestamptz`;
  const horizon = sql`${new Date(now.getTime() + DUE_SOON_HOURS * 3_600_000).toISOString()}::timestamptz`;
  // The case's own lawyer while a user of the firm, else whoever opened the case (notification-recipient.ts).
  const recipient = sql<number>`coalesce((select ${users.id} from ${users} where ${users.id} = ${cp.lawyerUserId} and ${users.firmId} = ${properties.firmId}), ${properties.createdBy})`;
  // deadlineDedupeKey in SQL: overdue once past (openDeadlineState), the due instant in epoch milliseconds.
  const state = sql`case when ${cp.nextDueAt} < ${at} then 'overdue' else 'dueSoon' end`;
  const key = sql`'deadline:' || ${cp.propertyId} || ':' || ${cp.nextKind} || ':' || floor(extract(epoch from ${cp.nextDueAt}) * 1000)::bigint || ':' || ${state}`;
  const due = await db
    .select({
      propertyId: cp.propertyId,
      firmId: properties.firmId,
      caseRef: properties.propertyRefNo,
      kind: cp.nextKind,
      label: cp.nextLabel,
      dueAt: cp.nextDueAt,
      userId: recipient,
    })
    .from(cp)
    .innerJoin(properties, eq(properties.id, cp.propertyId))
    .where(
      and(
        eq(cp.closed, false),
        isNotNull(cp.nextKind),
        lte(cp.nextDueAt, horizon),
        sql`not exists (select 1 from ${notifications} where ${notifications.userId} = ${recipient} and ${notifications.dedupeKey} = ${key})`,
      ),
    )
    .orderBy(asc(cp.nextDueAt), asc(cp.propertyId))
    .limit(DEADLINE_CHECK_BATCH);

  const instant = Temporal.Instant.fromEpochMilliseconds(now.getTime());
  const rows = due.flatMap((row): NewNotificationRow[] => {
    if (!row.kind || !row.dueAt) return [];
    const notice = deadlineNotice(
      { propertyId: row.propertyId, caseRef: row.caseRef, kind: row.kind, label: row.label ?? '', dueAt: row.dueAt },
      instant,
    );
    if (!notice) return [];
    const { title, link, dedupeKey } = notice;
    return [
      { firmId: row.firmId, userId: Number(row.userId), propertyId: row.propertyId, kind: DEADLINE_DUE_KIND, title, link, dedupeKey, createdAt: now },
    ];
  });
  if (rows.length === 0) return { candidates: due.length, added: 0 };
  // Each row's foreign key share-locks its case as the row goes in: in case id order, the order in which a write on
  // several cases locks them (db/case-lock.ts), so this insert and such a write never wait for each other in a circle.
  rows.sort((a, b) => (a.propertyId ?? 0) - (b.propertyId ?? 0));
  const added = await db.insert(notifications).values(rows).onConflictDoNothing().returning({ id: notifications.id });
  return { candidates: due.length, added: added.length };
}
