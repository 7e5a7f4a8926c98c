/**
 * pdf-lib's standard Helvetica draws only the WinAnsi character set and throws on anything else. Names and
 * clauses are typed by people (Chinese names, emoji, pasted typography), so every text passes through here
 * first: what WinAnsi has stays, what has a plain equivalent becomes it, and the rest becomes '?'.
 */
const WIN_ANSI_EXTRAS = new Set(
  [
    0x20ac, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0x017d,
    0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0x017e, 0x0178,
  ],
);

/** Typography WinAnsi lacks but a reader would not miss in its plain form. */
const PLAIN_EQUIVALENTS: Readonly<Record<string, string>> = {
  '\u00a0': ' ',
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2015': '—',
  '\u2212': '-',
  '\u2032': "'",
  '\u2033': '"',
};

const REPLACEMENT = '?';

export function isWinAnsi(codePoint: number): boolean {
  return (codePoint >= 0x20 && codePoint <= 0x7e) || (codePoint >= 0xa1 && codePoint <= 0xff) || WIN_ANSI_EXTRAS.has(codePoint);
}

const encodable = (text: string) => [...text].every((char) => isWinAnsi(char.codePointAt(0) ?? 0));

function drawableChar(char: string): string {
  const plain = PLAIN_EQUIVALENTS[char];
  if (plain !== undefined) return plain;
  if (isWinAnsi(char.codePointAt(0) ?? 0)) return char;
  // Invisible formatting (zero-width joiners, variation selectors, direction marks, skin tones) has nothing to draw.
  if (/^[\p{Cf}\p{M}\p{Emoji_Modifier}]$/u.test(char)) return '';
  if (/^\s$/u.test(char)) return ' ';
  // Compatibility forms have a plain spelling: full-width 'Ａ' is 'A', the 'ﬁ' ligature is 'fi'.
  const compatible = char.normalize('NFKC');
  if (compatible !== char && encodable(compatible)) return compatible;
  // An accented letter WinAnsi lacks ('ă', 'ł' has none) keeps its base letter.
  const base = char.normalize('NFD').replace(/\p{M}/gu, '');
  if (base !== char && base !== '' && encodable(base)) return base;
  return REPLACEMENT;
}

/** One line of text Helvetica can draw: line breaks and tabs become spaces, nothing is ever thrown. */
export function drawableLine(text: string): string {
  let out = '';
  for (const char of text.replace(/[\r\n\t]+/g, ' ')) out += drawableChar(char);
  return out;
}

/** Text that keeps its line breaks (paragraphs a lawyer typed), each line drawable. */
export function drawableLines(text: string): string[] {
  return text.replace(/\r\n?/g, '\n').split('\n').map(drawableLine);
}
