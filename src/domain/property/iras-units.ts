import { messages } from '../messages';

/** The IRAS eligible-unit list (seed 000 §9): 10 units a page, sorted by block/house no. ascending. */
export const IRAS_UNITS_PAGE_SIZE = 10;

const blockOrder = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** Numeric-aware, so block 9 comes before block 10 and 1G before 2. Stable for equal blocks. */
export function sortByBlock<T extends { blkHouseNo?: string | undefined }>(units: readonly T[]): T[] {
  return [...units].sort((a, b) => blockOrder.compare(a.blkHouseNo ?? '', b.blkHouseNo ?? ''));
}

export function pageCount(total: number, pageSize = IRAS_UNITS_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Page numbers start at 1; a page past the end gives the last page. */
export function pageOf<T>(items: readonly T[], page: number, pageSize = IRAS_UNITS_PAGE_SIZE): T[] {
  const last = pageCount(items.length, pageSize);
  const shown = Math.min(Math.max(1, page), last);
  return items.slice((shown - 1) * pageSize, shown * pageSize);
}

export type IrasUnitsAnswer = { status: 'loading' } | { status: 'failed' } | { status: 'answered'; returnCode: string };

/**
 * What the empty list says (seed 000 §8): code '20' not found, '30' IRAS API error, otherwise still
 * fetching. Two cases the seed leaves open are ours: a call that fails outright reads like the IRAS API
 * error, and a finished answer with another code and no units reads as not found.
 */
export function irasUnitsEmptyText(answer: IrasUnitsAnswer): string {
  if (answer.status === 'loading') return messages.fetchingData;
  if (answer.status === 'failed') return messages.irasApiErrorTryLater;
  if (answer.returnCode === '30') return messages.irasApiErrorTryLater;
  return messages.irasAddressNotFound;
}
