/** How many pages `recordCount` records fill; an empty list still has its one (empty) page. */
export function pageCount(recordCount: number, pageSize: number): number {
  return Math.max(1, Math.ceil(recordCount / pageSize));
}

/**
 * The page numbers to link: `shown` of them around the current page, shifted at either end so there are
 * always `shown` links while the list has that many pages.
 */
export function pageWindow(pageNo: number, pages: number, shown: number): number[] {
  const first = Math.min(Math.max(1, pageNo - Math.floor(shown / 2)), Math.max(1, pages - shown + 1));
  const last = Math.min(pages, first + shown - 1);
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}
