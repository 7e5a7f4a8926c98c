import { asc, count, eq, ilike, sql } from 'drizzle-orm';
import type { Database } from '../database';
import { lawFirms, users } from '../schema';
import { containing } from './like-pattern';

/**
 * The subscribing law firms and their users, as the lawyer modal searches them (seed 000 §3 "Law firm user",
 * §7 fetchusersbylawfirmname, retrievelawfirmuser). A directory of every firm by design: the other side's
 * lawyer is usually in another firm. It answers names and work contacts only.
 */

export const FIRM_SEARCH_LIMIT = 50;

export async function searchFirmsByName(db: Database, name: string) {
  const where = ilike(lawFirms.name, containing(name));
  const [rows, [total]] = await Promise.all([
    db
      .select({ acctId: lawFirms.acctId, acctName: lawFirms.name })
      .from(lawFirms)
      .where(where)
      .orderBy(asc(lawFirms.name), asc(lawFirms.id))
      .limit(FIRM_SEARCH_LIMIT),
    db.select({ value: count() }).from(lawFirms).where(where),
  ]);
  return { accountList: rows, recordCount: total?.value ?? 0 };
}

export async function findFirmByAccount(db: Database, acctId: string, appId: string) {
  const [firm] = await db
    .select()
    .from(lawFirms)
    .where(sql`${lawFirms.acctId} = ${acctId} and upper(${lawFirms.appId}) = ${appId.toUpperCase()}`)
    .limit(1);
  return firm;
}

export function firmUsers(db: Database, firmId: number) {
  return db
    .select({
      id: users.id,
      userId: users.userId,
      userName: users.userName,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phone: users.phone,
    })
    .from(users)
    .where(eq(users.firmId, firmId))
    .orderBy(asc(users.userName), asc(users.id));
}

/** A product user by login id (any firm) with the firm's details, for a lawyer picked from the directory. */
export async function findDirectoryUser(db: Database, userId: string) {
  const [row] = await db
    .select({ user: users, firm: lawFirms })
    .from(users)
    .innerJoin(lawFirms, eq(lawFirms.id, users.firmId))
    .where(eq(sql`lower(${users.userId})`, userId.trim().toLowerCase()))
    .limit(1);
  return row;
}
