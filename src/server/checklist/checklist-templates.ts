import { checklistItemsFor } from '../../domain/checklist/definitions';
import { toDisplayDate } from '../../domain/display-date';
import { clientPersons, joinNames } from '../../domain/documents/document-parties';
import type { PdfSource } from '../services/documents-output/pdf-source';
import { PdfComposer } from '../services/pdf/pdf-composer';
import { orBlank } from '../services/pdf/pdf-wording';
import { wtaFooter } from '../services/pdf/wta-pdf';

/** The templates the Checklist & Templates add-on generates from a case (issue 17), by their address name. */
export const CHECKLIST_TEMPLATES = {
  'engagement-letter': { title: 'Letter of Engagement', fileName: (ref: string) => `${ref} Letter of Engagement.pdf` },
  'requisition-cover-letter': { title: 'Legal Requisitions Cover Letter', fileName: (ref: string) => `${ref} Requisitions Cover Letter.pdf` },
} as const;

export type ChecklistTemplate = keyof typeof CHECKLIST_TEMPLATES;

export const isChecklistTemplate = (name: string): name is ChecklistTemplate => Object.keys(CHECKLIST_TEMPLATES).includes(name);

export interface ChecklistTemplateInput {
  source: PdfSource;
  /** yyyy-mm-dd, Singapore's today. */
  today: string;
  createdAt: Date;
}

/** The template filled from the case, as PDF bytes. */
export async function renderChecklistTemplate(template: ChecklistTemplate, input: ChecklistTemplateInput): Promise<Uint8Array> {
  const { source } = input;
  const pdf = await PdfComposer.create({
    title: `${CHECKLIST_TEMPLATES[template].title} ${source.parties.propertyRefNo}`,
    author: source.firm.name,
    createdAt: input.createdAt,
    footer: wtaFooter(source.firm),
  });
  pdf.heading(source.firm.name.toUpperCase(), 15);
  pdf.rule();
  if (template === 'engagement-letter') writeEngagementLetter(pdf, input);
  else writeRequisitionCoverLetter(pdf, input);
  return pdf.save();
}

const typeName = (source: PdfSource) => source.aggregate.transactionTypeName.trim() || 'Transaction';

function reference(pdf: PdfComposer, input: ChecklistTemplateInput): void {
  const { parties } = input.source;
  pdf.labelled('Our Ref:', parties.propertyRefNo, { labelWidth: 90 });
  pdf.labelled('Your Ref:', orBlank(parties.lawfirmRefNo), { labelWidth: 90 });
  pdf.labelled('Date:', toDisplayDate(input.today), { labelWidth: 90 });
}

function partiesBlock(pdf: PdfComposer, input: ChecklistTemplateInput): void {
  const { parties } = input.source;
  pdf.labelled('Property:', parties.propAddress, { labelWidth: 90 });
  pdf.labelled('Transaction:', typeName(input.source), { labelWidth: 90 });
  pdf.labelled('Vendor(s):', orBlank(joinNames(parties.vendors)), { labelWidth: 90 });
  pdf.labelled('Purchaser(s):', orBlank(joinNames(parties.purchasers)), { labelWidth: 90 });
}

function writeEngagementLetter(pdf: PdfComposer, input: ChecklistTemplateInput): void {
  const { source } = input;
  const clients = clientPersons(source.parties);
  pdf.heading('LETTER OF ENGAGEMENT', 14);
  reference(pdf, input);
  pdf.labelled('To:', orBlank(joinNames(clients.length > 0 ? clients : [...source.parties.vendors, ...source.parties.purchasers])), {
    labelWidth: 90,
  });
  pdf.gap(6);
  pdf.text(`RE: ${typeName(source).toUpperCase()} OF ${source.parties.propAddress.toUpperCase()}`, { style: 'bold', after: 8 });
  partiesBlock(pdf, input);
  pdf.gap(6);
  pdf.text(
    `Thank you for instructing ${source.firm.name} to act for you in the above matter. This letter sets out the work we will do ` +
      'for you, what we need from you and the terms on which we act.',
  );
  pdf.text('Our work will include the following steps, which we track on the case checklist:', { after: 4 });
  for (const item of checklistItemsFor(source.aggregate.transactionTypeName)) pdf.text(`•  ${item.label}`, { indent: 12, after: 2 });
  pdf.gap(6);
  pdf.text(
    'Our professional fees, disbursements and GST will be set out in our bill at completion. Stamp duties, agency search fees and ' +
      'registration fees are paid on your behalf and charged at cost. Please let us know at once of any change in your instructions.',
  );
  pdf.text('Please sign and return the duplicate of this letter to confirm your instructions.');
  pdf.text('Yours faithfully,', { after: 0 });
  pdf.signature([source.firm.name]);
  pdf.text('We confirm our instructions on the terms of this letter.', { after: 0 });
  pdf.signature(['Client', 'Date:']);
}

function writeRequisitionCoverLetter(pdf: PdfComposer, input: ChecklistTemplateInput): void {
  const { source } = input;
  const otherSide =
    source.parties.clientSide === 'S' ? source.parties.buyerLawyer : source.parties.clientSide === 'B' ? source.parties.sellerLawyer : null;
  pdf.heading('LEGAL REQUISITIONS', 14);
  reference(pdf, input);
  pdf.labelled('To:', otherSide ? `${otherSide.firmName}${otherSide.address ? `, ${otherSide.address}` : ''}` : 'The Relevant Authorities', {
    labelWidth: 90,
  });
  pdf.gap(6);
  pdf.text(`RE: ${typeName(source).toUpperCase()} OF ${source.parties.propAddress.toUpperCase()}`, { style: 'bold', after: 8 });
  partiesBlock(pdf, input);
  pdf.gap(6);
  pdf.text(
    'We act for the ' +
      (source.parties.clientSide === 'S' ? 'vendor(s)' : source.parties.clientSide === 'B' ? 'purchaser(s)' : 'client(s)') +
      ' in the above matter. We enclose our legal requisitions on the property and shall be grateful for your replies at your ' +
      'earliest convenience, and in any case before the completion date.',
  );
  pdf.text(`Completion date: ${source.parties.completionDate ? toDisplayDate(source.parties.completionDate) : 'to be fixed'}.`);
  pdf.text('Kindly quote our reference in all correspondence on this matter.');
  pdf.text('Yours faithfully,', { after: 0 });
  pdf.signature([source.firm.name]);
}
