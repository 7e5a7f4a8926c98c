import { messages } from '../messages';
import { mktsNoRangeProblem, sameMkts } from './mkts';
import type { LotInfo, PropertyForm } from './types';

/** Limits from seed 000 §9. */
export const STRATA_NEW_MAX = 8;
export const ACCESSORY_NEW_MAX = 6;
export const STRATA_OLD_MAX = 10;

/**
 * New formats (seed 000 §5 "Strata / accessory lot"): strata U + digits + letter, accessory A + digits +
 * letter. The seed's accessory example 'A123456A' is 8 characters against its own limit of 6; we keep the
 * stated limit (§9) and the strata shape.
 */
const STRATA_NEW = /^U\d+[A-Z]$/;
const ACCESSORY_NEW = /^A\d+[A-Z]$/;
const ALPHANUMERIC = /^[A-Za-z0-9]+$/;

type StrataFields = Pick<PropertyForm, 'propType' | 'lotType' | 'mktsId' | 'mktsNo' | 'strataLotFormat' | 'strataLotNo'>;

export function strataLotNoAcceptable(fields: StrataFields): boolean {
  const lot = fields.strataLotNo.trim().toUpperCase();
  if (fields.strataLotFormat === 'O') return lot.length <= STRATA_OLD_MAX && ALPHANUMERIC.test(lot);
  if (fields.lotType === 'A') return lot.length <= ACCESSORY_NEW_MAX && ACCESSORY_NEW.test(lot);
  return lot.length <= STRATA_NEW_MAX && STRATA_NEW.test(lot);
}

/** The strata / accessory messages; the section exists only for BUILDING properties. */
export function strataLotProblems(fields: StrataFields, landLots: readonly LotInfo[]): string[] {
  if (fields.propType !== 'BUILDING') return [];
  const mktsNo = fields.mktsNo.trim();
  const lot = fields.strataLotNo.trim();
  if (!fields.lotType) return lot || mktsNo ? [messages.strataLotTypeNotSelected] : [];
  const problems: string[] = [];
  if (fields.mktsId !== 'MK' && fields.mktsId !== 'TS') problems.push(messages.strataMktsIdMandatory);
  if (!mktsNo) problems.push(messages.strataMktsNumberEmpty);
  else {
    const range = mktsNoRangeProblem(fields.mktsId, mktsNo);
    if (range) problems.push(range);
  }
  if (!lot) problems.push(messages.strataLotNumberEmpty);
  else if (!strataLotNoAcceptable(fields)) problems.push(messages.strataLotNoInvalid);
  const land = landLots[0];
  if (land && mktsNo && !sameMkts(fields, land)) problems.push(messages.strataMktsMismatch);
  return problems;
}
