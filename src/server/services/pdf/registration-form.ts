import { PDFDocument, rgb, type PDFPage } from 'pdf-lib';
import { HELPDESK, SALES } from '../../../domain/contact-details';
import { SUBSCRIPTION_FEES } from '../../../domain/requisitions/published-fees';
import { PdfFontSet, type FontStyle } from './fonts';

const MARGIN = 50;
const NAVY = rgb(0.08, 0.13, 0.24);

/** The downloadable subscription registration form (seed 000 §1): a printable A4 PDF to fill in and sign. */
export async function registrationFormPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle('Conveyancing Workbench — Subscription Registration Form');
  doc.setAuthor('Conveyancing Workbench');
  const page = doc.addPage([595.28, 841.89]);
  const fonts = await PdfFontSet.create(doc);
  let y = page.getHeight() - MARGIN;

  const text = (value: string, size = 10, style: FontStyle = 'regular', x = MARGIN) => {
    fonts.draw(page, value, { x, y, size, style, color: NAVY });
    y -= size + 6;
  };

  text('Conveyancing Workbench', 18, 'bold');
  text('Subscription Registration Form', 13, 'bold');
  y -= 6;
  text(`Please complete in block letters, sign, and e-mail the scanned form to ${SALES.email} (${SALES.phone}).`, 9);
  text(`Questions about an existing account: ${HELPDESK.email}, ${HELPDESK.phone}.`, 9);
  y -= 8;

  text('A. Law firm', 11, 'bold');
  for (const label of ['Law firm name', 'UEN', 'Registered address', 'Postal code', 'Telephone', 'Fax', 'E-mail']) {
    y = field(page, fonts, label, y);
  }
  y -= 6;
  text('B. Users (each lawyer or executive needs their own user ID)', 11, 'bold');
  for (const n of [1, 2, 3]) y = field(page, fonts, `User ${n}: name / designation / e-mail`, y);
  y -= 6;
  text('C. Modules', 11, 'bold');
  for (const option of ['Conveyancing Workbench (property, contacts, OTP / WTA / S.65, legal requisitions)', 'e-Checklist & Templates add-on']) {
    page.drawRectangle({ x: MARGIN, y: y - 2, width: 9, height: 9, borderColor: NAVY, borderWidth: 0.8 });
    text(option, 10, 'regular', MARGIN + 16);
  }
  y -= 6;
  text('D. Fees and charges', 11, 'bold');
  for (const fee of SUBSCRIPTION_FEES) {
    fonts.draw(page, fee.item, { x: MARGIN, y, size: 9, color: NAVY });
    fonts.draw(page, fee.amount, { x: 330, y, size: 9, color: NAVY });
    y -= 14;
  }
  y -= 10;
  text('E. Declaration', 11, 'bold');
  text('We apply to subscribe and agree to the Terms of Service and the Privacy Statement.', 9);
  y -= 24;
  for (const label of ['Authorised signatory', 'Name and designation', 'Date']) y = field(page, fonts, label, y);
  await fonts.embedUsed();
  return doc.save();
}

function field(page: PDFPage, fonts: PdfFontSet, label: string, y: number): number {
  fonts.draw(page, label, { x: MARGIN, y, size: 9, color: NAVY });
  page.drawLine({ start: { x: 230, y: y - 2 }, end: { x: page.getWidth() - MARGIN, y: y - 2 }, thickness: 0.6, color: NAVY });
  return y - 20;
}
