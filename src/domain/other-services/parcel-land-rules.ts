import { messages } from '../messages';
import { lotNoLengthProblem } from '../property/land-lot-rules';
import { mktsNoRangeProblem } from '../property/mkts';
import type { ParcelLandForm, ParcelLandLot } from './parcel-land-form';

export const PARCEL_REFERENCE_MAX = 25;
export const PARCEL_NO_MAX = 10;
export const PROPERTY_ACCOUNT_DIGITS = 8;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ALPHANUMERIC = /^[A-Za-z0-9]+$/;
const DIGITS = /^\d+$/;

export type ParcelLandField = Exclude<keyof ParcelLandForm, 'lots' | 'purposeReq'>;
export type ParcelLandLotField = 'landLotMkTsNo' | 'landLotNo';

/** The first problem of each field and of each lot row: what the APPLICATION tab shows beside each field. */
export interface ParcelLandProblems {
  fields: Partial<Record<ParcelLandField, string>>;
  lots: Array<Partial<Record<ParcelLandLotField, string>>>;
  /** A problem of the lot rows as a whole (none at all). */
  lotRows?: string;
}

/** MK/TS no. (seed 002 §5): required, digits only, then the property module's ranges (MK 1–34, TS 1–30). */
function mktsNoProblem(lot: ParcelLandLot): string | undefined {
  const no = lot.landLotMkTsNo.trim();
  if (!no) return messages.inputNumberEmpty;
  if (!DIGITS.test(no)) return messages.onlyAllowNumber;
  return mktsNoRangeProblem(lot.landLotMkTsId, no);
}

/** Lot no. (seed 002 §5): optional; otherwise the property module's rule (NEW at most 6, OLD at most 9, alphanumeric). */
function lotNoProblem(lot: ParcelLandLot): string | undefined {
  const no = lot.landLotNo.trim();
  return no ? lotNoLengthProblem(lot.landLotFormat, no) : undefined;
}

export function parcelLandLotProblems(lot: ParcelLandLot): Partial<Record<ParcelLandLotField, string>> {
  const problems: Partial<Record<ParcelLandLotField, string>> = {};
  const mkts = mktsNoProblem(lot);
  if (mkts) problems.landLotMkTsNo = mkts;
  const lotNo = lotNoProblem(lot);
  if (lotNo) problems.landLotNo = lotNo;
  return problems;
}

function fieldProblems(form: ParcelLandForm, today: string): Partial<Record<ParcelLandField, string>> {
  const problems: Partial<Record<ParcelLandField, string>> = {};
  const reference = form.referenceNo.trim();
  if (!reference) problems.referenceNo = messages.referenceNoEmpty;
  else if (reference.length > PARCEL_REFERENCE_MAX) problems.referenceNo = messages.parcelReferenceNoTooLong;
  const email = form.emailAddress.trim();
  if (!email) problems.emailAddress = messages.emailEmpty;
  else if (!EMAIL.test(email)) problems.emailAddress = messages.validMailFormat;
  if (!form.reqDate) problems.reqDate = messages.requestDateEmpty;
  else if (form.reqDate < today) problems.reqDate = messages.requestDateBeforeToday;
  if (!form.applicantSolicitor.trim()) problems.applicantSolicitor = messages.applicantSolicitorEmpty;
  const contact = form.sellSolTel.trim();
  if (!contact) problems.sellSolTel = messages.solicitorContactEmpty;
  else if (!/^\d{8}$/.test(contact)) problems.sellSolTel = messages.solicitorContactInvalid;
  const account = form.propAcNo.trim();
  if (account && !DIGITS.test(account)) problems.propAcNo = messages.propertyAccountNoNotNumeric;
  else if (account && account.length !== PROPERTY_ACCOUNT_DIGITS) problems.propAcNo = messages.propertyAccountNoInvalid;
  const parcel = form.parcelNo.trim();
  if (!parcel) problems.parcelNo = messages.parcelNoRequired;
  else if (parcel.length > PARCEL_NO_MAX || !ALPHANUMERIC.test(parcel)) problems.parcelNo = messages.parcelNoInvalid;
  return problems;
}

/**
 * Seed 002 §5 "Parcel land application": every field's first problem and every lot row's, against Singapore's
 * `today` (yyyy-MM-dd; the request date may not be before it). The page (Next, Send) and the server ask this.
 */
export function parcelLandProblems(form: ParcelLandForm, today: string): ParcelLandProblems {
  const problems: ParcelLandProblems = { fields: fieldProblems(form, today), lots: form.lots.map(parcelLandLotProblems) };
  if (form.lots.length === 0) problems.lotRows = messages.landLotRowRequired;
  return problems;
}

/** Every message, in the order the tab shows its fields: for the server's 400 and the summary above Next. */
export function parcelLandMessages(problems: ParcelLandProblems): string[] {
  const lotMessages = problems.lots.flatMap((lot) => [lot.landLotMkTsNo, lot.landLotNo]);
  return [...Object.values(problems.fields), ...(problems.lotRows ? [problems.lotRows] : []), ...lotMessages].filter(
    (message): message is string => typeof message === 'string',
  );
}

export function isParcelLandValid(form: ParcelLandForm, today: string): boolean {
  return parcelLandMessages(parcelLandProblems(form, today)).length === 0;
}
