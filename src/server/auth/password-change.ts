import { messages } from '../../domain/messages';
import { newPasswordProblem, resetPasswordFormProblem } from '../../domain/password-forms';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { storeNewPassword } from '../db/queries/passwords';
import { findUserForLogin } from '../db/queries/users';
import { throttledAttempt, throttleKey, type ThrottleSettings } from './login-throttle';
import { dummyPasswordHash, hashSecret, verifySecret } from './password-hash';
import { readResetToken } from './reset-token';

export type PasswordChangeOutcome =
  | { kind: 'changed' }
  | { kind: 'throttled'; minutesLeft: number }
  | { kind: 'wrong-current-password' }
  | { kind: 'not-authorised' }
  /** A message from src/domain/password-forms (rule, same as current, not matching). */
  | { kind: 'problem'; message: string };

/**
 * Change (also of an expired password, without a session). The old password authenticates, so a wrong one
 * counts toward the same lock as a failed login for that user id.
 */
export async function changePassword(
  db: Database,
  throttle: ThrottleSettings,
  submittedUserId: string,
  oldPassword: string,
  newPassword: string,
  /** The caller's own session (changing from the account page), which stays; every other one of the user ends. */
  keepSessionId?: string,
): Promise<PasswordChangeOutcome> {
  const key = throttleKey(submittedUserId);
  if (key === '') return { kind: 'wrong-current-password' };
  const attempt = await throttledAttempt(db, key, throttle, async () => {
    const found = (await findUserForLogin(db, submittedUserId))?.user;
    // Unknown ids hash against a dummy so they answer as slowly, and as wrongly, as a wrong password.
    const matches = await verifySecret(oldPassword, found?.passwordHash ?? (await dummyPasswordHash()));
    return found && matches ? found : undefined;
  });
  if (attempt.kind === 'throttled') return attempt;
  if (attempt.kind === 'failed') return { kind: 'wrong-current-password' };
  const user = attempt.value;

  const problem = newPasswordProblem(newPassword, oldPassword);
  if (problem) return { kind: 'problem', message: problem };
  await storeNewPassword(db, user, await hashSecret(newPassword), throttle.clock.nowMs(), 'changed', keepSessionId);
  return { kind: 'changed' };
}

export interface ResetRequest {
  userid: string;
  newPassword: string;
  confirmPassword: string;
  resetToken: string;
}

/** Reset after the security questions: only with an unspent reset token issued to this very user. */
export async function resetPassword(db: Database, settings: { secret: string; clock: Clock }, request: ResetRequest): Promise<PasswordChangeOutcome> {
  const claims = request.resetToken ? await readResetToken(settings, request.resetToken) : null;
  const user = claims ? (await findUserForLogin(db, request.userid))?.user : undefined;
  const authorised = claims !== null && user !== undefined && throttleKey(claims.sub) === throttleKey(user.userId) && claims.tv === user.tokenVersion;
  if (!authorised) return { kind: 'not-authorised' };

  const problem =
    resetPasswordFormProblem({ next: request.newPassword, confirm: request.confirmPassword }) ?? newPasswordProblem(request.newPassword);
  if (problem) return { kind: 'problem', message: problem };
  // The user does not know the current password here, but the rule holds on reset too: only the hash can tell.
  if (await verifySecret(request.newPassword, user.passwordHash)) return { kind: 'problem', message: messages.passwordSameAsCurrent };
  await storeNewPassword(db, user, await hashSecret(request.newPassword), settings.clock.nowMs(), 'reset');
  return { kind: 'changed' };
}
