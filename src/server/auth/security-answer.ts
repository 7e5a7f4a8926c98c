import { normaliseSecurityAnswer } from '../../domain/security-qa';
import { hashSecret, verifySecret } from './password-hash';

/** Answers match however the user capitalises or spaces them ("Ang Mo Kio" = "ang  mo kio"). */
export function hashAnswer(answer: string): Promise<string> {
  return hashSecret(normaliseSecurityAnswer(answer));
}

export function verifyAnswer(answer: string, encoded: string): Promise<boolean> {
  return verifySecret(normaliseSecurityAnswer(answer), encoded);
}
