/**
 * Seed 001 §9 masking: phone and ID numbers on the property summary show all but the last 3 characters
 * starred; an NRIC on the OTP / WTA all but the last 4. Surrounding spaces are dropped first; a value no
 * longer than what is kept has nothing to hide and shows as it is.
 */
export const SUMMARY_MASK_KEEP = 3;
export const DOCUMENT_NRIC_MASK_KEEP = 4;

export function maskAllButLast(value: string, keep: number): string {
  const text = value.trim();
  const shown = Math.max(0, Math.floor(keep));
  if (text.length <= shown) return text;
  const hiddenLength = text.length - shown;
  return '*'.repeat(hiddenLength) + text.slice(hiddenLength);
}
