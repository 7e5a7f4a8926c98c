import { messages } from '../messages';
import { isValidNewLandLot } from './lot-check-digit';
import { mktsNoRangeProblem, sameMkts } from './mkts';
import type { LotInfo } from './types';

/** Limits from seed 000 §9. */
export const LAND_LOT_NEW_MAX = 6;
export const LAND_LOT_OLD_MAX = 9;
export const IRAS_PLPT_MAX = 10;

const ALPHANUMERIC = /^[A-Za-z0-9]+$/;

/**
 * The messages for one land-lot row (seed 000 §5 "Land lot rows"), in the order the row's fields appear.
 * Every new-format failure (length, single character, characters, shape, letter) reports the check-digit
 * message: the seed lists them all under that one "else".
 */
export function landLotRowProblems(row: LotInfo): string[] {
  const problems: string[] = [];
  const mktsNo = row.mktsNo.trim();
  const lot = row.landLotNo.trim();
  if (row.mktsId !== 'MK' && row.mktsId !== 'TS') problems.push(messages.mktsIdMandatory);
  if (!mktsNo) problems.push(messages.mktsNumberEmpty);
  else {
    const range = mktsNoRangeProblem(row.mktsId, mktsNo);
    if (range) problems.push(range);
  }
  if (!lot) problems.push(messages.landLotNumberEmpty);
  else if (row.landLotFormat === 'O') {
    if (lot.length > LAND_LOT_OLD_MAX || !ALPHANUMERIC.test(lot)) problems.push(messages.oldLotTooLong);
  } else if (!newLandLotAcceptable(row.mktsId, mktsNo, lot)) {
    problems.push(messages.invalidCheckDigit(row.mktsId, mktsNo, lot));
  }
  if (row.partIndicator === 'Y' || row.partIndicator === 'N') {
    const plpt = row.irasPLPTNo.trim();
    if (plpt && (plpt.length > IRAS_PLPT_MAX || !ALPHANUMERIC.test(plpt))) problems.push(messages.irasPlPtTooLong);
  }
  return problems;
}

/**
 * A lot no.'s length and characters where no check digit applies (the requisition page's entry check, the parcel
 * land request): NEW at most 6, OLD at most 9, letters and digits only, each with its format's message.
 */
export function lotNoLengthProblem(format: string, lot: string): string | undefined {
  const max = format === 'O' ? LAND_LOT_OLD_MAX : LAND_LOT_NEW_MAX;
  if (lot.length <= max && ALPHANUMERIC.test(lot)) return undefined;
  return format === 'O' ? messages.oldLotTooLong : messages.newLotTooLong;
}

function newLandLotAcceptable(mktsId: string, mktsNo: string, lot: string): boolean {
  if (lot.length > LAND_LOT_NEW_MAX || lot.length < 2 || !ALPHANUMERIC.test(lot)) return false;
  return isValidNewLandLot(mktsId, mktsNo, lot);
}

/** All rows must share one MK/TS id and number; reported once, after the row messages. */
export function landLotsProblems(rows: readonly LotInfo[]): string[] {
  const problems = rows.flatMap(landLotRowProblems);
  const [first, ...rest] = rows;
  if (first && rest.some((row) => !sameMkts(first, row))) problems.push(messages.landLotMktsNotSame);
  return problems;
}
