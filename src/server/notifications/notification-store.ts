import { asc, count, desc, eq, gt, inArray, isNull, type SQL } from 'drizzle-orm';
import type { NotificationKind } from '../../domain/notifications/notification-kinds';
import type { Database } from '../db/database';
import { inFirm, type FirmId } from '../db/firm-scope';
import { notifications, type NotificationRow } from '../db/schema';

/** One notice for one user of the firm. */
export interface NewNotice {
  firmId: FirmId;
  userId: number;
  propertyId: number | null;
  /** The history event it announces; none for a deadline falling due. */
  eventId: number | null;
  kind: NotificationKind;
  title: string;
  link: string | null;
  /** Keeps a notice found again (a deadline by the next check) from being given twice; null never clashes. */
  dedupeKey: string | null;
}

/**
 * Adds the notice unless the user already has one of the same dedupe key: answers its id, or null when it was
 * given before. ON CONFLICT DO NOTHING rather than a look first: with several server processes checking the same
 * deadlines at once, the unique index decides, and a loser's transaction is not aborted by the clash.
 */
export async function addNotice(db: Database, notice: NewNotice, at: Date): Promise<number | null> {
  const [row] = await db
    .insert(notifications)
    .values({ ...notice, createdAt: at })
    .onConflictDoNothing()
    .returning({ id: notifications.id });
  return row?.id ?? null;
}

/** Whose notices a read names: the signed-in user of the firm. */
export interface NoticeOwner {
  firmId: FirmId;
  userPk: number;
}

const ofOwner = (owner: NoticeOwner, ...conditions: Array<SQL | undefined>) =>
  inFirm(notifications, owner.firmId, eq(notifications.userId, owner.userPk), ...conditions);

export async function unreadCount(db: Database, owner: NoticeOwner): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(ofOwner(owner, isNull(notifications.readAt)));
  return row?.n ?? 0;
}

export interface NoticePage {
  rows: NotificationRow[];
  recordCount: number;
  unreadCount: number;
}

/** A page of the user's notices, newest first (notifications_user_idx). */
export async function noticePage(db: Database, owner: NoticeOwner, page: { pageNo: number; pageSize: number }): Promise<NoticePage> {
  const [rows, [total], unread] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(ofOwner(owner))
      .orderBy(desc(notifications.id))
      .limit(page.pageSize)
      .offset((page.pageNo - 1) * page.pageSize),
    db.select({ n: count() }).from(notifications).where(ofOwner(owner)),
    unreadCount(db, owner),
  ]);
  return { rows, recordCount: total?.n ?? 0, unreadCount: unread };
}

/** Marks the user's notices read: every unread one, or those named (another user's ids change nothing). */
export async function markNoticesRead(db: Database, owner: NoticeOwner, which: 'all' | readonly number[], at: Date): Promise<number> {
  if (which !== 'all' && which.length === 0) return unreadCount(db, owner);
  const named = which === 'all' ? undefined : inArray(notifications.id, [...which]);
  await db
    .update(notifications)
    .set({ readAt: at })
    .where(ofOwner(owner, isNull(notifications.readAt), named));
  return unreadCount(db, owner);
}

/** The user's notices after `afterId`, oldest first, for the stream; at most `limit`. */
export function noticesAfter(db: Database, owner: NoticeOwner, afterId: number, limit: number): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(ofOwner(owner, gt(notifications.id, afterId)))
    .orderBy(asc(notifications.id))
    .limit(limit);
}

/** The id of the user's newest notice, 0 when there is none: a stream without Last-Event-ID starts after it. */
export async function latestNoticeId(db: Database, owner: NoticeOwner): Promise<number> {
  const [row] = await db.select({ id: notifications.id }).from(notifications).where(ofOwner(owner)).orderBy(desc(notifications.id)).limit(1);
  return row?.id ?? 0;
}
