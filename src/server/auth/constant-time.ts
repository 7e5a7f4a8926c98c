import { createHash, timingSafeEqual } from 'node:crypto';

/** Compares secrets without leaking their length or the position of the first difference. */
export function constantTimeEquals(a: string, b: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(a), digest(b));
}
