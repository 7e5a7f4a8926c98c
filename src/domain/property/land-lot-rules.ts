import { messages } from '../messages';
import type { PropertyProblem } from './field-problems';
import { isValidNewLandLot } from './lot-check-digit';
import { mktsNoRangeProblem, sameMkts } from './mkts';
import type { LotInfo } from './types';

/** Limits from seed 000 §9. */
export const LAND_LOT_NEW_MAX = 6;
export const LAND_LOT_OLD_MAX = 9;
export const IRAS_PLPT_MAX = 10;

const ALPHANUMERIC = /^[A-Za-z0-9]+$/;

/**
 * The problems of one land-lot row (seed 000 §5 "Land lot rows"), in the order the row's fields appear, each on
 * its field ('lotInfos.{index}.mktsNo' …). Every new-format failure (length, single character, characters, shape,
 * letter) reports the check-digit message: the seed lists them all under that one "else". An empty MK/TS no. is
 * 'MKTS Number cannot be empty!' in the alert and the seed's other wording, 'Input Number cannot be empty', on
 * the field.
 */
export function landLotRowFieldProblems(row: LotInfo, index: number): PropertyProblem[] {
  const problems: PropertyProblem[] = [];
  const add = (field: keyof LotInfo, message: string, fieldMessage?: string) =>
    problems.push({ field: `lotInfos.${index}.${field}`, message, ...(fieldMessage ? { fieldMessage } : {}) });
  const mktsNo = row.mktsNo.trim();
  const lot = row.landLotNo.trim();
  if (row.mktsId !== 'MK' && row.mktsId !== 'TS') add('mktsId', messages.mktsIdMandatory);
  if (!mktsNo) add('mktsNo', messages.mktsNumberEmpty, messages.inputNumberEmpty);
  else {
    const range = mktsNoRangeProblem(row.mktsId, mktsNo);
    if (range) add('mktsNo', range);
  }
  if (!lot) add('landLotNo', messages.landLotNumberEmpty);
  else if (row.landLotFormat === 'O') {
    if (lot.length > LAND_LOT_OLD_MAX || !ALPHANUMERIC.test(lot)) add('landLotNo', messages.oldLotTooLong);
  } else if (!newLandLotAcceptable(row.mktsId, mktsNo, lot)) {
    add('landLotNo', messages.invalidCheckDigit(row.mktsId, mktsNo, lot));
  }
  if (row.partIndicator === 'Y' || row.partIndicator === 'N') {
    const plpt = row.irasPLPTNo.trim();
    if (plpt && (plpt.length > IRAS_PLPT_MAX || !ALPHANUMERIC.test(plpt))) add('irasPLPTNo', messages.irasPlPtTooLong);
  }
  return problems;
}

/** The messages for one land-lot row, as the alert lists them. */
export function landLotRowProblems(row: LotInfo): string[] {
  return landLotRowFieldProblems(row, 0).map((problem) => problem.message);
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

/** All rows must share one MK/TS id and number; reported once, after the row messages, on the first row that differs. */
export function landLotsFieldProblems(rows: readonly LotInfo[]): PropertyProblem[] {
  const problems = rows.flatMap(landLotRowFieldProblems);
  const [first] = rows;
  const differing = first ? rows.findIndex((row) => !sameMkts(first, row)) : -1;
  if (differing > 0) problems.push({ field: `lotInfos.${differing}.mktsNo`, message: messages.landLotMktsNotSame });
  return problems;
}

export function landLotsProblems(rows: readonly LotInfo[]): string[] {
  return landLotsFieldProblems(rows).map((problem) => problem.message);
}
