/**
 * The new-format land-lot check digit (seed 000 §5 "Land lot rows", §9 letter sequence).
 *
 * The seed gives two weight readings over the sequence [MK/TS tens, MK/TS units, lot d1..d5]:
 *   add dialog   13, 17, 11, 7, 5, 3, 2
 *   details      2, 3, 5, 7, 11, 13, 17
 * Neither, as written, accepts the lots published in the government gazettes. The one that does is the
 * details list read from the other end: 17, 13, 11, 7, 5, 3, 2 (equivalently the add dialog with its two
 * MK/TS weights swapped). Start MK = 0, TS = 1; the lot digits are left-padded to 5; total mod 11 indexes
 * CAMKWNVXPLT.
 *
 *   MK 06 lot 3985M: digits 0 6 | 0 3 9 8 5
 *     0 + 0·17 + 6·13 + 0·11 + 3·7 + 9·5 + 8·3 + 5·2 = 0 + 78 + 0 + 21 + 45 + 24 + 10 = 178
 *     178 mod 11 = 2 → 'M' ✓   (add dialog as written: 202 mod 11 = 4 'W'; details as written: 327 mod 11 = 8 'P')
 *   MK 13 lot 5229W: digits 1 3 | 0 5 2 2 9
 *     0 + 1·17 + 3·13 + 0·11 + 5·7 + 2·5 + 2·3 + 9·2 = 17 + 39 + 35 + 10 + 6 + 18 = 125
 *     125 mod 11 = 4 → 'W' ✓   (add dialog as written: 133 mod 11 = 1 'A'; details as written: 247 mod 11 = 5 'N')
 * See docs/decisions.md "Land-lot check digit and MK/TS ranges".
 */
export const CHECK_LETTERS = 'CAMKWNVXPLT';
export const CHECK_WEIGHTS = [17, 13, 11, 7, 5, 3, 2] as const;

const NEW_LAND_LOT = /^(\d{1,5})([A-Z])$/;
const MKTS_NO = /^\d{1,2}$/;

/** The expected letter, or undefined when the inputs cannot carry one (bad id, number or digits). */
export function checkDigit(mktsId: string, mktsNo: string, lotDigits: string): string | undefined {
  if ((mktsId !== 'MK' && mktsId !== 'TS') || !MKTS_NO.test(mktsNo) || !/^\d{1,5}$/.test(lotDigits)) return undefined;
  const digits = [...mktsNo.padStart(2, '0'), ...lotDigits.padStart(5, '0')].map(Number);
  const start = mktsId === 'TS' ? 1 : 0;
  const total = digits.reduce((sum, digit, i) => sum + digit * (CHECK_WEIGHTS[i] ?? 0), start);
  return CHECK_LETTERS[total % 11];
}

/** A new-format land lot: one to five digits, then the check letter that the MK/TS and digits give. */
export function isValidNewLandLot(mktsId: string, mktsNo: string, lot: string): boolean {
  const match = NEW_LAND_LOT.exec(lot.trim().toUpperCase());
  if (!match?.[1] || !match[2]) return false;
  return checkDigit(mktsId, mktsNo.trim(), match[1]) === match[2];
}
