import { messages } from '../messages';
import { applicantProblems } from './applicant-rules';
import { landLotsProblems } from './land-lot-rules';
import { mcstProblems } from './mcst-rules';
import { strataLotProblems } from './strata-lot-rules';
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
 * Property Information (seed 000 §5 "Property (add and update)"), in the seed's order. Reference No. is the
 * user's reference, lawfirmRefNo (propertyRefNo is the control number the server assigns).
 */
export function propertyInfoProblems(form: InfoFields): string[] {
  const problems: string[] = [];
  const refNo = form.lawfirmRefNo.trim();
  if (!refNo) problems.push(messages.referenceNoEmpty);
  else if (refNo.length > REFERENCE_NO_MAX) problems.push(messages.referenceNoTooLong);
  if (form.propType === 'BUILDING') {
    const hseNo = form.hseNo.trim();
    if (!hseNo) problems.push(messages.blockHouseNoEmpty);
    else if (hseNo.length > HOUSE_NO_MAX) problems.push(messages.blockHouseNoTooLong);
  }
  const acct = form.propAcctNo.trim();
  if (acct && !ACCOUNT_NO.test(acct)) problems.push(messages.propertyAccountNoInvalid);
  const plot = form.plotName.trim();
  if (plot.length > PLOT_NAME_MAX) problems.push(messages.plotNameTooLong);
  else if (plot && !ALPHANUMERIC.test(plot)) problems.push(messages.onlyAlphanumeric);
  if (!form.streetName.trim()) problems.push(messages.streetNameEmpty);
  problems.push(...storeyUnitProblems(form.storeyNo, form.unitNo));
  const postal = form.postal.trim();
  if (postal && (postal.length > POSTAL_MAX || !POSTAL.test(postal))) problems.push(messages.postalCodeInvalid);
  return problems;
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
 * Every message the error alert dialog lists, in the form's section order: Applicant Information, Property
 * Information, MCST Information, Lot Information (land lots, then strata/accessory). Repeats are listed once.
 */
export function validateProperty(form: PropertyForm, today: string): string[] {
  const all = [
    ...applicantProblems(form.applicantInfo),
    ...propertyInfoProblems(form),
    ...mcstProblems(form, today),
    ...landLotsProblems(form.lotInfos),
    ...strataLotProblems(form, form.lotInfos),
  ];
  return [...new Set(all)];
}
