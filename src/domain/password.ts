import * as v from 'valibot';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants';
import { messages } from './messages';

/** The password rule (seed 000 §9, 002 §5): 12–24 characters with upper, lower and a digit. */
export const passwordRule = v.pipe(
  v.string(),
  v.minLength(PASSWORD_MIN_LENGTH, messages.passwordRule),
  v.maxLength(PASSWORD_MAX_LENGTH, messages.passwordRule),
  v.regex(/[A-Z]/, messages.passwordRule),
  v.regex(/[a-z]/, messages.passwordRule),
  v.regex(/[0-9]/, messages.passwordRule),
);

export function meetsPasswordRule(password: string): boolean {
  return v.safeParse(passwordRule, password).success;
}
