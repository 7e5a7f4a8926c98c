import { messages } from '../messages';

/**
 * MK/TS number ranges. The seeds disagree (seed 000 §5: the details screen's land-lot check allows TS up to 34
 * while its message says 30; seed 001 §5 repeats that for the requisition page). We apply what the message
 * tells the user, MK 1–34 and TS 1–30, on every screen and on the server (docs/decisions.md).
 */
export const MKTS_RANGE = { MK: { min: 1, max: 34 }, TS: { min: 1, max: 30 } } as const;
export const MKTS_NO_MAX_DIGITS = 2;

/** The message for an entered MK/TS number that is not numeric, too long or out of range; else undefined. */
export function mktsNoRangeProblem(mktsId: string, mktsNo: string): string | undefined {
  const no = mktsNo.trim();
  if (!/^\d+$/.test(no) || no.length > MKTS_NO_MAX_DIGITS) return messages.mktsNoInvalid;
  if (mktsId !== 'MK' && mktsId !== 'TS') return undefined; // the missing id has its own message
  const { min, max } = MKTS_RANGE[mktsId];
  const value = Number(no);
  return value < min || value > max ? messages.mktsNoInvalid : undefined;
}

/** MK/TS pairs compare by value: '6' and '06' are the same number. */
export function sameMkts(a: { mktsId: string; mktsNo: string }, b: { mktsId: string; mktsNo: string }): boolean {
  return a.mktsId === b.mktsId && Number(a.mktsNo.trim()) === Number(b.mktsNo.trim());
}
