import type { SecurityQaForm } from '../../domain/security-qa';
import type { Database } from '../db/database';
import { findUserForLogin } from '../db/queries/users';
import type { User } from '../db/schema';
import { securityQaThrottleKey, throttledAttempt, throttleKey, type ThrottleSettings } from './login-throttle';
import { dummyPasswordHash } from './password-hash';
import { verifyAnswer } from './security-answer';

export type SecurityQaCheck =
  { kind: 'verified'; user: User } | { kind: 'throttled'; minutesLeft: number } | { kind: 'not-set' } | { kind: 'mismatch' };

/**
 * The forgot-password check. Wrong answers (or questions that are not the user's) lock the user id under
 * its own key; an unknown id answers, and locks, exactly like wrong answers.
 */
export async function checkSecurityAnswers(
  db: Database,
  throttle: ThrottleSettings,
  form: SecurityQaForm & { userid: string },
): Promise<SecurityQaCheck> {
  if (throttleKey(form.userid) === '') return { kind: 'mismatch' };
  const user = (await findUserForLogin(db, form.userid))?.user;
  // Checks no secret, so it is not an attempt: asking again must keep the helpdesk message, not lock.
  if (user && (!user.question1 || !user.question2 || !user.answer1Hash || !user.answer2Hash)) return { kind: 'not-set' };

  const attempt = await throttledAttempt(db, securityQaThrottleKey(form.userid), throttle, async () => {
    const dummy = await dummyPasswordHash();
    // Both answers are always hashed, so timing tells nothing about which one (or whether the user) failed.
    const [first, second] = await Promise.all([
      verifyAnswer(form.answer1, user?.answer1Hash ?? dummy),
      verifyAnswer(form.answer2, user?.answer2Hash ?? dummy),
    ]);
    const sameQuestions = user?.question1 === form.question1.trim() && user.question2 === form.question2.trim();
    return user && sameQuestions && first && second ? user : undefined;
  });
  if (attempt.kind === 'throttled') return attempt;
  if (attempt.kind === 'failed') return { kind: 'mismatch' };
  return { kind: 'verified', user: attempt.value };
}
