/**
 * The least time between two requisition submissions of one user. A second Submit sooner than this is almost
 * always a double click or a retry without its Idempotency-Key, and no refunds are allowed (seed 001 §8), so
 * the server answers 429 (which the screen shows as nothing) instead of charging twice.
 */
export const SUBMIT_MIN_INTERVAL_MS = 3000;

/** True when a submission at `nowMs` follows the user's previous one (`previousMs`) too closely. */
export function submittedTooSoon(previousMs: number | null, nowMs: number): boolean {
  return previousMs !== null && nowMs - previousMs < SUBMIT_MIN_INTERVAL_MS;
}
