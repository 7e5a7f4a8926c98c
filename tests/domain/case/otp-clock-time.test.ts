import { describe, expect, it } from 'vitest';
import { otpClockTime } from '../../../src/domain/case/otp-clock-time';
import { DEFAULT_OTP_TIME } from '../../../src/domain/documents/otp-text';

describe('the OTP expiry time read as a clock time', () => {
  it('reads the default and the ways a lawyer writes a time', () => {
    expect(otpClockTime(DEFAULT_OTP_TIME)).toBe('16:00');
    expect(otpClockTime('4pm')).toBe('16:00');
    expect(otpClockTime('11.30 a.m.')).toBe('11:30');
    expect(otpClockTime('12.00 p.m.')).toBe('12:00');
    expect(otpClockTime('12 a.m.')).toBe('00:00');
    expect(otpClockTime('12 noon')).toBe('12:00');
    expect(otpClockTime(' 16:00 ')).toBe('16:00');
  });

  it('gives nothing for what it cannot read, so the default time applies', () => {
    expect(otpClockTime('')).toBeUndefined();
    expect(otpClockTime('4')).toBeUndefined();
    expect(otpClockTime('13 p.m.')).toBeUndefined();
    expect(otpClockTime('4.75 p.m.')).toBeUndefined();
    expect(otpClockTime('24:00')).toBeUndefined();
    expect(otpClockTime('teatime')).toBeUndefined();
  });
});
