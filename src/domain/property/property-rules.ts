import { messages } from '../messages';
import { applicantFieldProblems } from './applicant-rules';
import { problemMessages, problemsByField, type PropertyProblem } from './field-problems';
import { landLotsFieldProblems } from './land-lot-rules';
import { mcstFieldProblems } from './mcst-rules';
import { strataLotFieldProblems } from './strata-lot-rules';
import type { PropertyForm } from './types';

/** Limits from seed 000 §9. */
export const REFERENCE_NO_MAX = 25;
export const HOUSE_NO_MAX = 6;
export const PLOT_NAME_MAX = 25;
export const STOREY_MAX = 3;
export const UNIT_MAX = 5;
export const POSTAL_MAX = 6;

const ACCOUNT_NO = /^\d{8}$/;
const ALPHANUMERIC = /^[A-Za-z0-9]+$/;
/** Digits, or one leading letter and digits (basement 'B1', or '12'). */
const STOREY = /^[A-Za-z]?\d+$/;
const POSTAL = /^\d+$/;

type InfoFields = Pick<
  PropertyForm,
  'lawfirmRefNo' | 'propType' | 'hseNo' | 'propAcctNo' | 'plotName' | 'streetName' | 'storeyNo' | 'unitNo' | 'postal'
>;

/**
 * Property Information (seed 000 §5 "Property (add and update)"), in the seed's order, each on its field.
 * Reference No. is the user's reference, lawfirmRefNo (propertyRefNo is the control number the server assigns).
 * A LAND property has no block/house, storey or unit no. (they are dropped, see resetForLand), so none is checked.
 */
export function propertyInfoFieldProblems(form: InfoFields): PropertyProblem[] {
  const problems: PropertyProblem[] = [];
  const add = (field: keyof InfoFields, message: string) => problems.push({ field, message });
  const refNo = form.lawfirmRefNo.trim();
  if (!refNo) add('lawfirmRefNo', messages.referenceNoEmpty);
  else if (refNo.length > REFERENCE_NO_MAX) add('lawfirmRefNo', messages.referenceNoTooLong);
  if (form.propType === 'BUILDING') {
    const hseNo = form.hseNo.trim();
    if (!hseNo) add('hseNo', messages.blockHouseNoEmpty);
    else if (hseNo.length > HOUSE_NO_MAX) add('hseNo', messages.blockHouseNoTooLong);
  }
  const acct = form.propAcctNo.trim();
  if (acct && !ACCOUNT_NO.test(acct)) add('propAcctNo', messages.propertyAccountNoInvalid);
  const plot = form.plotName.trim();
  if (plot.length > PLOT_NAME_MAX) add('plotName', messages.plotNameTooLong);
  else if (plot && !ALPHANUMERIC.test(plot)) add('plotName', messages.onlyAlphanumeric);
  if (!form.streetName.trim()) add('streetName', messages.streetNameEmpty);
  if (form.propType !== 'LAND') {
    // "Unit needs storey" is fixed in the storey field, so it shows (and clears) there, as for a contact.
    for (const message of storeyUnitProblems(form.storeyNo, form.unitNo)) add(message === messages.unitNoTooLong ? 'unitNo' : 'storeyNo', message);
  }
  const postal = form.postal.trim();
  if (postal && (postal.length > POSTAL_MAX || !POSTAL.test(postal))) add('postal', messages.postalCodeInvalid);
  return problems;
}

export function propertyInfoProblems(form: InfoFields): string[] {
  return propertyInfoFieldProblems(form).map((problem) => problem.message);
}

export function storeyUnitProblems(storeyNo: string, unitNo: string): string[] {
  const storey = storeyNo.trim();
  const unit = unitNo.trim();
  const problems: string[] = [];
  if (unit && !storey) problems.push(messages.unitNoNeedsStorey);
  if (storey && (storey.length > STOREY_MAX || !STOREY.test(storey))) problems.push(messages.storeyNoInvalid);
  if (unit.length > UNIT_MAX) problems.push(messages.unitNoTooLong);
  return problems;
}

/**
 * Every problem, each on its field, in the form's section order: Applicant Information, Property Information,
 * MCST Information, Lot Information (land lots, then strata/accessory).
 */
export function propertyProblems(form: PropertyForm, today: string): PropertyProblem[] {
  return [
    ...applicantFieldProblems(form.applicantInfo),
    ...propertyInfoFieldProblems(form),
    ...mcstFieldProblems(form, today),
    ...landLotsFieldProblems(form.lotInfos),
    ...strataLotFieldProblems(form, form.lotInfos),
  ];
}

/** Every message the error alert dialog lists, in the form's section order. Repeats are listed once. */
export function validateProperty(form: PropertyForm, today: string): string[] {
  return problemMessages(propertyProblems(form, today));
}

/** The message under each field the rules refuse (the first for that field), keyed by the draft's path. */
export function propertyFieldErrors(form: PropertyForm, today: string): Record<string, string> {
  return problemsByField(propertyProblems(form, today));
}
