import type { User } from '../db/schema';

const DAY_MS = 86_400_000;

type PasswordAge = Pick<User, 'passwordState' | 'passwordChangedAt'>;

/**
 * When the password expires (epoch ms): the maximum age (PASSWORD_MAX_AGE_DAYS) after its last change, or
 * that change itself when the password is marked expired. User details send it for the change-password banner.
 */
export function passwordExpiresAtMs(user: PasswordAge, maxAgeDays: number): number {
  const changedAt = user.passwordChangedAt.getTime();
  return user.passwordState === 'expired' ? changedAt : changedAt + maxAgeDays * DAY_MS;
}

/**
 * Whether login must send the user to change the password: marked expired, or older than the configured
 * maximum age. Either way it stays so until the password is changed.
 */
export function passwordHasExpired(user: PasswordAge, maxAgeDays: number, nowMs: number): boolean {
  if (user.passwordState === 'expired') return true;
  return nowMs > passwordExpiresAtMs(user, maxAgeDays);
}
