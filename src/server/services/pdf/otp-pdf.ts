import { joinNames, type DocumentPerson } from '../../../domain/documents/document-parties';
import type { DocumentMetadata } from '../../../domain/documents/metadata';
import {
  academyReferenceField,
  completionText,
  DEFAULT_OTP_TIME,
  PAYEE_TEXT,
  signingDateText,
} from '../../../domain/documents/otp-text';
import type { DocumentPdfInput } from './document-pdf-input';
import { writeOtpAnnexes } from './otp-annexes-pdf';
import type { PdfComposer } from './pdf-composer';
import { dateOrBlank, maskedId, moneyText, orBlank, personLine } from './pdf-wording';

/**
 * The Option to Purchase (seed 001 §2.2) as the lawyer filled it in: the option itself, the vendor's signing
 * page, the purchaser's ACCEPTANCE COPY and Annexes A to D. Blank fields print as lines to fill in by hand.
 */
export function writeOtp(pdf: PdfComposer, input: DocumentPdfInput): void {
  const m = input.metadata;
  const { parties } = input;

  pdf.heading('OPTION TO PURCHASE', 16);
  pdf.labelled('Our Ref:', parties.lawfirmRefNo, { labelWidth: 90 });
  pdf.labelled('Case Ref:', parties.propertyRefNo, { labelWidth: 90 });
  pdf.labelled('Date:', signingDateText({ day: m.signOtherTermsDay, of: m.signOtherTermsOf, year: m.signOtherTerms20 }), { labelWidth: 90 });
  pdf.gap(4);
  partyBlock(pdf, 'To (Purchaser):', parties.purchasers);
  partyBlock(pdf, 'From (Vendor):', parties.vendors);
  const reLines = [m.reAddress1, m.reAddress2, m.reAddress3].map((line) => line?.trim() ?? '').filter(Boolean);
  pdf.labelled('RE:', (reLines.length > 0 ? reLines : [parties.propAddress]).join('\n'), { labelWidth: 90 });
  pdf.rule();

  numbered(pdf, 1, 'OPTION MONEY',
    `In consideration of the sum of ${moneyText(m.singDollarsOptionMoney, m.optionMoney)} (the "Option Money") paid by ` +
      `${orBlank(m.paymentMode)}, the receipt of which the Vendor acknowledges, the Vendor grants the Purchaser an option to ` +
      `purchase the property described above (the "Property") at the price of ` +
      `${moneyText(m.singDollarsPurchasePrice, m.purchasePrice)} (the "Purchase Price") on the terms of this Option.`);
  numbered(pdf, 2, 'EXERCISE',
    `This Option is open for acceptance until ${m.otpTime?.trim() || DEFAULT_OTP_TIME} on ` +
      `${m.otpSpecificDate?.trim() ? dateOrBlank(m.otpSpecificDate) : 'the day falling two (2) weeks after the date of this Option'}. ` +
      `It is exercised by signing the Acceptance Copy below and delivering it, with the deposit in paragraph 3, to the ` +
      `Vendor's solicitors, ${orBlank(m.vendorSolicitors)}, at ${[m.vendorAddress, m.vendorAddress2].map((line) => line?.trim()).filter(Boolean).join(', ') || '____________'}. ` +
      'If it is not exercised in time, this Option lapses and the Option Money is forfeited to the Vendor.');
  numbered(pdf, 3, 'DEPOSIT', depositText(m, parties.vendors));
  numbered(pdf, 4, 'COMPLETION', `Completion shall take place ${completionText(m)}.`);
  let next = 5;
  if (m.bgElevenVacant) numbered(pdf, next++, 'VACANT POSSESSION', 'The Property is sold with vacant possession on completion.');
  const weeks = [m.foreignPurchaserPropertyWeek, m.foreignPurchaserApplicationWeek, m.foreignPurchaserObtainedWeek];
  if (weeks.some((week) => week?.trim())) numbered(pdf, next++, 'FOREIGN PURCHASER', foreignPurchaserText(m));
  numbered(pdf, next, 'ANNEXES', 'Annexes A to D form part of this Option.');

  pdf.gap(6);
  pdf.text(`Dated ${signingDateText({ day: m.signOtherTermsDay, of: m.signOtherTermsOf, year: m.signOtherTerms20 })}.`);
  signatures(pdf, 'Vendor', parties.vendors);
  witness(pdf, m.vendorWitnessName, m.vendorWitnessNric);

  acceptanceCopy(pdf, input);
  writeOtpAnnexes(pdf, m);
}

function partyBlock(pdf: PdfComposer, label: string, persons: readonly DocumentPerson[]): void {
  pdf.labelled(label, persons.length > 0 ? persons.map(personLine).join('\n') : '____________', { labelWidth: 90 });
}

function numbered(pdf: PdfComposer, n: number, title: string, body: string): void {
  pdf.keepRoom(40);
  pdf.text(`${n}. ${title}`, { style: 'bold', after: 2 });
  pdf.text(body, { indent: 14, after: 8 });
}

