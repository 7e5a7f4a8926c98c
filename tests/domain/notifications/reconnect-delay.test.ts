import { describe, expect, it } from 'vitest';
import { RECONNECT_FIRST_MS, RECONNECT_MAX_MS, reconnectDelay } from '../../../src/domain/notifications/reconnect-delay';

const middle = () => 0.5;

describe('reconnecting the notification stream', () => {
  it('waits a second first, then doubles, up to thirty seconds', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 20].map((attempt) => reconnectDelay(attempt, middle))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });

  it('spreads each wait by up to a fifth, never past the bounds', () => {
    expect(reconnectDelay(2, () => 0)).toBe(3_200);
    expect(reconnectDelay(2, () => 1)).toBe(4_800);
    expect(reconnectDelay(0, () => 0)).toBeGreaterThanOrEqual(RECONNECT_FIRST_MS / 2);
    expect(reconnectDelay(30, () => 1)).toBe(RECONNECT_MAX_MS);
  });
});
