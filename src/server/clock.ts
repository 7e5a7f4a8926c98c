/** The server's notion of "now", injectable so tests can move time (token expiry, login locks). */
export interface Clock {
  nowMs(): number;
}

export const systemClock: Clock = { nowMs: () => Date.now() };
