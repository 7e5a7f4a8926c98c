import { eq, sql } from 'drizzle-orm';
import type { Database } from '../database';
import { inFirm, type FirmId } from '../firm-scope';
import { lawFirms, users, type LawFirm, type User } from '../schema';

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

/** The session's own user row, re-read on every request so revoked tokens stop working at once. */
export async function findSessionUser(db: Database, loginUserId: string, firmId: FirmId): Promise<User | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(inFirm(users, firmId, eq(users.userId, loginUserId)))
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
