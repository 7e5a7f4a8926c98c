import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { drawableLine, drawableLines, isWinAnsi } from '../../src/server/services/pdf/drawable-text';
import { wrap } from '../../src/server/services/pdf/pdf-composer';

const everyWinAnsiCharacter = () =>
  Array.from({ length: 0x2200 }, (_, codePoint) => codePoint)
    .filter(isWinAnsi)
    .map((codePoint) => String.fromCodePoint(codePoint))
    .join('');

describe('text for Helvetica', () => {
  it('keeps every character WinAnsi has, and Helvetica draws all of them', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const text = everyWinAnsiCharacter();
    expect(drawableLine(text)).toBe(text);
    expect(() => doc.addPage().drawText(text, { font, size: 8, x: 10, y: 10 })).not.toThrow();
  });

  it('spells typography plainly, drops invisible marks and replaces the rest with ?', () => {
    expect(drawableLine('Tan\u00a0Wei\u2011Ming \u2212 1\u200b ＡＢ ﬁ')).toBe('Tan Wei-Ming - 1 AB fi');
    expect(drawableLine('王小明 👍🏽 Ş')).toBe('??? ? S');
    expect(drawableLines('line one\r\nline two\tend')).toEqual(['line one', 'line two end']);
  });

  it('wraps to the width, breaking a word that is wider than a whole line', async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    const lines = wrap(`short words here ${'W'.repeat(120)} tail`, font, 10, 200);
    expect(lines.length).toBeGreaterThan(3);
    for (const line of lines) expect(font.widthOfTextAtSize(line, 10)).toBeLessThanOrEqual(200);
    expect(lines.join('')).toContain('W'.repeat(120).slice(0, 10));
    expect(lines.join(' ').replace(/\s/g, '')).toBe(`shortwordshere${'W'.repeat(120)}tail`);
  });
});
