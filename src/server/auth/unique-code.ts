import type { Database } from '../db/database';
import { findUserForLogin, type UserWithFirm } from '../db/queries/users';
import { constantTimeEquals } from './constant-time';
import { uniqueCodeHash } from './unique-code-hash';
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
): Promise<UserWithFirm | undefined> {
  const key = `direct-entry:${throttleKey(submittedUserId)}`;
  if (throttleKey(submittedUserId) === '' || (await lockMinutesLeft(db, key, throttle.clock)) !== null) return undefined;

  const found = await findUserForLogin(db, submittedUserId);
  // Only the code's hash is stored, so a leaked users table does not leak working links.
  const storedHash = found?.user.uniqueCodeHash ?? '';
  const matches = constantTimeEquals(storedHash, uniqueCodeHash(uniqueCode)) && uniqueCode !== '' && storedHash !== '';
  if (!found || !matches) {
    await recordLoginFailure(db, key, throttle);
    return undefined;
  }
  await clearLoginFailures(db, key);
  return found;
}
