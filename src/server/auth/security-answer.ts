import { hashSecret, verifySecret } from './password-hash';

/** Answers match however the user capitalises or spaces them ("Ang Mo Kio" = "ang  mo kio"). */
export function normaliseAnswer(answer: string): string {
  return answer.trim().replace(/\s+/g, ' ').toLowerCase();
}

export function hashAnswer(answer: string): Promise<string> {
  return hashSecret(normaliseAnswer(answer));
}

export function verifyAnswer(answer: string, encoded: string): Promise<boolean> {
  return verifySecret(normaliseAnswer(answer), encoded);
}
