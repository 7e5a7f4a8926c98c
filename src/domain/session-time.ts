import { SESSION_WARNING_MS } from './constants';

/** Session phase from the stored expiry (epoch ms) and now (seed 000 §4 "Session"). */
export type SessionPhase = 'active' | 'warning' | 'expired';

export function sessionPhase(expiresAtMs: number, nowMs: number): SessionPhase {
  const remaining = expiresAtMs - nowMs;
  if (remaining < 0) return 'expired';
  if (remaining < SESSION_WARNING_MS) return 'warning';
  return 'active';
}

/** Remaining time as m:ss for the 'Extend Session?' prompt. */
export function formatRemaining(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${minutes}:${seconds.toString().padStart(2, '0')}`;
}
