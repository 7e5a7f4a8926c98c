import {
  beginText,
  CustomFontSubsetEmbedder,
  endMarkedContent,
  endText,
  PDFFont,
  PDFHexString,
  PDFName,
  PDFOperator,
  PDFOperatorNames,
  popGraphicsState,
  pushGraphicsState,
  setFillingColor,
  setFontAndSize,
  setTextMatrix,
  showText,
  type Color,
  type PDFDocument,
  type PDFPage,
} from 'pdf-lib';
import { ALL_FACES, FACE_NAMES, fontkitForPdfLib, loadFace, type FaceName, type LoadedFace } from './font-files';

export type { FaceName } from './font-files';
export { faceFile } from './font-files';

/**
 * The fonts every printed PDF draws with (DESIGN.md: "PDFs embed a Unicode font"): Noto Sans for Latin, Greek and
 * Cyrillic (Malay with its diacritics included), Noto Sans SC for Chinese and Noto Sans Tamil for Tamil, each subset
 * to the glyphs a document uses. Text is split into runs, each run in the first face of its style that has its
 * characters, so measuring, wrapping and drawing all see the same runs. A face is written into a PDF only when the
 * document drew with it: a Latin-only document carries no Chinese or Tamil font.
 */
export type FontStyle = 'regular' | 'bold' | 'italic';

/** The faces tried, in order, for a character of each style. Chinese and Tamil have no italic: upright stands in. */
export const FACES_OF_STYLE: Readonly<Record<FontStyle, readonly FaceName[]>> = {
  regular: ['latin', 'tamil', 'sc'],
  bold: ['latin-bold', 'tamil-bold', 'sc-bold'],
  italic: ['latin-italic', 'tamil', 'sc'],
};

/** What no face has becomes this, drawn in the face of the text around it. */
export const REPLACEMENT = '?';

/** One stretch of text drawn in one face. */
export interface TextRun {
  text: string;
  face: FaceName;
}

/** Which faces have a glyph for a code point: what the run splitter needs to know of the fonts. */
export interface GlyphCoverage {
  has(face: FaceName, codePoint: number): boolean;
}

// ---------------------------------------------------------------------------------------------------------------
// The run splitter: pure, so it is tested without fonts.

/** Punctuation, digits, spaces and combining marks belong to no script: they stay in the run they follow. */
const NEUTRAL = /^[\p{Script=Common}\p{Script=Inherited}]$/u;
/** Invisible formatting (zero-width joiners, variation selectors, direction marks, skin tones) with no glyph is dropped. */
const INVISIBLE = /^[\p{Cf}\p{M}\p{Emoji_Modifier}]$/u;

const GRAPHEMES = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * Splits one line into runs for a style. Each character goes to the first face of the style that has it; a neutral
 * character (a space, a comma, a combining mark) stays in the run it follows when that face has it, so a name is not
 * cut into pieces at its spaces. A character no face has (an emoji with its joiners and skin tone counts as one) is
 * spelled plainly when it has a plain form ('Ａ' → 'A', an accented letter → its base letter), dropped when it is
 * invisible formatting, and otherwise drawn as one '?'.
 */
export function splitRuns(text: string, style: FontStyle, coverage: GlyphCoverage): TextRun[] {
  const faces = FACES_OF_STYLE[style];
  const runs: TextRun[] = [];
  let current: TextRun | undefined;
  const faceFor = (char: string): FaceName | undefined => {
    const codePoint = char.codePointAt(0) ?? 0;
    const first = faces.find((face) => coverage.has(face, codePoint));
    if (current && first !== current.face && coverage.has(current.face, codePoint) && NEUTRAL.test(char)) return current.face;
    return first;
  };
  const append = (char: string) => {
    // Every face of a style but Tamil has '?'; what has no face at all is left out (invisible formatting, a lone mark).
    const face = faceFor(char);
    if (!face) return;
    if (current?.face === face) current.text += char;
    else runs.push((current = { text: char, face }));
  };
  const drawable = (chars: readonly string[]) =>
    chars.length > 0 && chars.every((char) => faces.some((face) => coverage.has(face, char.codePointAt(0) ?? 0)));
  let clusters: Intl.Segments | undefined;
  for (let index = 0; index < text.length;) {
    const char = String.fromCodePoint(text.codePointAt(index) ?? 0);
    if (faceFor(char)) {
      append(char);
      index += char.length;
      continue;
    }
    // No face has it: the rest of its character (an emoji with its joiners and skin tone is one) goes with it.
    const containing = (clusters ??= GRAPHEMES.segment(text)).containing(index);
    const cluster = containing ? containing.segment.slice(index - containing.index) : char;
    index += cluster.length;
    if ([...cluster].every((part) => INVISIBLE.test(part))) continue;
    const plain = [cluster.normalize('NFKC'), cluster.normalize('NFD').replace(/\p{M}/gu, '')]
      .map((form) => [...form])
      .find((form) => form.join('') !== cluster && drawable(form));
    (plain ?? [REPLACEMENT]).forEach(append);
  }
  return runs;
}

// ---------------------------------------------------------------------------------------------------------------
// A document's font set.

/** Which code points each face has, and the width of each word in each face: the same for every document. */
const COVERAGE = new Map<FaceName, Map<number, boolean>>();
const WIDTHS = new Map<string, number>();
/** Words measured before the widths are forgotten and measured anew (a few MB at most). */
const MAX_WIDTHS = 50_000;

