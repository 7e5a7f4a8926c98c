import { Temporal } from 'temporal-polyfill';
import { AGENCY_FEE_TABLE, agencyDisplayName, type AgencyFee } from '../requisitions/agencies';

/**
 * When an agency's reply to a requisition is expected. The times are the estimates the Fees and Charges tab
 * publishes (seed 000 §9: "IRAS S$40.00, 1 day; … URA S$54.50, 3 days; LTA-RTS … 1-3 days; MCST … 14 days;
 * ACRA-BPR … 15 min"), read from the one agency table (src/domain/requisitions/agencies.ts, `reply`) so a
 * changed estimate is changed once.
 * - The seed says "days", not "working days": they are calendar days, counted from the moment the requisition
 *   was sent, at the same time of day.
 * - A range ("1-3 days") is expected by its upper end: a reply is late only once the longest estimate has passed.
 */

export interface AgencyReplyTime {
  /** What the screens call the agency (seed 001 §9 display names): 'URA', 'LTA - RTS', 'NEA - SCD'. */
  name: string;
  /** The estimate as published: '1-3 days'. */
  published: string;
  /** The upper end of the estimate. */
  wait: Temporal.Duration;
}

const PUBLISHED_REPLY = /^(\d+)(?:-(\d+))? (day|days|min)$/;

/** '1 day', '1-3 days', '15 min' as a duration (the upper end), or undefined for wording we do not know. */
export function publishedReplyWait(published: string): Temporal.Duration | undefined {
  const match = PUBLISHED_REPLY.exec(published.trim());
  if (!match) return undefined;
  const amount = Number(match[2] ?? match[1]);
  return match[3] === 'min' ? Temporal.Duration.from({ minutes: amount }) : Temporal.Duration.from({ days: amount });
}

/** Whole days and minutes only, so comparing needs no calendar (Singapore keeps no daylight saving). */
const inMinutes = (wait: Temporal.Duration) => wait.days * 24 * 60 + wait.minutes;

/** Seed 000 §9 writes NEA-SCD; the requisition itself goes to agency code ENV (seed 001 §9 "ENV or NEA"). */
const AGENCY_CODE_ALIASES: Readonly<Record<string, string>> = { NEA: 'ENV' };

/**
 * The reply time for a requisition's agency, written as the database's agency key ('LTA:RTS'), the seed's
 * name ('LTA-RTS', 'NEA-SCD'), a display name ('LTA - RTS') or the bare agency code ('URA', 'LTA'). A
 * department we do not list falls back to its agency's longest estimate; an agency we do not list has none.
 */
export function agencyReplyTime(agency: string): AgencyReplyTime | undefined {
  const [written = '', dept] = agency
    .trim()
    .toUpperCase()
    .split(/\s*[:-]\s*/, 2);
  const code = AGENCY_CODE_ALIASES[written] ?? written;
  const rows = AGENCY_FEE_TABLE.filter((row) => row.agencyCode === code);
  const row = rows.find((candidate) => candidate.deptCode === dept) ?? longestOf(rows);
  const wait = row && publishedReplyWait(row.reply);
  if (!row || !wait) return undefined;
  return { name: agencyName(code, dept, rows), published: row.reply, wait };
}

function longestOf(rows: readonly AgencyFee[]): AgencyFee | undefined {
  let longest: { row: AgencyFee; minutes: number } | undefined;
  for (const row of rows) {
    const wait = publishedReplyWait(row.reply);
    if (wait && (!longest || inMinutes(wait) > longest.minutes)) longest = { row, minutes: inMinutes(wait) };
  }
  return longest?.row;
}

function agencyName(code: string, dept: string | undefined, rows: readonly AgencyFee[]): string {
  if (dept) return agencyDisplayName(code, dept);
  // A bare code names one line when the agency has one department ('MCST' is the 'MCST Managing Agent').
  const [only, ...others] = rows;
  return only && others.length === 0 ? agencyDisplayName(only.agencyCode, only.deptCode) : code;
}
