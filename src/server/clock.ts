import { Temporal } from 'temporal-polyfill';
import { todayInSingapore } from '../domain/today';

/** The server's notion of "now", injectable so tests can move time (token expiry, login locks). */
export interface Clock {
  nowMs(): number;
}

export const systemClock: Clock = { nowMs: () => Date.now() };

/** The product's "today" (Asia/Singapore, yyyy-mm-dd) by this clock. */
export function todayBy(clock: Clock): string {
  return todayInSingapore(Temporal.Instant.fromEpochMilliseconds(clock.nowMs()));
}