function depositText(m: DocumentMetadata, vendors: readonly DocumentPerson[]): string {
  const option = m.paymentClientOption ?? 'client2';
  const payee =
    option === 'client1'
      ? `${PAYEE_TEXT.client1}, ${m.vendorName?.trim() || joinNames(vendors) || '____________'}`
      : option === 'client2'
        ? `the Vendor's solicitors, ${orBlank(m.vendorSolicitors)}, as stakeholders`
        : `${PAYEE_TEXT.client3} as stakeholder${academyPayment(m)}`;
  const being = m.vendorSingBeing?.trim() || `${orBlank(m.vendorPercent, '__')}% of the Purchase Price less the Option Money`;
  const mode = m.vendorPaymentMode?.trim() || m.paymentMode?.trim();
  const paid = m.vendorPaid?.trim() ? ` Of the deposit, S$${m.vendorPaid.trim()} has been paid.` : '';
  const currency = m.vendorCvy?.trim() ? ` (${m.vendorCvy.trim()})` : '';
  return (
    `On exercise of this Option the Purchaser shall pay ${moneyText(m.vendorSingDollars, m.vendorSings)}${currency}, being ${being}` +
    `${mode ? `, by ${mode}` : ''}, to ${payee}.${paid}`
  );
}

/** Seed 001 §9 academy payment modes: cheque no, cashier's order no or electronic fund transfer. */
function academyPayment(m: DocumentMetadata): string {
  const mode = m.academyLawby?.trim();
  if (!mode) return '';
  const field = academyReferenceField(mode);
  const reference = field ? m[field] : undefined;
  if (mode === 'electronic fund transfer') return `, by electronic fund transfer to account ${orBlank(typeof reference === 'string' ? reference : '')}`;
  return `, by ${mode} ${orBlank(typeof reference === 'string' ? reference : '')}`;
}

function foreignPurchaserText(m: DocumentMetadata): string {
  return (
    'If the Purchaser needs the approval of the Singapore Land Authority under the Residential Property Act 1976 to ' +
    `buy the Property, the Purchaser shall apply for it within ${orBlank(m.foreignPurchaserPropertyWeek, '__')} weeks after the date ` +
    `of exercise of this Option; the Vendor shall give every document the application needs within ` +
    `${orBlank(m.foreignPurchaserApplicationWeek, '__')} weeks; and if the approval is not obtained within ` +
    `${orBlank(m.foreignPurchaserObtainedWeek, '__')} weeks, either party may annul the contract and the deposit shall be refunded ` +
    'without interest.'
  );
}

function signatures(pdf: PdfComposer, role: string, persons: readonly DocumentPerson[]): void {
  const signers = persons.length > 0 ? persons : [{ name: '', idNo: '' }];
  for (const person of signers) {
    pdf.signature([`Signature of ${role}`, `Name: ${orBlank(person.name)}`, `ID No.: ${orBlank(maskedId(person.idNo))}`]);
  }
}

function witness(pdf: PdfComposer, name: string | undefined, nric: string | undefined): void {
  pdf.keepRoom(90);
  pdf.text('In the presence of:', { style: 'italic', after: 0 });
  pdf.signature(['Signature of Witness', `Witness: ${orBlank(name)}`, `NRIC: ${orBlank(maskedId(nric))}`]);
}

/** The purchaser's part (seed 001 §2.2 "ACCEPTANCE COPY"): exercised by signing it. */
function acceptanceCopy(pdf: PdfComposer, input: DocumentPdfInput): void {
  const m = input.metadata;
  const { parties } = input;
  pdf.newPage();
  pdf.heading('ACCEPTANCE COPY', 14);
  pdf.labelled('To (Vendor):', m.vendorName?.trim() || joinNames(parties.vendors) || '____________', { labelWidth: 110 });
  pdf.labelled('Property known as:', m.acceptanceKnownAs?.trim() || parties.propAddress, { labelWidth: 110 });
  pdf.gap(4);
  const purchaser = m.acceptancePurchaser?.trim() || joinNames(parties.purchasers) || '____________';
  pdf.text(
    `I/We, ${purchaser}, hereby exercise this Option to purchase the property known as ` +
      `${m.acceptanceKnownAs?.trim() || parties.propAddress || '____________'} at the Purchase Price of ` +
      `${moneyText(m.singDollarsPurchasePrice, m.purchasePrice)} on the terms of this Option, and enclose the deposit it requires.`,
    { after: 8 },
  );
  pdf.labelled("Purchaser's solicitors:", orBlank(m.acceptanceSolicitors), { labelWidth: 130 });
  pdf.text(`Dated ${signingDateText({ day: m.acceptanceOtherTermsDay, of: m.acceptanceOtherTermsOf, year: m.acceptanceOtherTerms20 })}.`);
  signatures(pdf, 'Purchaser', parties.purchasers);
  witness(pdf, m.purchaserWitnessName, m.purchaserWitnessNric);
}
