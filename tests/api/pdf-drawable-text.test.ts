import { decodePDFRawStream, PDFArray, PDFDocument, PDFHexString, PDFRawStream, rgb } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { drawableLine, drawableLines } from '../../src/server/services/pdf/drawable-text';
import { PdfFontSet, splitRuns, type FaceName, type GlyphCoverage } from '../../src/server/services/pdf/fonts';
import { wrap } from '../../src/server/services/pdf/pdf-composer';
import { pdfText } from './support/pdf-text';

describe('text made ready for a PDF', () => {
  it('keeps every letter as typed, composed, and only turns line breaks, tabs and control characters into layout', () => {
    expect(drawableLine('陈伟明 முருகன் Zulkifli\u0304 Łódź ＡＢ ﬁ')).toBe('陈伟明 முருகன் Zulkiflī Łódź ＡＢ ﬁ');
    expect(drawableLine('Tan\u00a0Wei\u2011Ming\u0007')).toBe('Tan\u00a0Wei\u2011Ming');
    expect(drawableLines('line one\r\nline two\tend\u2028line three')).toEqual(['line one', 'line two end', 'line three']);
  });
});

/** Faces with a made-up coverage: Latin letters and punctuation, Tamil letters (and a space), CJK ideographs. */
const LATIN = /[\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}]/u;
const NOT_LATIN = /[\p{Extended_Pictographic}\u200b\u3000-\u303f\uff00-\uffef]|\u200d/u;
const TAMIL = /[\p{Script=Tamil} \u200c]|\u200d/u;
const CJK = /[\p{Script=Han}\u3000-\u303f\uff00-\uffef,() ?]/u;
const coverage: GlyphCoverage = {
  has(face: FaceName, codePoint: number) {
    const char = String.fromCodePoint(codePoint);
    if (face.startsWith('latin')) return LATIN.test(char) && !NOT_LATIN.test(char);
    return (face.startsWith('tamil') ? TAMIL : CJK).test(char);
  },
};

describe('the run splitter', () => {
  it('gives each script its face, keeping spaces and punctuation in the run they follow', () => {
    expect(splitRuns('陈伟明 (Tan Wei Ming), முருகன் ராமசாமி', 'regular', coverage)).toEqual([
      { text: '陈伟明 (', face: 'sc' },
      { text: 'Tan Wei Ming), ', face: 'latin' },
      { text: 'முருகன் ராமசாமி', face: 'tamil' },
    ]);
  });

  it('uses the faces of the style: bold and italic Latin, upright Chinese and Tamil in italic text', () => {
    expect(splitRuns('Zulkiflī 陈', 'bold', coverage)).toEqual([
      { text: 'Zulkiflī ', face: 'latin-bold' },
      { text: '陈', face: 'sc-bold' },
    ]);
    expect(splitRuns('Nur 陈 முருகன்', 'italic', coverage).map((run) => run.face)).toEqual(['latin-italic', 'sc', 'tamil']);
  });

  it('keeps a combining mark with its letter', () => {
    expect(splitRuns('Zulkifli\u0304', 'regular', coverage)).toEqual([{ text: 'Zulkifli\u0304', face: 'latin' }]);
  });

  it('spells plainly what no face has but has a plain form, drops invisible marks, and draws one ? for each character no face has', () => {
    // Full-width letters are the CJK face's; without it they would be plain letters.
    const noCjk: GlyphCoverage = { has: (face, codePoint) => !face.startsWith('sc') && coverage.has(face, codePoint) };
    expect(splitRuns('ＡＢ', 'regular', noCjk)).toEqual([{ text: 'AB', face: 'latin' }]);
    // 👍🏽 (with its skin tone) and the family (three people joined) are one character each.
    expect(splitRuns('a 👍🏽 👨‍👩‍👧 b\u200b', 'regular', coverage)).toEqual([{ text: 'a ? ? b', face: 'latin' }]);
    // A '?' after Tamil goes to the first face that has one.
    expect(splitRuns('முருகன்😀', 'regular', coverage)).toEqual([
      { text: 'முருகன்', face: 'tamil' },
      { text: '?', face: 'latin' },
    ]);
  });
});

describe('the font set', () => {
  it('measures what it draws, and wraps by the same runs, so a line never overflows', async () => {
    const doc = await PDFDocument.create();
    const fonts = await PdfFontSet.create(doc);
    const page = doc.addPage();
    const text = `陈伟明 (Tan Wei Ming) and முருகன் ராமசாமி with Nur Aisyah binte Abdul Rahman and Zulkiflī ${'王'.repeat(40)} ${'W'.repeat(80)} tail`;
    const lines = wrap(text, 200, (line) => fonts.widthOf(line, 'regular', 10));
    expect(lines.length).toBeGreaterThan(4);
    let y = 800;
    for (const line of lines) {
      expect(fonts.widthOf(line, 'regular', 10)).toBeLessThanOrEqual(200);
      expect(fonts.draw(page, line, { x: 20, y: (y -= 14), size: 10, color: rgb(0, 0, 0) })).toBeCloseTo(fonts.widthOf(line, 'regular', 10), 6);
    }
    expect(lines.join(' ').replace(/\s/g, '')).toBe(text.replace(/\s/g, ''));
    expect(fonts.usedFaces.sort()).toEqual(['latin', 'sc', 'tamil']);
    await fonts.embedUsed();
    const { text: extracted } = await pdfText(await doc.save());
    for (const name of ['陈伟明', 'முருகன் ராமசாமி', 'Nur Aisyah binte Abdul Rahman', 'Zulkiflī']) expect(extracted).toContain(name);
  });

  it('marks a Tamil run with the text it reads as: shaping draws a vowel sign before its consonant', async () => {
    const doc = await PDFDocument.create();
    const fonts = await PdfFontSet.create(doc);
    fonts.draw(doc.addPage(), 'செல்வி கோபால்', { x: 20, y: 700, size: 10, color: rgb(0, 0, 0) });
    await fonts.embedUsed();
    const saved = await PDFDocument.load(await doc.save());
    const contents = saved.getPage(0).node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => saved.context.lookup(ref)) : [contents];
    const content = streams
      .filter((stream) => stream instanceof PDFRawStream)
      .map((stream) => new TextDecoder('latin1').decode(decodePDFRawStream(stream).decode()))
      .join('\n');
    // Acrobat, PDFium and Poppler copy the ActualText; pdf.js reads the glyphs in drawn order ('ெசல்வி').
    expect(content).toMatch(new RegExp(`BT\\s+/Span <</ActualText ${PDFHexString.fromText('செல்வி கோபால்').toString()}>> BDC[^]*EMC\\s+ET`));
  });

  it('embeds only the faces a document drew with', async () => {
    const doc = await PDFDocument.create();
    const fonts = await PdfFontSet.create(doc);
    // Measuring Chinese is not drawing it.
    fonts.widthOf('陈伟明', 'regular', 10);
    fonts.draw(doc.addPage(), 'Tan Wei Ming', { x: 20, y: 700, size: 10, style: 'bold', color: rgb(0, 0, 0) });
    expect(fonts.usedFaces).toEqual(['latin-bold']);
  });
});
