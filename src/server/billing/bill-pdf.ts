import { PDFDocument, rgb, type PDFPage } from 'pdf-lib';
import { GST_RATE } from '../../domain/constants';
import { toDisplayDate, toDisplayTimestamp } from '../../domain/display-date';
import { formatCents, type Cents } from '../../domain/requisitions/money';
import { drawableLine } from '../services/pdf/drawable-text';
import { PdfFontSet, type FontStyle } from '../services/pdf/fonts';
import { A4, wrap } from '../services/pdf/pdf-composer';
import { billedLines, billTotals, type BilledLine, type BillTotals } from './billing-lines';
import type { BilledRequisition } from './billing-query';

/** The law firm a bill is made out to, as its record has it. */
export interface BillFirm {
  name: string;
  address: string;
  postalCode: string;
  phone: string;
  fax: string;
  email: string;
  uen: string;
}

export interface BillDocument {
  title: string;
  firm: BillFirm;
  /** Each requisition's summary starts on a page of its own, in this order. */
  requisitions: readonly BilledRequisition[];
  printedAt: Date;
  printedBy: string;
}

const MARGIN_X = 48;
const MARGIN_TOP = 52;
const FOOTER_Y = 30;
const BOTTOM = 70;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.38, 0.38, 0.42);
const SHADE = rgb(0.92, 0.93, 0.95);
const WIDTH = A4[0] - 2 * MARGIN_X;
const GST_PERCENT = `${Math.round(GST_RATE * 100)}%`;

export const BILL_NOTE = `Amounts in Singapore dollars (S$), as charged when the requisition was submitted. GST at ${GST_PERCENT} is charged on every fee line.`;
/** A parcel land request's fee has its own GST (src/domain/other-services/parcel-land-fee.ts): the note names no rate. */
export const REQUEST_BILL_NOTE =
  'Amounts in Singapore dollars (S$), as charged when the request was submitted, with the GST charged on each fee line.';

interface Column {
  header: readonly string[];
  width: number;
  align: 'left' | 'right';
}

/** Description, then the four amounts of a line and what it costs in all. */
const FEE_COLUMNS: readonly Column[] = [
  { header: ['Description'], width: 149, align: 'left' },
  { header: ['Application', 'Fee'], width: 70, align: 'right' },
  { header: ['GST'], width: 62, align: 'right' },
  { header: ['Processing', 'Fee'], width: 70, align: 'right' },
  { header: ['Processing', 'GST'], width: 62, align: 'right' },
  { header: ['Total'], width: 86, align: 'right' },
];

const SUMMARY_COLUMNS: readonly Column[] = [
  { header: ['Requisition No.'], width: 108, align: 'left' },
  { header: ['Sent Date'], width: 66, align: 'left' },
  { header: ['Property', 'Control No.'], width: 100, align: 'left' },
  { header: ['Fees before', 'GST'], width: 75, align: 'right' },
  { header: ['GST'], width: 65, align: 'right' },
  { header: ['Total'], width: 85, align: 'right' },
];

const lineHeight = (size: number) => size * 1.4;

/**
 * A bill laid out on A4: the firm's letterhead, the case and the requisition, one table row per billed line
 * (agency, SAL levy, transaction fee) with its fees and GST, the totals, and a note on the amounts. A document of
 * several requisitions ends with a page listing each one's total and the sum of all. Every page carries who
 * printed it and when, and "Page n of m".
 */
