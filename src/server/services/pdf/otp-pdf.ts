import type { DocumentPerson } from '../../../domain/documents/document-parties';
import type { DocumentMetadata, MetadataTextField } from '../../../domain/documents/metadata';
import { signingDateText } from '../../../domain/documents/otp-text';
import {
  acceptanceWording,
  otpClauses,
  otpDatedPieces,
  otpReLines,
  signatureCaptions,
  WITNESS_INTRO,
  witnessCaptions,
} from '../../../domain/documents/otp-wording';
import { BLANK, personLine, piecesText } from '../../../domain/documents/wording';
import type { DocumentPdfInput } from './document-pdf-input';
import { writeOtpAnnexes } from './otp-annexes-pdf';
import type { PdfComposer } from './pdf-composer';

/**
 * The Option to Purchase (seed 001 §2.2) as the lawyer filled it in: the option itself, the vendor's signing
 * page, the purchaser's ACCEPTANCE COPY and Annexes A to D. The wording is the editor's own
 * (src/domain/documents/otp-wording.ts); blank fields print as lines to fill in by hand.
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
  pdf.labelled('RE:', otpReLines(m, parties).map(piecesText).join('\n'), { labelWidth: 90 });
  pdf.rule();

  otpClauses(m, parties).forEach((clause, index) => {
    pdf.keepRoom(40);
    pdf.text(`${index + 1}. ${clause.title}`, { style: 'bold', after: 2 });
    pdf.text(piecesText(clause.pieces), { indent: 14, after: 8 });
  });

  pdf.gap(6);
  pdf.text(piecesText(otpDatedPieces(m)));
  signatures(pdf, signatureCaptions('Vendor', parties.vendors));
  witness(pdf, m, 'vendorWitnessName', 'vendorWitnessNric');

  acceptanceCopy(pdf, input);
  writeOtpAnnexes(pdf, m);
}

function partyBlock(pdf: PdfComposer, label: string, persons: readonly DocumentPerson[]): void {
  pdf.labelled(label, persons.length > 0 ? persons.map(personLine).join('\n') : BLANK, { labelWidth: 90 });
}

function signatures(pdf: PdfComposer, blocks: readonly string[][]): void {
  for (const captions of blocks) pdf.signature(captions);
}

function witness(pdf: PdfComposer, m: DocumentMetadata, nameField: MetadataTextField, nricField: MetadataTextField): void {
  pdf.keepRoom(90);
  pdf.text(WITNESS_INTRO, { style: 'italic', after: 0 });
  pdf.signature(witnessCaptions(m, nameField, nricField).map(piecesText));
}

/** The purchaser's part (seed 001 §2.2 "ACCEPTANCE COPY"): exercised by signing it, by the purchaser it names. */
function acceptanceCopy(pdf: PdfComposer, input: DocumentPdfInput): void {
  const m = input.metadata;
  const wording = acceptanceWording(m, input.parties);
  pdf.newPage();
  pdf.heading('ACCEPTANCE COPY', 14);
  pdf.labelled('To (Vendor):', wording.vendor, { labelWidth: 110 });
  pdf.gap(4);
  pdf.text(piecesText(wording.statement), { after: 8 });
  pdf.text(piecesText(wording.solicitors));
  pdf.text(piecesText(wording.dated));
  signatures(pdf, signatureCaptions('Purchaser', wording.signers));
  witness(pdf, m, 'purchaserWitnessName', 'purchaserWitnessNric');
}
