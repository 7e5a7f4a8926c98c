import { describe, expect, it } from 'vitest';
import { meetsPasswordRule } from '../../src/domain/password';

describe('password rule', () => {
  it('accepts 12 to 24 characters with upper, lower and a digit', () => {
    expect(meetsPasswordRule('Conveyancing2026')).toBe(true);
    expect(meetsPasswordRule('Abcdefghij12')).toBe(true);
    expect(meetsPasswordRule('Abcdefghij12Abcdefghij12')).toBe(true);
  });

  it('refuses passwords that are too short or too long', () => {
    expect(meetsPasswordRule('Abcdefghi12')).toBe(false);
    expect(meetsPasswordRule('Abcdefghij12Abcdefghij123')).toBe(false);
  });

  it('refuses passwords missing an uppercase, a lowercase or a digit', () => {
    expect(meetsPasswordRule('conveyancing2026')).toBe(false);
    expect(meetsPasswordRule('CONVEYANCING2026')).toBe(false);
    expect(meetsPasswordRule('ConveyancingTwo')).toBe(false);
  });
});
