/** The first wait before reconnecting a dropped notification stream, and the longest. */
export const RECONNECT_FIRST_MS = 1_000;
export const RECONNECT_MAX_MS = 30_000;

/**
 * How long to wait before the `attempt`-th reconnection in a row (0 is the first): doubling from one second up
 * to thirty, each spread by up to a fifth either way so that the tabs a restarted server dropped together do not
 * all come back in the same instant. `random` is Math.random's range, injectable for tests.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(RECONNECT_MAX_MS, RECONNECT_FIRST_MS * 2 ** Math.max(0, Math.min(attempt, 16)));
  const spread = base * 0.2 * (random() * 2 - 1);
  return Math.round(Math.min(RECONNECT_MAX_MS, Math.max(RECONNECT_FIRST_MS / 2, base + spread)));
}
