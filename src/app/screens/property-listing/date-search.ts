import { messages } from '../../../domain/messages';

export interface DateRange {
  /** ISO yyyy-MM-dd, or '' for an open side. */
  fromDate: string;
  toDate: string;
}

/**
 * Ours (the seeds give the From / To search no rules): at least one side, and From not after To. ISO dates
 * compare correctly as strings.
 */
export function dateSearchProblem({ fromDate, toDate }: DateRange): string | null {
  if (!fromDate && !toDate) return messages.dateSearchEmpty;
  if (fromDate && toDate && fromDate > toDate) return messages.dateSearchFromAfterTo;
  return null;
}
