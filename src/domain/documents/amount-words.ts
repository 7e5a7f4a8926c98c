/**
 * Amounts written out for the contract's "Singapore Dollars … (S$ …)" clauses: '10000' → 'Ten Thousand',
 * '1250.5' → 'One Thousand Two Hundred Fifty and Cents Fifty'. No 'and' inside the hundreds, so the only 'and'
 * is the one before the cents (docs/decisions.md).
 */
const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
] as const;
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'] as const;
const SCALES = ['', 'Thousand', 'Million', 'Billion'] as const;

/** Figures as people type them: digits with optional thousands commas, at most 2 decimals, under a trillion. */
const AMOUNT = /^(\d{1,3}(?:,\d{3})*|\d+)(?:\.(\d{1,2}))?$/;
const MAX_WHOLE_DIGITS = 12;

function belowThousand(value: number): string[] {
  const words: string[] = [];
  const hundreds = Math.floor(value / 100);
  const rest = value % 100;
  if (hundreds > 0) words.push(ONES[hundreds] ?? '', 'Hundred');
  if (rest >= 20) words.push(TENS[Math.floor(rest / 10)] ?? '', ONES[rest % 10] ?? '');
  else words.push(ONES[rest] ?? '');
  return words.filter(Boolean);
}

function wholeInWords(digits: string): string {
  const value = Number(digits);
  if (value === 0) return 'Zero';
  const words: string[] = [];
  let remaining = value;
  for (let scale = 0; remaining > 0; scale += 1) {
    const group = remaining % 1000;
    if (group > 0) words.unshift(...belowThousand(group), SCALES[scale] ?? '');
    remaining = Math.floor(remaining / 1000);
  }
  return words.filter(Boolean).join(' ');
}

/** '' when the figures are not an amount (empty, letters, more than 2 decimals, a trillion or more). */
export function amountInWords(figures: string): string {
  const match = AMOUNT.exec(figures.trim());
  if (!match) return '';
  const whole = (match[1] ?? '').replaceAll(',', '');
  if (whole.replace(/^0+/, '').length > MAX_WHOLE_DIGITS) return '';
  const cents = Number((match[2] ?? '').padEnd(2, '0'));
  const dollars = wholeInWords(whole);
  return cents > 0 ? `${dollars} and Cents ${belowThousand(cents).join(' ')}` : dollars;
}

/**
 * The words to keep when the figures change: follow the figures while the words are still the ones written
 * for the old figures (or empty), and keep what the lawyer typed by hand otherwise.
 */
export function wordsAfterFiguresChange(words: string | undefined, oldFigures: string | undefined, newFigures: string): string {
  const current = words ?? '';
  const followed = current.trim() === '' || current === amountInWords(oldFigures ?? '');
  return followed ? amountInWords(newFigures) : current;
}
