import { describe, expect, it } from 'vitest';
import { isOverBulkLimit, sizeInMb } from '../../src/domain/documents/centre/limits';

describe('document centre sizes', () => {
  it('shows bytes as MB with three decimals, cut rather than rounded up to the limit', () => {
    expect(sizeInMb(0)).toBe('0.000');
    expect(sizeInMb(84_211)).toBe('0.084');
    expect(sizeInMb(5_500_000)).toBe('5.500');
    expect(sizeInMb(9_999_999)).toBe('9.999');
    expect(sizeInMb(10_000_000)).toBe('10.000');
  });

  it('lets a selection under 10,000,000 bytes go out together and holds one of 10,000,000 or more', () => {
    expect(isOverBulkLimit(9_999_999)).toBe(false);
    expect(isOverBulkLimit(10_000_000)).toBe(true);
  });
});