export interface DrawTextOptions {
  x: number;
  y: number;
  size: number;
  style?: FontStyle;
  color: Color;
}

/**
 * The fonts of one PDF document: measures and draws text in runs, and before the document is saved embeds (subset)
 * the faces it drew with. Call `embedUsed()` before `doc.save()`.
 */
export class PdfFontSet implements GlyphCoverage {
  private readonly pdfFonts = new Map<FaceName, PDFFont>();

  private constructor(
    private readonly doc: PDFDocument,
    private readonly faces: ReadonlyMap<FaceName, LoadedFace & { embedder: CustomFontSubsetEmbedder }>,
  ) {}

  static async create(doc: PDFDocument): Promise<PdfFontSet> {
    const faces = await Promise.all(
      ALL_FACES.map(async (name) => {
        const loaded = await loadFace(name);
        const embedder = await CustomFontSubsetEmbedder.for(fontkitForPdfLib, loaded.bytes, FACE_NAMES[name]);
        return [name, { ...loaded, embedder }] as const;
      }),
    );
    return new PdfFontSet(doc, new Map(faces));
  }

  has(face: FaceName, codePoint: number): boolean {
    let known = COVERAGE.get(face);
    if (!known) COVERAGE.set(face, (known = new Map<number, boolean>()));
    let has = known.get(codePoint);
    if (has === undefined) known.set(codePoint, (has = this.face(face).font.hasGlyphForCodePoint(codePoint)));
    return has;
  }

  runs(text: string, style: FontStyle = 'regular'): TextRun[] {
    return splitRuns(text, style, this);
  }

  /** The width of one line of text at a size, in points, as `draw` lays it out. */
  widthOf(text: string, style: FontStyle, size: number): number {
    return this.runs(text, style).reduce((sum, run) => sum + this.runWidth(run), 0) * (size / 1000);
  }

  /** Draws one line of text from (x, y), run by run; answers its width. */
  draw(page: PDFPage, text: string, options: DrawTextOptions): number {
    const { size, color, y } = options;
    let x = options.x;
    for (const run of this.runs(text, options.style)) {
      const font = this.pdfFont(run.face);
      if (run.face.startsWith('tamil')) this.drawWithActualText(page, run.text, font, { x, y, size, color });
      else page.drawText(run.text, { x, y, size, color, font });
      x += this.runWidth(run) * (size / 1000);
    }
    return x - options.x;
  }

  /** The faces this document drew with. */
  get usedFaces(): FaceName[] {
    return [...this.pdfFonts.keys()];
  }

  /** Writes each face the document drew with into it, subset to the glyphs drawn. */
  async embedUsed(): Promise<void> {
    for (const font of this.pdfFonts.values()) await font.embed();
  }

  /**
   * Shaped Tamil draws a vowel sign before its consonant ('செ' is drawn 'ெ' then 'ச'), so a reader that takes the
   * glyphs in order reads the sign first. The run is marked with the text it reads as (ActualText), which Acrobat,
   * PDFium and Poppler copy and search by; the span sits inside the text object, where they expect it.
   */
  private drawWithActualText(page: PDFPage, text: string, font: PDFFont, at: { x: number; y: number; size: number; color: Color }): void {
    const key = page.node.newFontDictionary(font.name, font.ref);
    page.pushOperators(
      pushGraphicsState(),
      beginText(),
      PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [PDFName.of('Span'), `<</ActualText ${PDFHexString.fromText(text).toString()}>>`]),
      setFillingColor(at.color),
      setFontAndSize(key, at.size),
      setTextMatrix(1, 0, 0, 1, at.x, at.y),
      showText(font.encodeText(text)),
      endMarkedContent(),
      endText(),
      popGraphicsState(),
    );
  }

  private face(name: FaceName) {
    const face = this.faces.get(name);
    if (!face) throw new Error(`No font face ${name}`);
    return face;
  }

  /** The face's font in this document, made on first use so that a face never drawn with is never written. */
  private pdfFont(name: FaceName): PDFFont {
    let font = this.pdfFonts.get(name);
    if (!font) {
      font = PDFFont.of(this.doc.context.nextRef(), this.doc, this.face(name).embedder);
      this.pdfFonts.set(name, font);
    }
    return font;
  }

  /**
   * A run's width in thousandths of the size, as pdf-lib draws it: the sum of the glyphs' advance widths after
   * shaping (pdf-lib applies no kerning). Measured word by word; a word's width is kept for the next documents.
   */
  private runWidth(run: TextRun): number {
    let width = 0;
    for (const piece of run.text.split(/( +)/)) {
      if (piece === '') continue;
      const key = `${run.face}\u0000${piece}`;
      let pieceWidth = WIDTHS.get(key);
      if (pieceWidth === undefined) {
        const { font } = this.face(run.face);
        const advance = font.layout(piece).glyphs.reduce((sum, glyph) => sum + glyph.advanceWidth, 0);
        if (WIDTHS.size >= MAX_WIDTHS) WIDTHS.clear();
        WIDTHS.set(key, (pieceWidth = (advance * 1000) / font.unitsPerEm));
      }
      width += pieceWidth;
    }
    return width;
  }
}
