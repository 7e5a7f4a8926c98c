import { DOCUMENT_TITLES } from '../../../domain/documents/modules';
import type { DocumentPdfInput } from './document-pdf-input';
import { writeOtp } from './otp-pdf';
import { PdfComposer } from './pdf-composer';
import { writeS65 } from './s65-pdf';
import { wtaFooter, writeWta } from './wta-pdf';

/** The printed OTP, WTA or S.65 of a property, as an A4 PDF. */
export async function renderDocumentPdf(input: DocumentPdfInput): Promise<Uint8Array> {
  const pdf = await PdfComposer.create({
    title: `${DOCUMENT_TITLES[input.module]} — ${input.parties.propertyRefNo}`,
    author: input.firm.name,
    createdAt: input.createdAt,
    ...(input.module === 'wta' ? { footer: wtaFooter(input.firm) } : {}),
  });
  if (input.module === 'otp') writeOtp(pdf, input);
  else if (input.module === 'wta') writeWta(pdf, input);
  else writeS65(pdf, input);
  return pdf.save();
}
