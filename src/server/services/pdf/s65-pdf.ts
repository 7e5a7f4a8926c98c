import { toDisplayTimestamp } from '../../../domain/display-date';
import { s65Wording, type S65Fact } from '../../../domain/documents/s65-wording';
import { piecesText } from '../../../domain/documents/wording';
import type { DocumentPdfInput, DssStamp } from './document-pdf-input';
import type { PdfComposer } from './pdf-composer';

const LAWYER_ROLE = { SELLERLAWYER: "Seller's Lawyer", BUYERLAWYER: "Buyer's Lawyer" } as const;

/** The stamp a DSS signature leaves on the S.65 copy, in Singapore time. */
export function dssStampText(stamp: DssStamp): string {
  return `Digitally signed by ${stamp.lawyerName} (${LAWYER_ROLE[stamp.party]}) through DSS on ${toDisplayTimestamp(stamp.signedAt.toISOString())}`;
}

/**
 * The S.65 notice (seed 001 §2.4, §3 "S.65 metadata") in the editor's own wording
 * (src/domain/documents/s65-wording.ts). DSS-signed copies carry the stamps.
 */
export function writeS65(pdf: PdfComposer, input: DocumentPdfInput): void {
  const wording = s65Wording(input.metadata, input.parties);

  pdf.text(wording.act, { style: 'bold', align: 'center', after: 2 });
  pdf.heading(wording.title, 14);
  pdf.text(wording.section, { align: 'center', style: 'italic', after: 10 });
  facts(pdf, wording.particulars);
  pdf.rule();

  pdf.text(wording.notice, { after: 8 });
  facts(pdf, wording.owners);
  pdf.gap(4);
  pdf.text(wording.request, { after: 10 });

  for (const captions of wording.signatures) pdf.signature(captions);

  const stamps = input.stamps ?? [];
  if (stamps.length > 0) {
    pdf.keepRoom(60);
    pdf.text('DIGITAL SIGNATURES', { style: 'bold', after: 6 });
    for (const stamp of stamps) pdf.stamp([dssStampText(stamp)]);
  }
}

function facts(pdf: PdfComposer, list: readonly S65Fact[]): void {
  for (const fact of list) pdf.labelled(fact.label, fact.lines.map(piecesText).join('\n'), { labelWidth: 180 });
}
