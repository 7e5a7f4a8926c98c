import { describe, expect, it } from 'vitest';
import { isValidUen, normaliseUen } from '../../src/domain/uen';

describe('UEN rule', () => {
  it('accepts a business UEN of eight digits and a letter', () => {
    expect(isValidUen('53312345K')).toBe(true);
  });

  it('accepts a local company UEN of year, five digits and a letter', () => {
    expect(isValidUen('201912345K')).toBe(true);
  });

  it('accepts other entities with T, S or R, two digits, a listed entity code, four digits and a letter', () => {
    expect(isValidUen('T08LL1234A')).toBe(true);
    expect(isValidUen('S99CC0001Z')).toBe(true);
    expect(isValidUen('R12SS9876B')).toBe(true);
  });

  it('refuses entity codes that are not on the list', () => {
    expect(isValidUen('T08ZZ1234A')).toBe(false);
  });

  it('refuses wrong lengths, missing check letters and other prefixes', () => {
    expect(isValidUen('5331234K')).toBe(false);
    expect(isValidUen('533123456')).toBe(false);
    expect(isValidUen('2019123456K')).toBe(false);
    expect(isValidUen('A08LL1234A')).toBe(false);
    expect(isValidUen('')).toBe(false);
  });

  it('ignores surrounding spaces and letter case', () => {
    expect(isValidUen(' 201912345k ')).toBe(true);
    expect(normaliseUen(' t08ll1234a ')).toBe('T08LL1234A');
  });
});
