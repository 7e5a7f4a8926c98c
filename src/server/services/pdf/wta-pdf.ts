import { piecesText } from '../../../domain/documents/wording';
import { WTA_ACCEPTED_BY, wtaFooterLines, wtaWording } from '../../../domain/documents/wta-wording';
import type { DocumentPdfInput, Letterhead } from './document-pdf-input';
import type { PdfComposer } from './pdf-composer';

/** The WTA's foot on every page (seed 001 §2.3): the firm's address, tel, fax and UEN, as the editor shows it. */
export function wtaFooter(firm: Letterhead): string[] {
  return wtaFooterLines(firm);
}

/**
 * The Warrant to Act (seed 001 §2.3) in the editor's own wording (src/domain/documents/wta-wording.ts): the
 * client's instruction to the firm, signed by the client and accepted by the lawyer.
 */
export function writeWta(pdf: PdfComposer, input: DocumentPdfInput): void {
  const wording = wtaWording(input.metadata, input.parties, input.firm.name);

  pdf.heading(wording.letterhead, 15);
  pdf.rule();
  pdf.heading(wording.title, 14);
  pdf.labelled('Our Ref:', wording.reference, { labelWidth: 70 });
  pdf.labelled('To:', wording.to, { labelWidth: 70 });
  pdf.labelled('RE:', wording.re, { labelWidth: 70 });
  pdf.gap(6);

  pdf.text(piecesText(wording.statement), { after: 6 });
  pdf.text(piecesText(wording.matter), { indent: 18, after: 8 });
  if (wording.engagement) pdf.text(piecesText(wording.engagement), { after: 8 });
  pdf.text(wording.undertaking, { after: 10 });
  pdf.text(piecesText(wording.dated));

  pdf.signature(wording.clientSignature.map(piecesText));
  pdf.keepRoom(100);
  pdf.text(WTA_ACCEPTED_BY, { style: 'italic', after: 0 });
  pdf.signature(wording.lawyerSignature.map(piecesText));
}