class BillLayout {
  private page!: PDFPage;
  private y = 0;

  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: PdfFontSet,
  ) {}

  private lines(content: string, style: FontStyle, size: number, width: number): string[] {
    return wrap(content, width, (text) => this.fonts.widthOf(text, style, size));
  }

  private draw(content: string, x: number, y: number, size: number, style: FontStyle, color = INK): void {
    this.fonts.draw(this.page, content, { x, y, size, style, color });
  }

  newPage(): void {
    this.page = this.doc.addPage(A4);
    this.y = A4[1] - MARGIN_TOP;
  }

  private room(height: number, onNewPage?: () => void): void {
    if (this.y - height >= BOTTOM) return;
    this.newPage();
    onNewPage?.();
  }

  gap(points: number): void {
    this.y -= points;
  }

  text(content: string, options: { size?: number; bold?: boolean; align?: 'left' | 'center'; color?: typeof INK } = {}): void {
    const size = options.size ?? 9.5;
    const style = options.bold ? 'bold' : 'regular';
    for (const line of this.lines(content, style, size, WIDTH)) {
      this.room(lineHeight(size));
      const x = options.align === 'center' ? (A4[0] - this.fonts.widthOf(line, style, size)) / 2 : MARGIN_X;
      if (line.trim()) this.draw(line, x, this.y, size, style, options.color ?? INK);
      this.y -= lineHeight(size);
    }
  }

  rule(): void {
    this.room(12);
    this.page.drawLine({ start: { x: MARGIN_X, y: this.y + 4 }, end: { x: A4[0] - MARGIN_X, y: this.y + 4 }, thickness: 0.6, color: MUTED });
    this.y -= 10;
  }

  /** Label / value pairs, two to a row. */
  fields(pairs: ReadonlyArray<readonly [string, string]>): void {
    const size = 9.5;
    const half = WIDTH / 2;
    const labelWidth = 112;
    for (let index = 0; index < pairs.length; index += 2) {
      const row = pairs.slice(index, index + 2);
      // A pair alone on its row (the address) takes the whole width.
      const valueWidth = (row.length === 1 ? WIDTH : half) - labelWidth - 8;
      const wrapped = row.map(([, value]) => this.lines(value.trim() || '-', 'regular', size, valueWidth));
      const height = Math.max(...wrapped.map((lines) => lines.length)) * lineHeight(size);
      this.room(height);
      row.forEach(([label], column) => {
        const x = MARGIN_X + column * half;
        this.draw(drawableLine(label), x, this.y, size, 'bold');
        (wrapped[column] ?? []).forEach((line, at) => this.draw(line, x + labelWidth, this.y - at * lineHeight(size), size, 'regular'));
      });
      this.y -= height + 2;
    }
  }

  private cells(columns: readonly Column[], values: readonly string[], style: FontStyle, size: number): void {
    let x = MARGIN_X;
    columns.forEach((column, index) => {
      const value = this.lines(values[index] ?? '', style, size, column.width - 8)[0] ?? '';
      const textX = column.align === 'right' ? x + column.width - 4 - this.fonts.widthOf(value, style, size) : x + 4;
      if (value.trim()) this.draw(value, textX, this.y, size, style);
      x += column.width;
    });
  }

  tableHeader(columns: readonly Column[]): void {
    const size = 8.5;
    const lines = Math.max(...columns.map((column) => column.header.length));
    const height = lines * lineHeight(size) + 6;
    this.room(height + lineHeight(9));
    const top = this.y + size + 3;
    const bottom = this.y - (lines - 1) * lineHeight(size) - 5;
    this.page.drawRectangle({ x: MARGIN_X, y: bottom, width: WIDTH, height: top - bottom, color: SHADE });
    for (let line = 0; line < lines; line += 1) {
      // Headers sit at the bottom of their cell, so one-line headers line up with the last line of two-line ones.
      this.cells(
        columns,
        columns.map((column) => column.header[line - (lines - column.header.length)] ?? ''),
        'bold',
        size,
      );
      this.y -= lineHeight(size);
    }
    this.y -= 6;
  }

  tableRow(columns: readonly Column[], values: readonly string[], options: { bold?: boolean; ruleAbove?: boolean } = {}): void {
    const size = 9;
    this.room(lineHeight(size) + 4, () => this.tableHeader(columns));
    if (options.ruleAbove) {
      this.page.drawLine({
        start: { x: MARGIN_X, y: this.y + lineHeight(size) - 2 },
        end: { x: A4[0] - MARGIN_X, y: this.y + lineHeight(size) - 2 },
        thickness: 0.6,
        color: INK,
      });
    }
    this.cells(columns, values, options.bold ? 'bold' : 'regular', size);
    this.y -= lineHeight(size) + 2;
  }

  /** Right-aligned label: amount lines under a table. */
  sums(rows: ReadonlyArray<readonly [string, string, boolean]>): void {
    const size = 10;
    for (const [label, value, bold] of rows) {
      this.room(lineHeight(size));
      const style = bold ? 'bold' : 'regular';
      const valueX = A4[0] - MARGIN_X - 4 - this.fonts.widthOf(value, style, size);
      this.draw(drawableLine(label), A4[0] - MARGIN_X - 250, this.y, size, style);
      this.draw(value, valueX, this.y, size, style);
      this.y -= lineHeight(size);
    }
  }
}

const money = (cents: Cents) => formatCents(cents);

function firmLines(firm: BillFirm): string[] {
  const contact = [firm.phone && `Tel: ${firm.phone}`, firm.fax && `Fax: ${firm.fax}`, firm.email && `Email: ${firm.email}`]
    .filter(Boolean)
    .join('   ');
  return [
    ...firm.address
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean),
    firm.postalCode ? `SINGAPORE ${firm.postalCode}` : '',
    contact,
    firm.uen ? `UEN / GST Reg. No.: ${firm.uen}` : '',
  ].filter(Boolean);
}

function letterhead(layout: BillLayout, firm: BillFirm): void {
  layout.text(firm.name, { size: 14, bold: true });
  for (const line of firmLines(firm)) layout.text(line, { size: 9, color: MUTED });
  layout.gap(2);
  layout.rule();
  layout.gap(4);
}

function lineValues(line: BilledLine): string[] {
  return [
    line.description,
    money(line.applFee),
    money(line.applGst),
    money(line.clFee),
    money(line.clGst),
    money(line.applFee + line.applGst + line.clFee + line.clGst),
  ];
}

