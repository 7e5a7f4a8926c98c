import { describe, expect, it } from 'vitest';
import { formatRemaining, sessionPhase } from '../../src/domain/session-time';

describe('session time', () => {
  const expiresAt = 1_000_000;

  it('is active with 90 seconds or more left', () => {
    expect(sessionPhase(expiresAt, expiresAt - 90_000)).toBe('active');
    expect(sessionPhase(expiresAt, expiresAt - 600_000)).toBe('active');
  });

  it('warns under 90 seconds left, down to zero', () => {
    expect(sessionPhase(expiresAt, expiresAt - 89_999)).toBe('warning');
    expect(sessionPhase(expiresAt, expiresAt)).toBe('warning');
  });

  it('expires once the time is below zero', () => {
    expect(sessionPhase(expiresAt, expiresAt + 1)).toBe('expired');
  });

  it('shows the remaining time as minutes and seconds', () => {
    expect(formatRemaining(89_400)).toBe('1:29');
    expect(formatRemaining(5_000)).toBe('0:05');
    expect(formatRemaining(-10)).toBe('0:00');
  });
});
