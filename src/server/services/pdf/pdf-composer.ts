import { PDFDocument, rgb, type Color, type PDFPage } from 'pdf-lib';
import { drawableLine, drawableLines } from './drawable-text';
import { PdfFontSet, type FontStyle } from './fonts';

/** A4 in points. */
export const A4: [number, number] = [595.28, 841.89];
const MARGIN_X = 56;
const MARGIN_TOP = 56;
const MARGIN_BOTTOM = 48;
const FOOTER_SIZE = 8;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.35, 0.35, 0.4);

export type { FontStyle };
export type Align = 'left' | 'center' | 'right';

export interface TextOptions {
  size?: number;
  style?: FontStyle;
  /** Points from the left margin; wrapped lines keep it. */
  indent?: number;
  align?: Align;
  /** Space after the paragraph, in points. */
  after?: number;
}

export interface DocumentInfo {
  title: string;
  author: string;
  /** Stamped as the PDF's creation date, so the same input at the same moment gives the same file. */
  createdAt: Date;
  /** Small lines at the foot of every page, above the page number (the WTA's firm address). */
  footer?: readonly string[];
}

/**
 * Lays out a document top to bottom on A4 pages: wrapped paragraphs, label / value rows, signature lines.
 * A line that does not fit starts a new page; every page gets "Page n of m" when the document is saved.
 */
export class PdfComposer {
  private page: PDFPage;
  private y: number;

