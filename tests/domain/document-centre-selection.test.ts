import { describe, expect, it } from 'vitest';
import {
  bulkState,
  canJoin,
  isPropertyFullyTicked,
  joinProblem,
  propertyRows,
  selectionPropId,
  selectionTotalBytes,
  toggleDocument,
  togglePropertyRows,
  withoutDocument,
  type SelectedDocument,
} from '../../src/domain/documents/centre/selection';
import { messages } from '../../src/domain/messages';

const doc = (id: number, propId: number, size: number): SelectedDocument => ({ id, propId, size });
const A1 = doc(1, 10, 4_000_000);
const A2 = doc(2, 10, 5_999_999);
const A3 = doc(3, 10, 1);
const B1 = doc(4, 20, 100);

describe('document selection rules (seed 002 §4, §5 "Documents")', () => {
  it('any row may start a selection; afterwards only rows of the same property', () => {
    expect(joinProblem([], B1)).toBeNull();
    expect(canJoin([A1], A2)).toBe(true);
    expect(joinProblem([A1], B1)).toBe(messages.selectSameProperty);
    expect(canJoin([A1, A2], B1)).toBe(false);
  });

  it('the property of a selection is that of its rows; none when empty', () => {
    expect(selectionPropId([])).toBeNull();
    expect(selectionPropId([A2, A1])).toBe(10);
  });

  it('totals the ticked bytes', () => {
    expect(selectionTotalBytes([])).toBe(0);
    expect(selectionTotalBytes([A1, A2, A3])).toBe(10_000_000);
  });

  it.each([
    ['nothing', [], 'none'],
    ['one row, whatever its size', [doc(9, 10, 50_000_000)], 'single'],
    ['two rows totalling 9,999,999 bytes', [A1, A2], 'several'],
    ['three rows totalling 10,000,000 bytes', [A1, A2, A3], 'overLimit'],
    ['two rows over the limit', [doc(7, 10, 6_000_000), doc(8, 10, 6_000_000)], 'overLimit'],
  ] as const)('%s is %s', (_, selection, state) => {
    expect(bulkState(selection)).toBe(state);
  });

  it('toggling a row ticks or unticks it; a row of another property leaves the selection as it was', () => {
    expect(toggleDocument([], A1)).toEqual([A1]);
    expect(toggleDocument([A1], A2)).toEqual([A1, A2]);
    expect(toggleDocument([A1, A2], A1)).toEqual([A2]);
    expect(toggleDocument([A1], B1)).toEqual([A1]);
  });

  describe('the header checkbox, with the rows on screen', () => {
    const onScreen = [A1, B1, A2, A3];

    it("lists the ticked property's rows on screen, each once, and none with nothing ticked", () => {
      expect(propertyRows([A2], [...onScreen, A1])).toEqual([A1, A2, A3]);
      expect(propertyRows([], onScreen)).toEqual([]);
    });

    it('ticks all of them when some are not ticked, ignoring the other property', () => {
      expect(isPropertyFullyTicked([A2], onScreen)).toBe(false);
      expect(togglePropertyRows([A2], onScreen)).toEqual([A2, A1, A3]);
    });

    it('unticks all of them when all are ticked, keeping ticked rows that are not on screen', () => {
      const offScreen = doc(5, 10, 10);
      const selection = [offScreen, A1, A2, A3];
      expect(isPropertyFullyTicked(selection, onScreen)).toBe(true);
      expect(togglePropertyRows(selection, onScreen)).toEqual([offScreen]);
    });

    it('does nothing on a page without the ticked property, or with nothing ticked', () => {
      expect(isPropertyFullyTicked([A1], [B1])).toBe(false);
      expect(togglePropertyRows([A1], [B1])).toEqual([A1]);
      expect(togglePropertyRows([], onScreen)).toEqual([]);
    });
  });

  it('a deleted row leaves the selection', () => {
    expect(withoutDocument([A1, A2], 1)).toEqual([A2]);
    expect(withoutDocument([A1, A2], 99)).toEqual([A1, A2]);
  });
});
