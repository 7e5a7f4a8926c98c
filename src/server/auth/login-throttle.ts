import { eq } from 'drizzle-orm';
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

/** Whole minutes until the lock lifts (at least 1), or null when the id is not locked. */
export async function lockMinutesLeft(db: Database, key: string, clock: Clock): Promise<number | null> {
  const [row] = await db.select().from(loginThrottle).where(eq(loginThrottle.userKey, key)).limit(1);
  const remainingMs = (row?.lockedUntil?.getTime() ?? 0) - clock.nowMs();
  return remainingMs > 0 ? Math.max(1, Math.ceil(remainingMs / 60_000)) : null;
}

export async function recordLoginFailure(db: Database, key: string, settings: ThrottleSettings): Promise<void> {
  const now = settings.clock.nowMs();
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(loginThrottle).where(eq(loginThrottle.userKey, key)).for('update');
    // A lock that has run out starts a fresh count.
    const lockRanOut = row?.lockedUntil != null && row.lockedUntil.getTime() <= now;
    const failures = (row && !lockRanOut ? row.failures : 0) + 1;
    const locks = failures >= settings.maxFailures;
    const values = {
      failures: locks ? 0 : failures,
      lockedUntil: locks ? new Date(now + settings.lockMinutes * 60_000) : null,
    };
    await tx
      .insert(loginThrottle)
      .values({ userKey: key, ...values })
      .onConflictDoUpdate({ target: loginThrottle.userKey, set: values });
  });
}

export async function clearLoginFailures(db: Database, key: string): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.userKey, key));
}

/** The login lock settings from configuration; every throttled call (login, change password, questions) uses them. */
export function throttleSettings(config: { loginMaxFailures: number; loginLockMinutes: number }, clock: Clock): ThrottleSettings {
  return { maxFailures: config.loginMaxFailures, lockMinutes: config.loginLockMinutes, clock };
}

/** Wrong security answers lock their own key, so they cannot lock the user's password login. */
export function securityQaThrottleKey(submittedUserId: string): string {
  return `security-qa:${throttleKey(submittedUserId)}`;
}
