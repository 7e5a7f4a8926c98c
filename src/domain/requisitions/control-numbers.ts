/**
 * Law-firm control numbers: 'LF' + the Singapore date (yyyyMMdd) + a five-digit sequence of the day, like the
 * demo's LF2026100300017. Each agency request gets 'RP' + the same digits + a two-digit index.
 */
export function lfControlNumber(today: string, sequence: number): string {
  return `LF${today.replaceAll('-', '')}${String(sequence).padStart(5, '0')}`;
}

export function rpControlNumber(lfcontrolNo: string, index: number): string {
  return `RP${lfcontrolNo.replace(/^LF/, '')}${String(index + 1).padStart(2, '0')}`;
}

/** The cart badge never shows more than 500 (seed 001 §9). */
export const CART_BADGE_MAX = 500;

export function cartBadge(count: number): string {
  return count > CART_BADGE_MAX ? `${CART_BADGE_MAX}+` : String(count);
}

/** The draft modal's table pages by 5 (seed 001 §9). */
export const DRAFT_MODAL_PAGE_SIZE = 5;
