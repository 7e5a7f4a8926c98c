import { messages } from './messages';
import { meetsPasswordRule } from './password';

/** Change / expired password form (seed 002 §5): all three filled and new equal to confirm. */
export function changePasswordFormProblem(form: { current: string; next: string; confirm: string }): string | null {
  if (!form.current || !form.next || !form.confirm || form.next !== form.confirm) return messages.passwordNotMatchOrEmpty;
  return null;
}

/** Reset password form (seed 002 §5): new and confirm filled and equal. */
export function resetPasswordFormProblem(form: { next: string; confirm: string }): string | null {
  if (!form.next || !form.confirm || form.next !== form.confirm) return messages.passwordsNotMatchOrEmpty;
  return null;
}

/**
 * What the server checks of a new password beyond the form (and the form shows first): the rule, and that it
 * differs from the current one when that is known.
 */
export function newPasswordProblem(next: string, current?: string): string | null {
  if (!meetsPasswordRule(next)) return messages.passwordRule;
  if (current !== undefined && next === current) return messages.passwordSameAsCurrent;
  return null;
}
