import { and, eq, lte, ne } from 'drizzle-orm';
import type { Database } from '../database';
import { userSessions } from '../schema';

/** The stored side of session tokens; src/server/auth/sessions.ts decides when each runs. */

export interface NewSessionRow {
  id: string;
  userPk: number;
  startedAtMs: number;
  expiresAtMs: number;
}

export async function insertSession(db: Database, row: NewSessionRow): Promise<void> {
  await db.insert(userSessions).values({
    id: row.id,
    userPk: row.userPk,
    startedAt: new Date(row.startedAtMs),
    expiresAt: new Date(row.expiresAtMs),
  });
}

/** Expired rows no token can use any more; swept per user so the table stays the size of live logins. */
export async function sweepExpiredSessions(db: Database, userPk: number, nowMs: number): Promise<void> {
  await db.delete(userSessions).where(and(eq(userSessions.userPk, userPk), lte(userSessions.expiresAt, new Date(nowMs))));
}

/**
 * Deletes one session and says when its chain of logins began, or undefined when it was already gone. The
 * delete is the check: of two requests ending the same session at once, only one gets the row.
 */
export async function takeSession(db: Database, sessionId: string): Promise<{ startedAtMs: number } | undefined> {
  const [row] = await db.delete(userSessions).where(eq(userSessions.id, sessionId)).returning({ startedAt: userSessions.startedAt });
  return row ? { startedAtMs: row.startedAt.getTime() } : undefined;
}

/** Ends every session of the user except `keepSessionId` (all of them without one). */
export async function endUserSessions(db: Database, userPk: number, keepSessionId?: string): Promise<void> {
  const others = keepSessionId === undefined ? undefined : ne(userSessions.id, keepSessionId);
  await db.delete(userSessions).where(and(eq(userSessions.userPk, userPk), others));
}
