import { Temporal } from 'temporal-polyfill';

/**
 * Calendar dates of the stamp duty rules, as ISO yyyy-mm-dd strings on the wire and Temporal.PlainDate in the
 * arithmetic: plain calendar days, no time zone (a document's date is the Singapore date written on it).
 */

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export const isIsoDateShape = (value: string): boolean => ISO_DATE.test(value);

/** '2024-02-29' yes, '2023-02-29' and '2023-13-01' no: the shape and a day the calendar has. */
export function isExistingDate(value: string): boolean {
  if (!isIsoDateShape(value)) return false;
  try {
    Temporal.PlainDate.from(value, { overflow: 'reject' });
    return true;
  } catch {
    return false;
  }
}

/**
 * IRAS, "Paying Stamp Duty": duty is due within 14 days after the date of the document when it is signed in
 * Singapore, and within 30 days after it is first received in Singapore when signed abroad. The product knows the
 * document's date, not when it arrived, so a document signed abroad is given 30 days from its date.
 */
export const DUE_DAYS = 14;
export const DUE_DAYS_SIGNED_ABROAD = 30;

export function stampDutyDueDate(documentDate: string, signedAbroad = false): string {
  return Temporal.PlainDate.from(documentDate)
    .add({ days: signedAbroad ? DUE_DAYS_SIGNED_ABROAD : DUE_DAYS })
    .toString();
}

/**
 * Which year of ownership a disposal falls in: 1 for a disposal up to one year after the acquisition (the anniversary
 * itself included, as IRAS's "up to 1 year"), 2 for more than one and up to two years, and so on. Anniversaries are
 * Temporal's: a property bought on 29 Feb has its first anniversary on 28 Feb of the next year.
 */
export function holdingYear(acquiredOn: string, disposedOn: string): number {
  const acquired = Temporal.PlainDate.from(acquiredOn);
  const disposed = Temporal.PlainDate.from(disposedOn);
  let year = 1;
  // At most a few thousand steps: both dates have four-digit years.
  while (Temporal.PlainDate.compare(disposed, acquired.add({ years: year })) > 0) year += 1;
  return year;
}
