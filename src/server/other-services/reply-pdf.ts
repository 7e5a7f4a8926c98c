import type { components } from '../../api/schema.gen';
import { toDisplayDate, toDisplayTimestamp } from '../../domain/display-date';
import { OTHER_SERVICE_TYPES } from '../../domain/other-services/service-types';
import { agencyName } from '../../domain/requisitions/agencies';
import type { OtherServiceRequest } from '../db/schema';
import { SIMULATED_NOTICE } from '../services/agency/reply-pdf';
import { PdfComposer } from '../services/pdf/pdf-composer';
import { orBlank } from '../services/pdf/pdf-wording';
import { singaporeDate } from './dates';
import { statementFor } from './statement-of-account';

type ParcelLandInformation = components['schemas']['ParcelLandInformation'];

/** Who the reply is addressed to. */
export interface ReplyAddressee {
  firmName: string;
  firmAddress: string;
}

const LABEL = { labelWidth: 170 };
const money = (cents: number) => `S$${(cents / 100).toLocaleString('en-SG', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/**
 * The tax authority's reply to an other-service request, as a letter to the law firm: its control numbers, the
 * property, then the parcel information (parcel land) or the statement of account (SOA, non-SOA). Every page says
 * it is simulated, as the requisition replies do.
 */
export async function renderOtherServiceReplyPdf(
  request: OtherServiceRequest,
  addressee: ReplyAddressee,
  receivedAt: Date,
  parcelInfo: ParcelLandInformation | null,
): Promise<Uint8Array> {
  const agency = agencyName('IRAS');
  const { serviceType } = OTHER_SERVICE_TYPES[request.kind];
  const pdf = await PdfComposer.create({
    title: `${serviceType} reply ${request.rpControlNo}`,
    author: agency,
    createdAt: receivedAt,
    footer: [SIMULATED_NOTICE],
  });

  pdf.heading(agency.toUpperCase(), 14);
  pdf.text(`Reply: ${serviceType}`, { style: 'bold', align: 'center', after: 12 });
  pdf.labelled('Date of reply:', toDisplayTimestamp(receivedAt.toISOString()), LABEL);
  pdf.labelled('Our reference (RP control no.):', request.rpControlNo, LABEL);
  pdf.labelled(
    request.plControlNo ? 'Your reference (PL control no.):' : 'Your reference (LF control no.):',
    orBlank(request.plControlNo ?? request.lfControlNo ?? ''),
    LABEL,
  );
  pdf.labelled('Your file reference:', orBlank(request.referenceNo), LABEL);
  pdf.gap(4);
  pdf.labelled('To:', [addressee.firmName, addressee.firmAddress].filter(Boolean).join('\n'), LABEL);
  if (request.propertyAddress) pdf.labelled('Property:', request.propertyAddress, LABEL);
  pdf.labelled('Property account no.:', orBlank(request.propertyAccountNo), LABEL);
  pdf.rule();

  if (parcelInfo) parcelSection(pdf, parcelInfo);
  else statementSection(pdf, request, Number(singaporeDate(receivedAt).slice(0, 4)));

  pdf.gap(6);
  pdf.text('This reply is given on the records of the authority at its date and without prejudice to any action it may take.', {
    style: 'italic',
    after: 16,
  });
  pdf.text('Yours faithfully,', { after: 4 });
  pdf.text(agency, { style: 'bold', after: 12 });
  pdf.stamp([SIMULATED_NOTICE]);
  return pdf.save();
}

function parcelSection(pdf: PdfComposer, info: ParcelLandInformation): void {
  pdf.text('Parcel Land Information', { style: 'bold', after: 8 });
  pdf.labelled('Parcel no.:', info.parcelNo, LABEL);
  pdf.labelled(info.lots.length > 1 ? 'Lots:' : 'Lot:', orBlank(info.lots.join('\n')), LABEL);
  pdf.labelled('Land area:', `${info.landAreaSqm.toLocaleString('en-SG', { minimumFractionDigits: 1 })} sq m`, LABEL);
  pdf.labelled('Tenure:', info.tenure, LABEL);
  pdf.labelled('Land use:', info.landUse, LABEL);
  pdf.labelled(info.proprietors.length > 1 ? 'Proprietors:' : 'Proprietor:', info.proprietors.join('\n'), LABEL);
  pdf.labelled('Encumbrances:', info.encumbrances.length > 0 ? info.encumbrances.join('\n') : 'None', LABEL);
  pdf.labelled('Information as at:', toDisplayDate(info.informationDate), LABEL);
}

function statementSection(pdf: PdfComposer, request: OtherServiceRequest, year: number): void {
  // A case without a property account no. still gets its own statement: the LF control no. stands in for it.
  const statement = statementFor(request.propertyAccountNo || request.lfControlNo || request.rpControlNo, request.propertyType, year);
  pdf.text('Statement of Account (Property Tax)', { style: 'bold', after: 8 });
  pdf.labelled('Annual value:', `S$${statement.annualValue.toLocaleString('en-SG')}`, LABEL);
  pdf.gap(4);
  for (const line of statement.lines) {
    const amount = line.debit > 0 ? `${money(line.debit)} DR` : `${money(line.credit)} CR`;
    pdf.labelled(toDisplayDate(line.date), `${line.description}: ${amount}`, LABEL);
  }
  pdf.gap(4);
  pdf.labelled('Balance:', statement.balance > 0 ? `${money(statement.balance)} outstanding` : 'Nil (the account is clear)', LABEL);
}
