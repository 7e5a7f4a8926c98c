import type { Database } from '../db/database';
import { findUserForLogin, type UserWithFirm } from '../db/queries/users';
import { constantTimeEquals } from './constant-time';
import { directEntryThrottleKey, throttledAttempt, throttleKey, type ThrottleSettings } from './login-throttle';
import { uniqueCodeHash } from './unique-code-hash';

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
  if (throttleKey(submittedUserId) === '') return undefined;
  const attempt = await throttledAttempt(db, directEntryThrottleKey(submittedUserId), throttle, async () => {
    const found = await findUserForLogin(db, submittedUserId);
    // Only the code's hash is stored, so a leaked users table does not leak working links.
    const storedHash = found?.user.uniqueCodeHash ?? '';
    const matches = constantTimeEquals(storedHash, uniqueCodeHash(uniqueCode)) && uniqueCode !== '' && storedHash !== '';
    return found && matches ? found : undefined;
  });
  // A locked link answers like a wrong code: the seed's reply has no place for the lock.
  return attempt.kind === 'passed' ? attempt.value : undefined;
}
