import { propertyMessages as messages } from './messages/property';

export interface DateRange {
  /** ISO yyyy-MM-dd, or '' for an open side. */
  fromDate: string;
  toDate: string;
}

/** From may not be after To (ISO dates compare correctly as strings). The server checks this much. */
export function dateRangeOrderProblem({ fromDate, toDate }: DateRange): string | null {
  return fromDate && toDate && fromDate > toDate ? messages.dateSearchFromAfterTo : null;
}

/**
 * Ours (the seeds give the From / To search no rules): the date search needs at least one side, and From not
 * after To. The API also answers an open range on both sides (every case), so only the order is shared.
 */
export function dateSearchProblem(range: DateRange): string | null {
  if (!range.fromDate && !range.toDate) return messages.dateSearchEmpty;
  return dateRangeOrderProblem(range);
}
