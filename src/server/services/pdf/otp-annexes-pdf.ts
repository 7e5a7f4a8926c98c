import type { DocumentMetadata } from '../../../domain/documents/metadata';
import { otpAnnexes } from '../../../domain/documents/otp-annex-wording';
import type { PdfComposer } from './pdf-composer';

/**
 * Annexes A to D of the OTP (seed 001 §2.2, §4) in the editor's own wording
 * (src/domain/documents/otp-annex-wording.ts): A lists the items, B and C every paragraph ticked or not, D the
 * lawyer's further terms.
 */
export function writeOtpAnnexes(pdf: PdfComposer, m: DocumentMetadata): void {
  pdf.newPage();
  otpAnnexes(m).forEach((annex, index) => {
    if (index > 0) pdf.gap(10);
    pdf.heading(annex.title, 12);
    for (const line of annex.lines) pdf.text(line, { indent: 8, after: 4 });
  });
}
