import type { Database } from '../db/database';
import { findUserForLogin, type UserWithFirm } from '../db/queries/users';
import { throttledAttempt, throttleKey, type ThrottleSettings } from './login-throttle';
import { passwordHasExpired } from './password-age';
import { dummyPasswordHash, verifySecret } from './password-hash';

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

  const attempt = await throttledAttempt(db, key, throttle, async () => {
    const found = await findUserForLogin(db, submittedUserId);
    // Hash against a dummy for unknown ids so both failures take the same time.
    const passwordMatches = await verifySecret(password, found?.user.passwordHash ?? (await dummyPasswordHash()));
    return found && passwordMatches ? found : undefined;
  });
  if (attempt.kind === 'throttled') return attempt;
  if (attempt.kind === 'failed') return { kind: 'invalid-credentials' };

  const found = attempt.value;
  if (passwordHasExpired(found.user, passwordMaxAgeDays, throttle.clock.nowMs())) return { kind: 'password-expired' };
  if (found.user.passwordState === 'must_change') return { kind: 'password-must-change' };
  return { kind: 'signed-in', ...found };
}
