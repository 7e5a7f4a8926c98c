import type { Database } from '../db/database';
import { findUserForLogin, type UserWithFirm } from '../db/queries/users';
import { passwordHasExpired } from './password-age';
import { dummyPasswordHash, verifySecret } from './password-hash';
import { clearLoginFailures, lockMinutesLeft, recordLoginFailure, throttleKey, type ThrottleSettings } from './login-throttle';

export type LoginOutcome =
  | { kind: 'throttled'; minutesLeft: number }
  | { kind: 'invalid-credentials' }
  | { kind: 'password-expired' }
  | { kind: 'password-must-change' }
  | ({ kind: 'signed-in' } & UserWithFirm);

/** Checks a login attempt; the password arrives already decrypted. */
export async function attemptLogin(
  db: Database,
  throttle: ThrottleSettings,
  submittedUserId: string,
  password: string,
  passwordMaxAgeDays: number,
): Promise<LoginOutcome> {
  const key = throttleKey(submittedUserId);
  if (key === '') return { kind: 'invalid-credentials' };

  const minutesLeft = await lockMinutesLeft(db, key, throttle.clock);
  if (minutesLeft !== null) return { kind: 'throttled', minutesLeft };

  const found = await findUserForLogin(db, submittedUserId);
  // Hash against a dummy for unknown ids so both failures take the same time.
  const passwordMatches = await verifySecret(password, found?.user.passwordHash ?? (await dummyPasswordHash()));
  if (!found || !passwordMatches) {
    await recordLoginFailure(db, key, throttle);
    return { kind: 'invalid-credentials' };
  }

  await clearLoginFailures(db, key);
  if (passwordHasExpired(found.user, passwordMaxAgeDays, throttle.clock.nowMs())) return { kind: 'password-expired' };
  if (found.user.passwordState === 'must_change') return { kind: 'password-must-change' };
  return { kind: 'signed-in', ...found };
}