function totalRows(totals: BillTotals, request: boolean): Array<[string, string, boolean]> {
  return [
    ['Total fees before GST (S$)', money(totals.charged), false],
    [request ? 'Total GST (S$)' : `Total GST @ ${GST_PERCENT} (S$)`, money(totals.gst), false],
    ['Total charged (S$)', money(totals.grandTotal), true],
  ];
}

function requisitionSection(layout: BillLayout, firm: BillFirm, requisition: BilledRequisition): BillTotals {
  const { row } = requisition;
  letterhead(layout, firm);
  layout.text('BILLING SUMMARY', { size: 13, bold: true, align: 'center' });
  layout.gap(4);
  const address = [requisition.propAddress, requisition.postal && `SINGAPORE ${requisition.postal}`].filter(Boolean).join(', ');
  // A parcel land request is billed like a requisition, named by its PL number and its service.
  const request = row.source === 'otherService';
  layout.fields([
    [request ? 'Request No.:' : 'Requisition No.:', row.lfControlNumber],
    [request ? 'Request Sent:' : 'Requisition Sent:', toDisplayDate(row.billSentDate)],
    ['Property Control No.:', row.propertyRefNo ?? ''],
    ['Reference No.:', row.referenceNumber],
    ['Property Type:', row.propertyType ?? ''],
    request ? ['Service:', row.serviceType ?? ''] : ['Transaction Type:', row.transactionTypeName ?? ''],
  ]);
  layout.fields([['Property Address:', address]]);
  layout.gap(8);

  const lines = billedLines(requisition.charged);
  const totals = billTotals(lines);
  layout.tableHeader(FEE_COLUMNS);
  for (const line of lines) layout.tableRow(FEE_COLUMNS, lineValues(line));
  layout.tableRow(
    FEE_COLUMNS,
    ['Total', money(totals.applFee), money(totals.applGst), money(totals.clFee), money(totals.clGst), money(totals.grandTotal)],
    {
      bold: true,
      ruleAbove: true,
    },
  );
  layout.gap(8);
  layout.sums(totalRows(totals, request));
  layout.gap(10);
  layout.text(request ? REQUEST_BILL_NOTE : BILL_NOTE, { size: 8, color: MUTED });
  return totals;
}

function summarySection(layout: BillLayout, firm: BillFirm, billed: ReadonlyArray<{ requisition: BilledRequisition; totals: BillTotals }>): void {
  letterhead(layout, firm);
  layout.text(`SUMMARY OF ${billed.length} BILLED REQUISITIONS`, { size: 13, bold: true, align: 'center' });
  layout.gap(6);
  layout.tableHeader(SUMMARY_COLUMNS);
  for (const { requisition, totals } of billed) {
    const { row } = requisition;
    layout.tableRow(SUMMARY_COLUMNS, [
      row.lfControlNumber,
      toDisplayDate(row.billSentDate),
      row.propertyRefNo ?? '',
      money(totals.charged),
      money(totals.gst),
      money(totals.grandTotal),
    ]);
  }
  const all = billed.reduce(
    (sum, { totals }) => ({ charged: sum.charged + totals.charged, gst: sum.gst + totals.gst, grandTotal: sum.grandTotal + totals.grandTotal }),
    {
      charged: 0,
      gst: 0,
      grandTotal: 0,
    },
  );
  layout.tableRow(SUMMARY_COLUMNS, ['Total', '', '', money(all.charged), money(all.gst), money(all.grandTotal)], { bold: true, ruleAbove: true });
}

/** The bill of one or more requisitions as PDF bytes. */
export async function renderBillPdf(input: BillDocument): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(drawableLine(input.title));
  doc.setAuthor(drawableLine(input.firm.name));
  doc.setCreator('Conveyancing Workbench');
  doc.setProducer('Conveyancing Workbench');
  doc.setCreationDate(input.printedAt);
  doc.setModificationDate(input.printedAt);
  const fonts = await PdfFontSet.create(doc);
  const layout = new BillLayout(doc, fonts);

  const billed = input.requisitions.map((requisition) => {
    layout.newPage();
    return { requisition, totals: requisitionSection(layout, input.firm, requisition) };
  });
  if (billed.length > 1) {
    layout.newPage();
    summarySection(layout, input.firm, billed);
  }

  const pages = doc.getPages();
  const printed = drawableLine(`Printed ${toDisplayTimestamp(input.printedAt.toISOString())} by ${input.printedBy}`);
  pages.forEach((page, index) => {
    const number = `Page ${index + 1} of ${pages.length}`;
    fonts.draw(page, printed, { x: MARGIN_X, y: FOOTER_Y, size: 7.5, color: MUTED });
    fonts.draw(page, number, { x: A4[0] - MARGIN_X - fonts.widthOf(number, 'regular', 7.5), y: FOOTER_Y, size: 7.5, color: MUTED });
  });
  await fonts.embedUsed();
  return doc.save();
}
