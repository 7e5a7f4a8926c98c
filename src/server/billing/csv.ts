import { formatCents, type Cents } from '../../domain/requisitions/money';

/**
 * CSV as spreadsheets read it (RFC 4180): CRLF line ends, a cell quoted when it holds a comma, a quote or a line
 * break, quotes doubled. The text starts with a byte-order mark so Excel reads UTF-8 (Chinese and Tamil names).
 *
 * Text is data, never a formula: a text cell that begins with = + - @ (or a tab / carriage return, which some
 * spreadsheets skip before reading one) gets a leading apostrophe (OWASP "CSV injection"). Amounts are ours and
 * written as plain numbers with two decimals.
 */
export type CsvCell = string | { amount: Cents };

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: CsvCell): string {
  if (typeof value !== 'string') return formatCents(value.amount);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const CSV_BOM = '\uFEFF';

export function csvText(header: readonly string[], rows: ReadonlyArray<readonly CsvCell[]>): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return `${CSV_BOM}${lines.join('\r\n')}\r\n`;
}

/** An amount cell. */
export const amount = (cents: Cents): CsvCell => ({ amount: cents });
