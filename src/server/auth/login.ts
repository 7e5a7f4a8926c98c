import { accountSummaries } from '../../domain/history/account-summaries';
import type { Database } from '../db/database';
import { verifiedFirmId } from '../db/firm-scope';
import { findUserForLogin, type UserWithFirm } from '../db/queries/users';
import { recordEvent } from '../history/record-event';
import { throttledAttempt, throttleKey, type ThrottleSettings } from './login-throttle';
import { passwordHasExpired } from './password-age';
import { dummyPasswordHash, verifySecret } from './password-hash';

/**
 * A failed login of one of the firm's users goes into the firm's history (issue 20), attributed to the user whose
 * id was typed. An id nobody has belongs to no firm, and the throttle alone keeps count of it.
 */
async function recordFailedLogin(db: Database, found: UserWithFirm | undefined, why: 'wrong-password' | 'throttled', nowMs: number): Promise<void> {
  if (!found) return;
  const actor = { firmId: verifiedFirmId(found.user.firmId), userPk: found.user.id };
  await recordEvent(db, actor, { kind: 'account.login-failed', summary: accountSummaries.loginFailed(why) }, new Date(nowMs));
}

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

  let candidate: UserWithFirm | undefined;
  const attempt = await throttledAttempt(db, key, throttle, async () => {
    candidate = await findUserForLogin(db, submittedUserId);
    // Hash against a dummy for unknown ids so both failures take the same time.
    const passwordMatches = await verifySecret(password, candidate?.user.passwordHash ?? (await dummyPasswordHash()));
    return candidate && passwordMatches ? candidate : undefined;
  });
  if (attempt.kind === 'throttled') {
    await recordFailedLogin(db, candidate ?? (await findUserForLogin(db, submittedUserId)), 'throttled', throttle.clock.nowMs());
    return attempt;
  }
  if (attempt.kind === 'failed') {
    await recordFailedLogin(db, candidate, 'wrong-password', throttle.clock.nowMs());
    return { kind: 'invalid-credentials' };
  }

  const found = attempt.value;
  if (passwordHasExpired(found.user, passwordMaxAgeDays, throttle.clock.nowMs())) return { kind: 'password-expired' };
  if (found.user.passwordState === 'must_change') return { kind: 'password-must-change' };
  return { kind: 'signed-in', ...found };
}
