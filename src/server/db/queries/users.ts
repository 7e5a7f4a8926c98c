import { eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../database';
import { inFirm, type FirmId } from '../firm-scope';
import { lawFirms, userSessions, users, type LawFirm, type User } from '../schema';

export interface UserWithFirm {
  user: User;
  firm: LawFirm;
}

const sameLoginId = (submitted: string) => eq(sql`lower(${users.userId})`, submitted.trim().toLowerCase());

/**
 * Public pre-login lookups (login, security questions, direct-entry code) are the only user reads not
 * scoped to a firm: the caller has no session yet, and the answer never reveals another firm's data.
 */
export async function findUserForLogin(db: Database, submittedUserId: string): Promise<UserWithFirm | undefined> {
  const [row] = await db
    .select({ user: users, firm: lawFirms })
    .from(users)
    .innerJoin(lawFirms, eq(users.firmId, lawFirms.id))
    .where(sameLoginId(submittedUserId))
    .limit(1);
  return row;
}

/** What a token claims: its user, and the session row it lives by. */
export interface TokenSubject {
  loginUserId: string;
  sessionId: string;
}

/** What the bearer check needs of a session's user: who it is and which set-up steps are done. */
export type SessionUser = Pick<User, 'id' | 'userId' | 'question1' | 'question2' | 'uenUpdated' | 'disclaimerAccepted'>;

/**
 * The user of a live session, re-read on every request so an ended session stops working at once: one query,
 * found only while the token's session row exists, belongs to that user and has not expired by `nowMs`. It
 * reads only the columns the bearer check uses: every API request pays for this row.
 */
export async function findSessionUser(db: Database, subject: TokenSubject, firmId: FirmId, nowMs: number): Promise<SessionUser | undefined> {
  const [row] = await db
    .select({
      id: users.id,
      userId: users.userId,
      question1: users.question1,
      question2: users.question2,
      uenUpdated: users.uenUpdated,
      disclaimerAccepted: users.disclaimerAccepted,
    })
    .from(users)
    .innerJoin(userSessions, eq(userSessions.userPk, users.id))
    .where(
      inFirm(
        users,
        firmId,
        eq(users.userId, subject.loginUserId),
        eq(userSessions.id, subject.sessionId),
        gt(userSessions.expiresAt, new Date(nowMs)),
      ),
    )
    .limit(1);
  return row;
}

export async function findUserWithFirm(db: Database, firmId: FirmId, userPk: number): Promise<UserWithFirm | undefined> {
  const [row] = await db
    .select({ user: users, firm: lawFirms })
    .from(users)
    .innerJoin(lawFirms, eq(users.firmId, lawFirms.id))
    .where(inFirm(users, firmId, eq(users.id, userPk)))
    .limit(1);
  return row;
}

export async function recordDisclaimerAccepted(db: Database, firmId: FirmId, userPk: number): Promise<void> {
  await db
    .update(users)
    .set({ disclaimerAccepted: true })
    .where(inFirm(users, firmId, eq(users.id, userPk)));
}
