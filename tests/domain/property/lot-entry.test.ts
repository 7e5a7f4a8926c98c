import { describe, expect, it } from 'vitest';
import { lotEntry } from '../../../src/domain/property/lot-entry';

describe('lot entry keeps the part after the last hyphen', () => {
  it.each([
    ['MK06-3985M', '3985M'],
    ['3985M', '3985M'],
    ['MK06-A-3985M', '3985M'],
    ['MK06-', ''],
    ['', ''],
  ])('%j → %j', (input, kept) => {
    expect(lotEntry(input)).toBe(kept);
  });
});
