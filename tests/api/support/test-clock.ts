import type { Clock } from '../../../src/server/clock';

/** A clock that starts at the real time and only moves when a test says so. */
export interface TestClock extends Clock {
  advance(ms: number): void;
}

export function createTestClock(startMs = Date.now()): TestClock {
  let now = startMs;
  return {
    nowMs: () => now,
    advance: (ms) => {
      now += ms;
    },
  };
}
