import { joinNames } from '../../../domain/documents/document-parties';
import { toDisplayTimestamp } from '../../../domain/display-date';
import type { DocumentLawyer } from '../../../domain/documents/document-parties';
import type { DocumentPdfInput, DssStamp } from './document-pdf-input';
import type { PdfComposer } from './pdf-composer';
import { dateOrBlank, orBlank } from './pdf-wording';

const LAWYER_ROLE = { SELLERLAWYER: "Seller's Lawyer", BUYERLAWYER: "Buyer's Lawyer" } as const;

/** The stamp a DSS signature leaves on the S.65 copy, in Singapore time. */
export function dssStampText(stamp: DssStamp): string {
  return `Digitally signed by ${stamp.lawyerName} (${LAWYER_ROLE[stamp.party]}) through DSS on ${toDisplayTimestamp(stamp.signedAt.toISOString())}`;
}

/**
 * The S.65 notice (seed 001 §2.4, §3 "S.65 metadata"): the lawyers tell the managing agent of the MCST that the
 * lot has changed hands, under section 65 of the Land Titles (Strata) Act. DSS-signed copies carry the stamps.
 */
export function writeS65(pdf: PdfComposer, input: DocumentPdfInput): void {
  const m = input.metadata;
  const { parties } = input;
  const label = { labelWidth: 150 };

  pdf.text('LAND TITLES (STRATA) ACT 1967', { style: 'bold', align: 'center', after: 2 });
  pdf.heading('NOTICE OF CHANGE IN OWNERSHIP OF A LOT', 14);
  pdf.text('(Section 65)', { align: 'center', style: 'italic', after: 10 });
  pdf.labelled('Date:', dateOrBlank(m.s65Date), label);
  pdf.labelled('Case Ref:', parties.propertyRefNo, label);
  pdf.gap(4);
  const agentLines = [m.s65McstMaName, m.s65McstMaAddress1, m.s65McstMaAddress2].map((line) => line?.trim() ?? '').filter(Boolean);
  pdf.labelled('To:', ['The Managing Agent', ...agentLines].join('\n'), label);
  if (m.s65McstMaMail?.trim()) pdf.labelled('Email:', m.s65McstMaMail.trim(), label);
  pdf.labelled('Management Corporation:', `Strata Title Plan No. ${orBlank(m.s65McstNo, '______')}`, label);
  if (m.s65McstId?.trim()) pdf.labelled('MCST ID:', m.s65McstId.trim(), label);
  if (m.s65SubMcsNo?.trim()) pdf.labelled('Subsidiary MC No.:', m.s65SubMcsNo.trim(), label);
  if (m.s65McstType?.trim()) pdf.labelled('Type:', m.s65McstType.trim(), label);
  const development = [m.s65McstDevName, m.s65McstDevLocation].map((part) => part?.trim() ?? '').filter(Boolean).join(', ');
  pdf.labelled('Development:', orBlank(development), label);
  pdf.labelled('Property:', orBlank(parties.propAddress), label);
  pdf.labelled('Lot:', orBlank(m.s65LotDetails), label);
  pdf.rule();

  pdf.text(
    'Notice is given under section 65 of the Land Titles (Strata) Act 1967 that the ownership of the lot described ' +
      'above has changed, as follows:',
    { after: 8 },
  );
  pdf.labelled('Previous subsidiary proprietor(s) (Seller):', orBlank(joinNames(parties.vendors)), label);
  pdf.labelled('New subsidiary proprietor(s) (Buyer):', orBlank(joinNames(parties.purchasers)), label);
  pdf.labelled('Address for correspondence:', orBlank(m.s65CorrespondenceAddress), label);
  pdf.gap(4);
  pdf.text('Please record the new subsidiary proprietor(s) in the strata roll and send all future notices to them.', { after: 10 });

  lawyerSignature(pdf, "Seller's Lawyer", parties.sellerLawyer);
  lawyerSignature(pdf, "Buyer's Lawyer", parties.buyerLawyer);

  const stamps = input.stamps ?? [];
  if (stamps.length > 0) {
    pdf.keepRoom(60);
    pdf.text('DIGITAL SIGNATURES', { style: 'bold', after: 6 });
    for (const stamp of stamps) pdf.stamp([dssStampText(stamp)]);
  }
}

function lawyerSignature(pdf: PdfComposer, role: string, lawyer: DocumentLawyer | null): void {
  pdf.signature([`Signature of ${role}`, `Name: ${orBlank(lawyer?.name)}`, `Firm: ${orBlank(lawyer?.firmName)}`]);
}
