import { billingDateProblem, defaultReportRange } from '../../domain/requisitions/report-range';
import { BadRequestError } from '../http/errors';

/** What the billing report searches: text and a range of Singapore sent dates (yyyy-mm-dd, '' for an open end). */
export interface BillingCriteria {
  searchCriteria: string;
  fromDate: string;
  toDate: string;
}

/**
 * The search the server runs (seed 001 §5): one date alone or from after to is a 400 with the seed's message (the
 * page's own check, `billingDateProblem`); text alone searches every date; no criteria at all is the default range,
 * two months back to today (the page sends that range itself; a caller sending nothing gets the same).
 */
export function billingSearchOf(criteria: BillingCriteria, today: string): BillingCriteria {
  const problem = billingDateProblem(criteria);
  if (problem) throw new BadRequestError([`fromDate: ${problem}`], problem);
  const text = criteria.searchCriteria.trim();
  if (!text && !criteria.fromDate) return { searchCriteria: '', ...defaultReportRange(today) };
  return { searchCriteria: text, fromDate: criteria.fromDate, toDate: criteria.toDate };
}
