import { and, eq, gt, lt, ne, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { EDITED_RECORDS, PRESENCE_TTL_MS, type CasePresence, type PresenceActivity, type PresentUser } from '../../domain/presence/case-presence';
import type { Database } from '../db/database';
import { inFirm, type FirmId } from '../db/firm-scope';
import { casePresence, properties, users } from '../db/schema';

/** One browser tab of the signed-in user: whose presence a heartbeat sets and a stream reports to. */
export interface PresenceTab {
  firmId: FirmId;
  userPk: number;
  tabId: string;
}

const lapsedBefore = (now: Date) => new Date(now.getTime() - PRESENCE_TTL_MS);

/** Whether the case is one of the firm's: another firm's case does not exist for the caller (404). */
export async function isFirmCase(db: Database, firmId: FirmId, propertyId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(inFirm(properties, firmId, eq(properties.id, propertyId)))
    .limit(1);
  return row !== undefined;
}

/**
 * The tab is on the case, doing `activity`: its one row moves to this case if it was on another. Then the rows
 * that have lapsed, of this case or this user, go: closed laptops and crashed tabs leave no row for long.
 */
export async function recordHeartbeat(db: Database, tab: PresenceTab, propertyId: number, activity: PresenceActivity, now: Date): Promise<void> {
  const values = { ...tab, propertyId, activity, seenAt: now };
  await db
    .insert(casePresence)
    .values(values)
    .onConflictDoUpdate({ target: [casePresence.userPk, casePresence.tabId], set: { firmId: tab.firmId, propertyId, activity, seenAt: now } });
  await db
    .delete(casePresence)
    .where(and(lt(casePresence.seenAt, lapsedBefore(now)), or(eq(casePresence.propertyId, propertyId), eq(casePresence.userPk, tab.userPk))));
}

/**
 * The tab has left the case. Only its row on that case goes: a leave that arrives after the tab's first heartbeat
 * on the next case (the page changed cases) must not end its presence there.
 */
export async function recordLeave(db: Database, tab: PresenceTab, propertyId: number): Promise<void> {
  await db
    .delete(casePresence)
    .where(
      and(
        eq(casePresence.userPk, tab.userPk),
        eq(casePresence.tabId, tab.tabId),
        eq(casePresence.firmId, tab.firmId),
        eq(casePresence.propertyId, propertyId),
      ),
    );
}

const others = alias(casePresence, 'others');

/**
 * What the tab is told: the case its live heartbeat declared, and the other users of the firm with a live row on
 * that case, each once however many tabs they have, with what any of them edits. One query: the tab's own row by
 * its key, the others by case_presence_property_idx.
 */
export async function presenceForTab(db: Database, tab: PresenceTab, now: Date): Promise<CasePresence> {
  const since = lapsedBefore(now);
  const rows = await db
    .select({ propertyId: casePresence.propertyId, userId: users.userId, userName: users.userName, activity: others.activity })
    .from(casePresence)
    .leftJoin(
      others,
      and(
        eq(others.propertyId, casePresence.propertyId),
        eq(others.firmId, casePresence.firmId),
        ne(others.userPk, casePresence.userPk),
        gt(others.seenAt, since),
      ),
    )
    .leftJoin(users, eq(users.id, others.userPk))
    .where(inFirm(casePresence, tab.firmId, eq(casePresence.userPk, tab.userPk), eq(casePresence.tabId, tab.tabId), gt(casePresence.seenAt, since)));
  const first = rows[0];
  if (!first) return { propertyId: null, others: [] };
  const byUser = new Map<string, { userName: string; activities: Set<PresenceActivity> }>();
  for (const row of rows) {
    if (row.userId === null || row.userName === null || row.activity === null) continue;
    const user = byUser.get(row.userId) ?? { userName: row.userName, activities: new Set<PresenceActivity>() };
    user.activities.add(row.activity);
    byUser.set(row.userId, user);
  }
  const present: PresentUser[] = [...byUser].map(([userId, { userName, activities }]) => ({
    userId,
    userName,
    editing: EDITED_RECORDS.filter((record) => activities.has(record)),
  }));
  present.sort((a, b) => a.userName.localeCompare(b.userName, 'en') || a.userId.localeCompare(b.userId, 'en'));
  return { propertyId: first.propertyId, others: present };
}
