import { splitAnnexNote, type DocumentMetadata } from '../../../domain/documents/metadata';
import {
  ANNEX_B_INSPECTION_DATE_TEXT,
  ANNEX_B_INSPECTION_TEXT,
  ANNEX_B_PARAGRAPHS,
  ANNEX_C_PARAGRAPHS,
  ANNEX_TITLES,
  annexBInspectionText,
  type AnnexParagraph,
} from '../../../domain/documents/otp-text';
import type { PdfComposer } from './pdf-composer';

const tick = (ticked: boolean | undefined) => (ticked ? '[X]' : '[  ]');

/**
 * Annexes A to D of the OTP (seed 001 §2.2, §4): A lists the items joined by the annex separator, B and C are
 * paragraphs ticked or not, D is the lawyer's own further terms.
 */
export function writeOtpAnnexes(pdf: PdfComposer, m: DocumentMetadata): void {
  pdf.newPage();
  pdf.heading(ANNEX_TITLES.a, 12);
  const items = splitAnnexNote(m.annexaNote);
  if (items.length === 0) pdf.text('No items listed.', { style: 'italic' });
  items.forEach((item, index) => pdf.text(`${index + 1}. ${item}`, { indent: 8, after: 3 }));

  pdf.gap(10);
  pdf.heading(ANNEX_TITLES.b, 12);
  pdf.text(`(a) ${tick(m.annexbaParagraph1)} ${ANNEX_B_INSPECTION_TEXT}`, { after: 3 });
  // Seed 001 §4: with paragraph 1 ticked and 2 not, the chosen date replaces '7 days before the Scheduled Completion Date'.
  pdf.text(`${tick(m.annexbaParagraph2)} ${ANNEX_B_INSPECTION_DATE_TEXT} ${annexBInspectionText(m)}.`, { indent: 18 });
  paragraphs(pdf, m, ANNEX_B_PARAGRAPHS);

  pdf.gap(10);
  pdf.heading(ANNEX_TITLES.c, 12);
  paragraphs(pdf, m, ANNEX_C_PARAGRAPHS);

  pdf.gap(10);
  pdf.heading(ANNEX_TITLES.d, 12);
  const further = m.annexdParagraphNote?.trim();
  pdf.text(further || 'Nil.', further ? {} : { style: 'italic' });
}

function paragraphs(pdf: PdfComposer, m: DocumentMetadata, list: readonly AnnexParagraph[]): void {
  for (const paragraph of list) {
    const note = paragraph.noteField ? m[paragraph.noteField] : undefined;
    const noteText = typeof note === 'string' && note.trim() ? ` ${note.trim()}` : '';
    pdf.text(`${paragraph.mark} ${tick(m[paragraph.field])} ${paragraph.text}${noteText}`, { after: 4 });
  }
}
