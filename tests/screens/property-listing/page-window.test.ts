import { describe, expect, it } from 'vitest';
import { pageCount, pageWindow } from '../../../src/app/ui/page-window';

describe('pageCount', () => {
  it.each([
    [0, 10, 1],
    [1, 10, 1],
    [10, 10, 1],
    [11, 10, 2],
    [235, 10, 24],
    [235, 50, 5],
  ])('%i records at %i a page fill %i page(s)', (records, size, pages) => {
    expect(pageCount(records, size)).toBe(pages);
  });
});

describe('pageWindow: five links around the current page', () => {
  it.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [1, 24, [1, 2, 3, 4, 5]],
    [3, 24, [1, 2, 3, 4, 5]],
    [4, 24, [2, 3, 4, 5, 6]],
    [12, 24, [10, 11, 12, 13, 14]],
    [23, 24, [20, 21, 22, 23, 24]],
    [24, 24, [20, 21, 22, 23, 24]],
  ])('page %i of %i links %j', (page, pages, expected) => {
    expect(pageWindow(page, pages, 5)).toEqual(expected);
  });
});
