import { historyMessages } from '../messages/history';

/** The audit log's dates (Singapore days, yyyy-mm-dd or ''): either side may be left open, but not turned round. */
export function auditDateProblem({ fromDate, toDate }: { fromDate: string; toDate: string }): string | null {
  return fromDate && toDate && fromDate > toDate ? historyMessages.historyFromAfterTo : null;
}
