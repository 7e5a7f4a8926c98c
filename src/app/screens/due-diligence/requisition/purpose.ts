import type { PurposeCode } from '../../../../domain/requisitions/selection';

/** What the purpose codes mean (the contract's PurposeReq: 001 sale / purchase, 002 mortgage, 003 others). */
export const PURPOSE_LABELS: Record<PurposeCode, string> = {
  '001': 'Sale / Purchase',
  '002': 'Mortgage',
  '003': 'Others',
};

export function purposeText(code: PurposeCode): string {
  return `${code} – ${PURPOSE_LABELS[code]}`;
}
