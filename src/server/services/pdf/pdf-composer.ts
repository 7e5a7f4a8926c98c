import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { drawableLine, drawableLines } from './drawable-text';

/** A4 in points. */
export const A4: [number, number] = [595.28, 841.89];
const MARGIN_X = 56;
const MARGIN_TOP = 56;
const MARGIN_BOTTOM = 48;
const FOOTER_SIZE = 8;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.35, 0.35, 0.4);

export type FontStyle = 'regular' | 'bold' | 'italic';
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
    private readonly fonts: Record<FontStyle, PDFFont>,
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
    const [regular, bold, italic] = await Promise.all([
      doc.embedFont(StandardFonts.Helvetica),
      doc.embedFont(StandardFonts.HelveticaBold),
      doc.embedFont(StandardFonts.HelveticaOblique),
    ]);
    return new PdfComposer(doc, { regular, bold, italic }, (info.footer ?? []).map(drawableLine).filter(Boolean));
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
    const font = this.fonts[options.style ?? 'regular'];
    for (const line of wrap(content, font, size, this.widthAt(indent))) this.line(line, font, size, indent, options.align ?? 'left');
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
    const lines = wrap(value.trim() === '' ? ' ' : value, this.fonts.regular, size, this.widthAt(indent + labelWidth));
    const labelLines = wrap(label, this.fonts.bold, size, labelWidth - 8);
    const rows = Math.max(lines.length, labelLines.length);
    for (let row = 0; row < rows; row += 1) {
      this.keepRoom(lineHeight(size));
      const labelLine = labelLines[row];
      if (labelLine) this.draw(labelLine, this.fonts.bold, size, MARGIN_X + indent);
      const valueLine = lines[row];
      if (valueLine) this.draw(valueLine, this.fonts.regular, size, MARGIN_X + indent + labelWidth);
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
    const wrapped = lines.flatMap((line) => wrap(line, this.fonts.bold, size, this.widthAt(24)));
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
      this.draw(line, this.fonts.bold, size, MARGIN_X + 12, rgb(0.1, 0.35, 0.2));
      this.y -= lineHeight(size);
    }
    this.y -= 14;
  }

  async save(): Promise<Uint8Array> {
    const pages = this.doc.getPages();
    pages.forEach((page, index) => {
      let y = MARGIN_BOTTOM;
      const number = `Page ${index + 1} of ${pages.length}`;
      page.drawText(number, { x: centred(number, this.fonts.regular, FOOTER_SIZE), y, size: FOOTER_SIZE, font: this.fonts.regular, color: MUTED });
      for (const line of [...this.footer].reverse()) {
        y += FOOTER_SIZE + 3;
        const fitted = wrap(line, this.fonts.regular, FOOTER_SIZE, this.widthAt())[0] ?? '';
        page.drawText(fitted, { x: centred(fitted, this.fonts.regular, FOOTER_SIZE), y, size: FOOTER_SIZE, font: this.fonts.regular, color: MUTED });
      }
    });
    return this.doc.save();
  }

  private line(content: string, font: PDFFont, size: number, indent: number, align: Align): void {
    this.keepRoom(lineHeight(size));
    const width = font.widthOfTextAtSize(content, size);
    const x =
      align === 'center' ? (A4[0] - width) / 2 : align === 'right' ? A4[0] - MARGIN_X - width : MARGIN_X + indent;
    this.draw(content, font, size, x);
    this.y -= lineHeight(size);
  }

  private draw(content: string, font: PDFFont, size: number, x: number, color = INK): void {
    if (content.trim() === '') return;
    this.page.drawText(content, { x, y: this.y, size, font, color });
  }
}

const lineHeight = (size: number) => size * 1.35;

function centred(content: string, font: PDFFont, size: number): number {
  return (A4[0] - font.widthOfTextAtSize(content, size)) / 2;
}

/** Word-wraps to `width`; a word wider than a whole line is broken where it overflows. */
export function wrap(content: string, font: PDFFont, size: number, width: number): string[] {
  const fits = (text: string) => font.widthOfTextAtSize(text, size) <= width;
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
  let length = 1;
  while (length < word.length && fits(word.slice(0, length + 1))) length += 1;
  return word.slice(0, length);
}
