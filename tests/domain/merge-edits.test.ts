import { describe, expect, it } from 'vitest';
import { mergeEdits, sameValue, valueAt } from '../../src/domain/edit-conflict/merge-edits';

const base = { developmentName: 'Marina One', roadName1: 'Marina Way', unitNo: '05', lots: [{ lotNo: '123' }] };

describe('mergeEdits', () => {
  it('re-applies my change on top of theirs when we changed different fields', () => {
    const theirs = { ...base, developmentName: 'Marina One Residences' };
    const mine = { ...base, roadName1: 'Marina Boulevard' };
    const merged = mergeEdits(base, theirs, mine);
    expect(merged.values).toEqual({ ...base, developmentName: 'Marina One Residences', roadName1: 'Marina Boulevard' });
    expect(merged.theirChanges).toEqual(['developmentName']);
    expect(merged.collisions).toEqual([]);
  });

  it('keeps theirs and names the field when we both changed it differently', () => {
    const theirs = { ...base, unitNo: '06' };
    const mine = { ...base, unitNo: '07', roadName1: 'Marina Boulevard' };
    const merged = mergeEdits(base, theirs, mine);
    expect(merged.values.unitNo).toBe('06');
    expect(merged.values.roadName1).toBe('Marina Boulevard');
    expect(merged.collisions).toEqual(['unitNo']);
  });

  it('is no collision when we both made the same change', () => {
    const same = { ...base, unitNo: '06' };
    const merged = mergeEdits(base, same, { ...same });
    expect(merged.collisions).toEqual([]);
    expect(merged.theirChanges).toEqual(['unitNo']);
  });

  it('compares rows by their content, not by identity', () => {
    const theirs = { ...base, lots: [{ lotNo: '123' }, { lotNo: '456' }] };
    const merged = mergeEdits(base, theirs, { ...base, lots: [{ lotNo: '123' }] });
    expect(merged.values.lots).toEqual([{ lotNo: '123' }, { lotNo: '456' }]);
    expect(merged.theirChanges).toEqual(['lots']);
    expect(sameValue([{ a: 1 }], [{ a: 1 }])).toBe(true);
    expect(sameValue([{ a: 1 }], [{ a: 2 }])).toBe(false);
  });
});

describe('mergeEdits on nested records', () => {
  const doc = { metadata: { optionMoney: '8000', price: '800000' }, summary: { expiry: '2026-12-10' } };

  it('names a nested field by its path and merges inside', () => {
    const theirs = { ...doc, metadata: { ...doc.metadata, optionMoney: '9000' } };
    const mine = { ...doc, metadata: { ...doc.metadata, price: '820000' } };
    const merged = mergeEdits(doc, theirs, mine);
    expect(merged.values.metadata).toEqual({ optionMoney: '9000', price: '820000' });
    expect(merged.theirChanges).toEqual(['metadata.optionMoney']);
    expect(valueAt(merged.values, 'metadata.optionMoney')).toBe('9000');
  });
});
