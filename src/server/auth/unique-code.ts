import type { Database } from '../db/database';
import { findUserForLogin } from '../db/queries/users';
import type { User } from '../db/schema';
import { constantTimeEquals } from './constant-time';
import { clearLoginFailures, lockMinutesLeft, recordLoginFailure, throttleKey, type ThrottleSettings } from './login-throttle';

/**
 * Direct-entry links (seed 000 §6) trade a user id and unique code for a token. Guesses count against
 * their own throttle key, so guessing codes cannot lock the user's password login and vice versa.
 */
export async function exchangeUniqueCode(
  db: Database,
  throttle: ThrottleSettings,
  submittedUserId: string,
  uniqueCode: string,
): Promise<User | undefined> {
  const key = `direct-entry:${throttleKey(submittedUserId)}`;
  if (throttleKey(submittedUserId) === '' || (await lockMinutesLeft(db, key, throttle.clock)) !== null) return undefined;

  const user = (await findUserForLogin(db, submittedUserId))?.user;
  const matches = constantTimeEquals(user?.uniqueCode ?? '', uniqueCode) && uniqueCode !== '' && !!user?.uniqueCode;
  if (!user || !matches) {
    await recordLoginFailure(db, key, throttle);
    return undefined;
  }
  await clearLoginFailures(db, key);
  return user;
}
