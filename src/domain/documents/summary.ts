import * as v from 'valibot';
import { messages } from '../messages';

/**
 * The SUMMARY tab's values saved with a template document (seed 001 §2.2–2.3, §7 "propertyDocument
 * (signedOn, optionMoney, expiry, acceptanceAmount, completionDate)"); dates are yyyy-mm-dd or null.
 */
const isoDate = v.nullable(v.pipe(v.string(), v.isoDate('must be a date (yyyy-mm-dd)')));
const amount = v.nullable(v.pipe(v.string(), v.maxLength(30, 'at most 30 characters')));

export const documentSummarySchema = v.object({
  signedOn: v.optional(isoDate),
  optionMoney: v.optional(amount),
  expiry: v.optional(isoDate),
  acceptanceAmount: v.optional(amount),
  acceptanceSignedOn: v.optional(isoDate),
  completionDate: v.optional(isoDate),
});

export type DocumentSummary = v.InferOutput<typeof documentSummarySchema>;

/** Seed 001 §5: "Signed-on dates may not be later than today." `today` is yyyy-mm-dd in Singapore. */
export function summaryProblems(summary: DocumentSummary, today: string): string[] {
  const problems: string[] = [];
  if (summary.signedOn && summary.signedOn > today) problems.push(messages.signedOnAfterToday);
  if (summary.acceptanceSignedOn && summary.acceptanceSignedOn > today) problems.push(messages.acceptanceSignedOnAfterToday);
  return problems;
}
