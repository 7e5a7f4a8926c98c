import { agencyDisplayName } from '../requisitions/agencies';

/** The history's one-line summaries of legal requisitions, naming the agencies as the screens name them. */

export interface AgencyLine {
  agencyCode: string;
  deptCode: string;
}

/** The agencies of the lines by their display names (seed 001 §9), each once, in the order chosen. */
export function agencyNames(lines: readonly AgencyLine[]): string[] {
  return [...new Set(lines.map((line) => agencyDisplayName(line.agencyCode, line.deptCode)))];
}

const requisitionsTo = (agencies: readonly string[]) => `${agencies.length === 1 ? 'a requisition' : 'requisitions'} to ${agencies.join(', ')}`;

export const requisitionSubmitted = (agencies: readonly string[]): string => `Submitted ${requisitionsTo(agencies)}.`;

export const requisitionDrafted = (agencies: readonly string[]): string => `Drafted ${requisitionsTo(agencies)}.`;

export const draftsDiscarded = (agencies: readonly string[]): string =>
  `Discarded the drafted ${agencies.length === 1 ? 'requisition' : 'requisitions'} to ${agencies.join(', ')}.`;

/** An agency's reply printed or opened: by agency, with its RP control number when there is one. */
export interface PrintedReply {
  agency: string;
  rpControlNo: string;
}

export function repliesPrinted(replies: readonly PrintedReply[]): string {
  const [only] = replies;
  if (replies.length === 1 && only) return `Printed the reply of ${only.agency} (${only.rpControlNo}).`;
  return `Printed ${replies.length} agency replies: ${[...new Set(replies.map((reply) => reply.agency))].join(', ')}.`;
}
