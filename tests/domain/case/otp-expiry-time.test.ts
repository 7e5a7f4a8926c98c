import { describe, expect, it } from 'vitest';
import { readOptionExpiryTime } from '../../../src/domain/case/otp-expiry-time';

const read = (value: string | undefined) => readOptionExpiryTime(value)?.toString();

describe('readOptionExpiryTime', () => {
  it('reads HH:mm', () => {
    expect(read('16:00')).toBe('16:00:00');
    expect(read('09:30')).toBe('09:30:00');
    expect(read('00:00')).toBe('00:00:00');
    expect(read('23:59')).toBe('23:59:00');
  });

  it('reads nothing else', () => {
    for (const value of [undefined, '', '24:00', '16:60', '9:30', '4.00 p.m.', 'noon']) expect(read(value), value).toBeUndefined();
  });
});
