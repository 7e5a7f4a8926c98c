import type { User } from '../db/schema';

const DAY_MS = 86_400_000;

/**
 * Whether login must send the user to change the password: marked expired, or older than the configured
 * maximum age (PASSWORD_MAX_AGE_DAYS). Either way it stays so until the password is changed.
 */
export function passwordHasExpired(user: Pick<User, 'passwordState' | 'passwordChangedAt'>, maxAgeDays: number, nowMs: number): boolean {
  if (user.passwordState === 'expired') return true;
  return nowMs - user.passwordChangedAt.getTime() > maxAgeDays * DAY_MS;
}