  private constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: PdfFontSet,
    private readonly footer: readonly string[],
  ) {
    this.page = doc.addPage(A4);
    this.y = A4[1] - MARGIN_TOP;
  }

  static async create(info: DocumentInfo): Promise<PdfComposer> {
    const doc = await PDFDocument.create();
    doc.setTitle(drawableLine(info.title));
    doc.setAuthor(drawableLine(info.author));
    doc.setCreator('Conveyancing Workbench');
    doc.setProducer('Conveyancing Workbench');
    doc.setCreationDate(info.createdAt);
    doc.setModificationDate(info.createdAt);
    return new PdfComposer(doc, await PdfFontSet.create(doc), (info.footer ?? []).map(drawableLine).filter(Boolean));
  }

  /** The width text may use at an indent. */
  widthAt(indent = 0): number {
    return A4[0] - 2 * MARGIN_X - indent;
  }

  private get bottom(): number {
    return MARGIN_BOTTOM + (this.footer.length + 1) * (FOOTER_SIZE + 3) + 8;
  }

  newPage(): void {
    this.page = this.doc.addPage(A4);
    this.y = A4[1] - MARGIN_TOP;
  }

  /** Starts a new page unless `height` points still fit on this one. */
  keepRoom(height: number): void {
    if (this.y - height < this.bottom) this.newPage();
  }

  gap(points: number): void {
    this.y -= points;
  }

  /** A paragraph: its own line breaks kept, long lines wrapped at word boundaries. */
  text(content: string, options: TextOptions = {}): void {
    const size = options.size ?? 10;
    const indent = options.indent ?? 0;
    const style = options.style ?? 'regular';
    for (const line of wrap(content, this.widthAt(indent), this.measure(style, size))) this.line(line, style, size, indent, options.align ?? 'left');
    this.y -= options.after ?? 6;
  }

  heading(content: string, size = 13): void {
    this.text(content, { size, style: 'bold', align: 'center', after: 8 });
  }

  /** 'Label' in bold on the left and its value wrapped beside it. */
  labelled(label: string, value: string, options: { labelWidth?: number; indent?: number; size?: number } = {}): void {
    const size = options.size ?? 10;
    const indent = options.indent ?? 0;
    const labelWidth = options.labelWidth ?? 120;
    const lines = wrap(value.trim() === '' ? ' ' : value, this.widthAt(indent + labelWidth), this.measure('regular', size));
    const labelLines = wrap(label, labelWidth - 8, this.measure('bold', size));
    const rows = Math.max(lines.length, labelLines.length);
    for (let row = 0; row < rows; row += 1) {
      this.keepRoom(lineHeight(size));
      const labelLine = labelLines[row];
      if (labelLine) this.draw(labelLine, 'bold', size, MARGIN_X + indent);
      const valueLine = lines[row];
      if (valueLine) this.draw(valueLine, 'regular', size, MARGIN_X + indent + labelWidth);
      this.y -= lineHeight(size);
    }
    this.y -= 3;
  }

  /** A line to sign on with its captions under it, kept together on one page. */
  signature(captions: readonly string[], options: { indent?: number } = {}): void {
    const indent = options.indent ?? 0;
    this.keepRoom(40 + captions.length * lineHeight(9));
    this.y -= 28;
    this.page.drawLine({
      start: { x: MARGIN_X + indent, y: this.y },
      end: { x: MARGIN_X + indent + 210, y: this.y },
      thickness: 0.7,
      color: INK,
    });
    this.y -= lineHeight(9);
    for (const caption of captions) this.text(caption, { size: 9, indent, after: 0 });
    this.y -= 8;
  }

  /** A thin line across the page, between what came before and what follows. */
  rule(): void {
    this.keepRoom(20);
    // The cursor is the next line's baseline: the rule goes above that line's capitals.
    const y = this.y + 6;
    this.page.drawLine({ start: { x: MARGIN_X, y }, end: { x: A4[0] - MARGIN_X, y }, thickness: 0.5, color: MUTED });
    this.y -= 12;
  }

  /** A framed note (the DSS signature stamp): bold lines inside a box, kept on one page. */
  stamp(lines: readonly string[]): void {
    const size = 9;
    const wrapped = lines.flatMap((line) => wrap(line, this.widthAt(24), this.measure('bold', size)));
    const height = wrapped.length * lineHeight(size) + 14;
    this.keepRoom(height + 6);
    const top = this.y + lineHeight(size) - 2;
    this.page.drawRectangle({
      x: MARGIN_X,
      y: top - height,
      width: this.widthAt(),
      height,
      borderColor: rgb(0.1, 0.35, 0.2),
      borderWidth: 1,
    });
    this.y -= 5;
    for (const line of wrapped) {
      this.draw(line, 'bold', size, MARGIN_X + 12, rgb(0.1, 0.35, 0.2));
      this.y -= lineHeight(size);
    }
    this.y -= 14;
  }

  async save(): Promise<Uint8Array> {
    const pages = this.doc.getPages();
    pages.forEach((page, index) => {
      let y = MARGIN_BOTTOM;
      const footerLine = (content: string) => {
        const x = (A4[0] - this.fonts.widthOf(content, 'regular', FOOTER_SIZE)) / 2;
        this.fonts.draw(page, content, { x, y, size: FOOTER_SIZE, color: MUTED });
      };
      footerLine(`Page ${index + 1} of ${pages.length}`);
      for (const line of [...this.footer].reverse()) {
        y += FOOTER_SIZE + 3;
        footerLine(wrap(line, this.widthAt(), this.measure('regular', FOOTER_SIZE))[0] ?? '');
      }
    });
    await this.fonts.embedUsed();
    return this.doc.save();
  }

  private line(content: string, style: FontStyle, size: number, indent: number, align: Align): void {
    this.keepRoom(lineHeight(size));
    const width = this.fonts.widthOf(content, style, size);
    const x = align === 'center' ? (A4[0] - width) / 2 : align === 'right' ? A4[0] - MARGIN_X - width : MARGIN_X + indent;
    this.draw(content, style, size, x);
    this.y -= lineHeight(size);
  }

  private draw(content: string, style: FontStyle, size: number, x: number, color: Color = INK): void {
    if (content.trim() === '') return;
    this.fonts.draw(this.page, content, { x, y: this.y, size, style, color });
  }

  private measure(style: FontStyle, size: number): (text: string) => number {
    return (text) => this.fonts.widthOf(text, style, size);
  }
}

const lineHeight = (size: number) => size * 1.35;

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * Word-wraps to `width` as `measure` (a PdfFontSet's widthOf at a style and size) finds it; a word wider than a whole
 * line (a long Chinese address has no spaces) is broken where it overflows, between whole characters.
 */
export function wrap(content: string, width: number, measure: (text: string) => number): string[] {
  const fits = (text: string) => measure(text) <= width;
  const lines: string[] = [];
  for (const paragraph of drawableLines(content)) {
    let current = '';
    for (const word of paragraph.split(/ +/).filter(Boolean)) {
      const candidate = current ? `${current} ${word}` : word;
      if (fits(candidate)) {
        current = candidate;
        continue;
      }
      if (current) lines.push(current);
      current = word;
      while (!fits(current)) {
        const head = longestFittingPrefix(current, fits);
        lines.push(head);
        current = current.slice(head.length);
      }
    }
    lines.push(current);
  }
  return lines;
}

function longestFittingPrefix(word: string, fits: (text: string) => boolean): string {
  const characters = Array.from(graphemes.segment(word), ({ segment }) => segment);
  let head = characters[0] ?? word;
  for (const character of characters.slice(1)) {
    if (!fits(head + character)) break;
    head += character;
  }
  return head;
}
