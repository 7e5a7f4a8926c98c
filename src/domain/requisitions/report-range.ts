import { Temporal } from 'temporal-polyfill';
import { requisitionMessages as messages } from '../messages/requisitions';

/** With no criteria the report covers two months back to today (seed 001 §5, §9). */
export const DEFAULT_REPORT_RANGE_MONTHS = 2;

export interface ReportCriteria {
  searchCriteria: string;
  /** yyyy-mm-dd or ''. */
  fromDate: string;
  toDate: string;
}

export function defaultReportRange(today: string): { fromDate: string; toDate: string } {
  return { fromDate: Temporal.PlainDate.from(today).subtract({ months: DEFAULT_REPORT_RANGE_MONTHS }).toString(), toDate: today };
}

/** The two date messages of the requisition report (seed 001 §5 "Reports"). */
export function requisitionDateProblem({ fromDate, toDate }: Pick<ReportCriteria, 'fromDate' | 'toDate'>): string | null {
  if (!fromDate !== !toDate) return messages.submittedOnDatesRequired;
  if (fromDate && toDate && fromDate > toDate) return messages.submittedOnFromAfterTo;
  return null;
}

/** The two date messages of the billing report (seed 001 §5 "Reports"). */
export function billingDateProblem({ fromDate, toDate }: Pick<ReportCriteria, 'fromDate' | 'toDate'>): string | null {
  if (!fromDate !== !toDate) return messages.billingSentDatesRequired;
  if (fromDate && toDate && fromDate > toDate) return messages.billingSentFromAfterTo;
  return null;
}

/**
 * What the listing call is sent (seed 001 §5): no criteria → the default range; only text → dates empty;
 * only dates → text empty; both → both.
 */
export function reportRequest(criteria: ReportCriteria, today: string): ReportCriteria {
  const text = criteria.searchCriteria.trim();
  const hasDates = !!criteria.fromDate && !!criteria.toDate;
  if (!text && !hasDates) return { searchCriteria: '', ...defaultReportRange(today) };
  if (text && !hasDates) return { searchCriteria: text, fromDate: '', toDate: '' };
  return { searchCriteria: text, fromDate: criteria.fromDate, toDate: criteria.toDate };
}
