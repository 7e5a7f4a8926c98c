import { eq, sql, type SQL } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { loginThrottle } from '../db/schema';

/**
 * Locks a submitted user id after too many consecutive failures. Keyed by what was typed (lowercased),
 * so unknown ids lock exactly like real ones and the lock reveals nothing about which ids exist.
 */
export interface ThrottleSettings {
  maxFailures: number;
  lockMinutes: number;
  clock: Clock;
}

export function throttleKey(submittedUserId: string): string {
  return submittedUserId.trim().toLowerCase();
}

/** Wrong security answers lock their own key, so they cannot lock the user's password login. */
export function securityQaThrottleKey(submittedUserId: string): string {
  return `security-qa:${throttleKey(submittedUserId)}`;
}

/** Direct-entry code guesses lock their own key, so guessing codes cannot lock the password login and vice versa. */
export function directEntryThrottleKey(submittedUserId: string): string {
  return `direct-entry:${throttleKey(submittedUserId)}`;
}

/** The login lock settings from configuration; every throttled call (login, change password, questions) uses them. */
export function throttleSettings(config: { loginMaxFailures: number; loginLockMinutes: number }, clock: Clock): ThrottleSettings {
  return { maxFailures: config.loginMaxFailures, lockMinutes: config.loginLockMinutes, clock };
}

export type ThrottledAttempt<T> =
  | { kind: 'throttled'; minutesLeft: number }
  /** The secret was checked and was wrong; the attempt is already counted. */
  | { kind: 'failed' }
  | { kind: 'passed'; value: T };

/**
 * The one way a secret is checked under the lock (login, change password, security answers, direct-entry
 * code): reserve the attempt, and only when the reservation allows it run `verify`, which answers the value
 * the secret unlocks or undefined for a wrong secret. A pass clears the key; a failure needs no second
 * write, because the reservation counted it before the secret was looked at. That is what makes parallel
 * guesses safe: no two guesses can both see "not locked yet" and both be checked past the maximum.
 * If `verify` throws, the attempt stays counted; erring toward the lock is the safe side.
 */
export async function throttledAttempt<T>(
  db: Database,
  key: string,
  settings: ThrottleSettings,
  verify: () => Promise<T | undefined>,
): Promise<ThrottledAttempt<T>> {
  const reservation = await reserveAttempt(db, key, settings);
  if (reservation.kind === 'throttled') return reservation;
  const value = await verify();
  if (value === undefined) return { kind: 'failed' };
  await clearAttempts(db, key);
  return { kind: 'passed', value };
}

export type Reservation = { kind: 'allowed' } | { kind: 'throttled'; minutesLeft: number };

/**
 * Counts one attempt for the key and decides, in the same single statement, whether it may check its
 * secret. One `INSERT … ON CONFLICT DO UPDATE … RETURNING` is atomic on PGlite and on PostgreSQL (the
 * conflicting row is locked while it is updated, so parallel reservations queue and each sees the count
 * the one before left), and no transaction stays open while the secret is hashed.
 *
 * The row, as each reservation leaves it:
 * - not locked: `failures` + 1 (a lock that has run out starts again at 1); the reservation that brings the
 *   count to the maximum also sets `locked_until`, and is itself still allowed: it is the last try. Setting
 *   the lock here rather than after a failed check means a process that dies mid-check still leaves a lock
 *   that runs out, never a count that refuses forever.
 * - locked: not counted further; `failures` is set past the maximum so this reservation (and every later one
 *   until the lock runs out) reads as refused, while the one that set the lock read exactly the maximum.
 */
export async function reserveAttempt(db: Database, key: string, settings: ThrottleSettings): Promise<Reservation> {
  const nowMs = settings.clock.nowMs();
  const max = settings.maxFailures;
  const lockEnd = new Date(nowMs + settings.lockMinutes * 60_000);
  // Timestamps go over as ISO text with an explicit type: drivers differ in how they send a Date.
  const at = (date: Date): SQL => sql`${date.toISOString()}::timestamptz`;

  // Inside DO UPDATE every column reference reads the row as it was before this reservation.
  const lockedNow = sql`${loginThrottle.lockedUntil} > ${at(new Date(nowMs))}`;
  const nextCount = sql`(CASE WHEN ${loginThrottle.lockedUntil} IS NULL THEN ${loginThrottle.failures} + 1 ELSE 1 END)`;
  const [row] = await db
    .insert(loginThrottle)
    .values({ userKey: key, failures: 1, lockedUntil: max <= 1 ? lockEnd : null })
    .onConflictDoUpdate({
      target: loginThrottle.userKey,
      set: {
        failures: sql`CASE WHEN ${lockedNow} THEN ${max + 1}::integer ELSE ${nextCount} END`,
        lockedUntil: sql`CASE WHEN ${lockedNow} THEN ${loginThrottle.lockedUntil} WHEN ${nextCount} >= ${max}::integer THEN ${at(lockEnd)} ELSE NULL END`,
      },
    })
    .returning({ failures: loginThrottle.failures, lockedUntil: loginThrottle.lockedUntil });

  // An upsert always returns its row; were it ever missing, refusing is the safe answer.
  if (row && row.failures <= max) return { kind: 'allowed' };
  const remainingMs = (row?.lockedUntil?.getTime() ?? lockEnd.getTime()) - nowMs;
  return { kind: 'throttled', minutesLeft: Math.max(1, Math.ceil(remainingMs / 60_000)) };
}

/** After a right secret: the count starts again (and a lock the last try set is lifted). */
export async function clearAttempts(db: Database, key: string): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.userKey, key));
}
