import { historyMessages } from '../messages/history';

/**
 * The days the audit log searches between, both included. Outside them a Singapore day has no instant the
 * database reads (0001-01-01 there is a day of 1 BC in UTC, the day after 9999-12-31 has a five-digit year),
 * and no event was recorded there anyway. The message names them: keep the two in step.
 */
export const AUDIT_EARLIEST_DAY = '1900-01-01';
export const AUDIT_LATEST_DAY = '2999-12-31';

/** A day (yyyy-mm-dd) the audit log cannot search from or to; '' (that side open) is not. */
export const isOutsideAuditDays = (day: string): boolean => day !== '' && (day < AUDIT_EARLIEST_DAY || day > AUDIT_LATEST_DAY);

/**
 * The audit log's dates (Singapore days, yyyy-mm-dd or ''): either side may be left open, but not turned round
 * nor set outside the searchable days. The screen checks it before searching, the server before querying.
 */
export function auditDateProblem({ fromDate, toDate }: { fromDate: string; toDate: string }): string | null {
  if (isOutsideAuditDays(fromDate) || isOutsideAuditDays(toDate)) return historyMessages.historyDateOutOfRange;
  return fromDate && toDate && fromDate > toDate ? historyMessages.historyFromAfterTo : null;
}
