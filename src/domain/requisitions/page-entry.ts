import { messages } from '../messages';
import { IRAS_PLPT_MAX, lotNoLengthProblem } from '../property/land-lot-rules';
import { mktsNoRangeProblem } from '../property/mkts';
import type { ApplicantInfo, LotInfo } from '../property/types';

const ALPHANUMERIC = /^[A-Za-z0-9]+$/;

/** What the requisition page checks when it opens (seed 001 §5 "Page-entry checks for the requisition page"). */
export interface PageEntryProperty {
  lotInfos: readonly LotInfo[];
  applicantInfo: ApplicantInfo | null;
}

/**
 * The alerts the page raises before anything can be requested, in the seed's order; each sends the user to
 * Property Details. Empty when the property is ready.
 */
export function pageEntryProblems(property: PageEntryProperty): string[] {
  if (property.lotInfos.length === 0) return [messages.lotInfoMissing];
  if (!applicantComplete(property.applicantInfo)) return [messages.applicantInfoEmpty];
  return property.lotInfos.flatMap(lotProblems);
}

export function applicantComplete(info: ApplicantInfo | null): boolean {
  return !!info && !!info.applicantName.trim() && !!info.applicantEmail.trim() && !!info.applicantContact.trim();
}

function lotProblems(row: LotInfo): string[] {
  const problems: string[] = [];
  const mktsNo = row.mktsNo.trim();
  if (!mktsNo) problems.push(messages.mktsNumberEmpty);
  else if (/^\d+$/.test(mktsNo)) {
    const range = mktsNoRangeProblem(row.mktsId, mktsNo);
    if (range) problems.push(range);
  }
  const lot = row.landLotNo.trim();
  const lotProblem = lot ? lotNoLengthProblem(row.landLotFormat, lot) : messages.landLotNumberEmpty;
  if (lotProblem) problems.push(lotProblem);
  if (row.partIndicator === 'Y' || row.partIndicator === 'N') {
    const plpt = row.irasPLPTNo.trim();
    if (plpt && (plpt.length > IRAS_PLPT_MAX || !ALPHANUMERIC.test(plpt))) problems.push(messages.irasPlPtTooLong);
  }
  return problems;
}

/** A 6-character postal code makes the page look the street name up (seed 001 §5). */
export const STREET_LOOKUP_POSTAL_LENGTH = 6;

export function needsStreetLookup(postal: string): boolean {
  return postal.trim().length === STREET_LOOKUP_POSTAL_LENGTH;
}

/** Next is hidden when the street is unknown, there are no lots, or no applicant (seed 001 §4). */
export function nextHidden(input: { streetCount: number | null; lotInfos: readonly LotInfo[]; applicantInfo: ApplicantInfo | null }): boolean {
  return input.streetCount === 0 || input.lotInfos.length === 0 || !applicantComplete(input.applicantInfo);
}
