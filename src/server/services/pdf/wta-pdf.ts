import { clientPersons } from '../../../domain/documents/document-parties';
import { clientWording, defaultProceedings, maskClientIds } from '../../../domain/documents/wta-defaults';
import type { DocumentPdfInput, Letterhead } from './document-pdf-input';
import type { PdfComposer } from './pdf-composer';
import { dateOrBlank, maskedId, orBlank } from './pdf-wording';

/** Seed 001 §2.3: the WTA's reference line. */
export const wtaReference = (propertyRefNo: string) => `${propertyRefNo}/WTA-1`;

/** The WTA's foot on every page (seed 001 §2.3): the firm's address, tel, fax and UEN. */
export function wtaFooter(firm: Letterhead): string[] {
  const address = [firm.address.trim(), firm.postalCode.trim() && `Singapore ${firm.postalCode.trim()}`].filter(Boolean).join(', ');
  const contact = [
    firm.phone.trim() && `Tel: ${firm.phone.trim()}`,
    firm.fax.trim() && `Fax: ${firm.fax.trim()}`,
    firm.uen.trim() && `UEN: ${firm.uen.trim()}`,
  ].filter(Boolean);
  return [address, contact.join('   ')].filter(Boolean);
}

/**
 * The Warrant to Act (seed 001 §2.3): the client's instruction to the firm, in the first person singular or
 * plural by the number of clients, signed by the client and accepted by the lawyer.
 */
export function writeWta(pdf: PdfComposer, input: DocumentPdfInput): void {
  const m = input.metadata;
  const { parties, firm } = input;
  const clientCount = clientPersons(parties).length || (m.userIc ?? '').split(',').filter((id) => id.trim()).length;
  const we = clientWording(clientCount);
  const maskedIds = maskClientIds(m.userIc);

  pdf.heading(firm.name.toUpperCase(), 15);
  pdf.rule();
  pdf.heading('WARRANT TO ACT', 14);
  pdf.labelled('Our Ref:', wtaReference(parties.propertyRefNo), { labelWidth: 70 });
  pdf.labelled('To:', firm.name, { labelWidth: 70 });
  pdf.labelled('RE:', parties.propAddress, { labelWidth: 70 });
  pdf.gap(6);

  const who = maskedIds ? `${orBlank(m.userName)} (NRIC ${maskedIds})` : orBlank(m.userName);
  pdf.text(
    `${we.subject}, ${who}, hereby authorise and instruct you to act for ${we.object} in the following matter and in any ` +
      'legal proceedings arising from it:',
    { after: 6 },
  );
  pdf.text(m.userDescription?.trim() || defaultProceedings(parties.clientSide, parties.propAddress) || '____________', { indent: 18, after: 8 });
  if (m.letterOfEngagement?.trim()) {
    pdf.text(`This warrant is given under ${we.possessive} letter of engagement: ${m.letterOfEngagement.trim()}.`, { after: 8 });
  }
  pdf.text(
    `${we.subject} undertake to pay your costs and disbursements in this matter and confirm that this warrant remains in ` +
      `force until the matter is completed or ${we.subject === 'I' ? 'I revoke' : 'we revoke'} it in writing.`,
    { after: 10 },
  );
  pdf.labelled('Dated:', dateOrBlank(m.wtaSignedOn), { labelWidth: 70 });

  pdf.signature(['Signature of Client', `Name: ${orBlank(m.userName)}`, `NRIC: ${orBlank(maskedIds)}`]);
  pdf.keepRoom(100);
  pdf.text('Accepted by:', { style: 'italic', after: 0 });
  pdf.signature([
    'Signature of Lawyer',
    `Name: ${orBlank(m.wtaLawyerName)}`,
    `NRIC: ${orBlank(maskedId(m.wtaLawyerNric))}`,
    `for and on behalf of ${firm.name}`,
  ]);
}
