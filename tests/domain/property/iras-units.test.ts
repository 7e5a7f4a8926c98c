import { describe, expect, it } from 'vitest';
import { messages } from '../../../src/domain/messages';
import { irasUnitsEmptyText, pageCount, pageOf, sortByBlock } from '../../../src/domain/property/iras-units';

describe('IRAS eligible units', () => {
  it('sorts by block/house no. ascending, numbers by value', () => {
    const units = ['10', '9', '1G', '2', '1'].map((blkHouseNo) => ({ blkHouseNo }));
    expect(sortByBlock(units).map((u) => u.blkHouseNo)).toEqual(['1', '1G', '2', '9', '10']);
  });

  it('pages by 10', () => {
    const units = Array.from({ length: 23 }, (_, i) => i + 1);
    expect(pageCount(units.length)).toBe(3);
    expect(pageOf(units, 1)).toHaveLength(10);
    expect(pageOf(units, 3)).toEqual([21, 22, 23]);
    expect(pageOf(units, 9)).toEqual([21, 22, 23]);
    expect(pageCount(0)).toBe(1);
  });

  it.each([
    [{ status: 'loading' } as const, messages.fetchingData],
    [{ status: 'answered', returnCode: '20' } as const, messages.irasAddressNotFound],
    [{ status: 'answered', returnCode: '30' } as const, messages.irasApiErrorTryLater],
    [{ status: 'failed' } as const, messages.irasApiErrorTryLater],
  ])('an empty list after %j says %j', (answer, text) => {
    expect(irasUnitsEmptyText(answer)).toBe(text);
  });
});
