import type { SavedBuyerStampDuty, SavedSellerStampDuty, SavedStampDuty } from '../../domain/case/case-stamp-duty';
import {
  BUYER_PROFILE_NAMES,
  dutyDollars,
  PROPERTY_USE_NAMES,
  propertiesOwnedName,
  STAMP_DUTY_WORDS as w,
} from '../../domain/case/stamp-duty-wording';
import { toDisplayDate } from '../../domain/display-date';
import { STAMP_DUTY_FIELD_LABELS as labels } from '../../domain/stamp-duty/request-schema';
import { PdfComposer } from '../services/pdf/pdf-composer';

/** The case a saved calculation is printed for. */
export interface StampDutyCase {
  propertyRefNo: string;
  address: string;
  buyers: readonly string[];
  sellers: readonly string[];
  firmName: string;
}

export interface StampDutyPdfInput {
  saved: SavedStampDuty;
  case: StampDutyCase;
  /** The last day to pay (yyyy-mm-dd): the case's stamp duty deadline once exercised, else the calculation's own. */
  dueDate: string;
  printedAt: Date;
}

const LABEL_WIDTH = 260;

export const stampDutyFileName = (propertyRefNo: string, saved: SavedStampDuty) =>
  `${propertyRefNo || 'case'}_${saved.kind === 'buyer' ? 'Buyer' : 'Seller'}_Stamp_Duty.pdf`;

const yesNo = (value: boolean | undefined) => (value ? 'Yes' : 'No');
const names = (people: readonly string[]) => people.filter(Boolean).join('\n') || '-';

/** A label in bold and its value beside it, every row of the document aligned. */
function row(pdf: PdfComposer, label: string, value: string): void {
  pdf.labelled(label, value, { labelWidth: LABEL_WIDTH });
}

function section(pdf: PdfComposer, title: string): void {
  pdf.gap(4);
  pdf.text(title, { style: 'bold', size: 11, after: 4 });
}

function writeBuyer(pdf: PdfComposer, saved: SavedBuyerStampDuty): void {
  const { request, result } = saved;
  section(pdf, 'Figures');
  row(pdf, labels.price, dutyDollars(request.price));
  if (request.marketValue !== undefined) row(pdf, labels.marketValue, dutyDollars(request.marketValue));
  row(pdf, labels.use, PROPERTY_USE_NAMES[request.use]);
  row(pdf, labels.buyer, BUYER_PROFILE_NAMES[request.buyer]);
  row(pdf, labels.propertiesOwned, propertiesOwnedName(request.propertiesOwned));
  row(pdf, labels.documentDate, toDisplayDate(request.documentDate));
  row(pdf, labels.signedAbroad, yesNo(request.signedAbroad));

  section(pdf, `${w.bsd}, band by band`);
  if (result.bands.length === 0) pdf.text('Nothing to pay on S$0.');
  for (const band of result.bands) row(pdf, w.band(band.from, band.to), `${band.rate}%   ${dutyDollars(band.amount)}`);

  section(pdf, 'Duty');
  row(pdf, w.chargedOn, dutyDollars(result.dutiableValue));
  row(pdf, w.bsd, dutyDollars(result.bsd));
  row(pdf, w.absd(result.absdRate), dutyDollars(result.absd));
  row(pdf, w.total, dutyDollars(result.total));
}

function writeSeller(pdf: PdfComposer, saved: SavedSellerStampDuty): void {
  const { request, result } = saved;
  section(pdf, 'Figures');
  row(pdf, labels.price, dutyDollars(request.price));
  if (request.marketValue !== undefined) row(pdf, labels.marketValue, dutyDollars(request.marketValue));
  row(pdf, labels.use, PROPERTY_USE_NAMES[request.use]);
  row(pdf, labels.acquiredOn, toDisplayDate(request.acquiredOn));
  row(pdf, labels.disposedOn, toDisplayDate(request.disposedOn));
  row(pdf, labels.signedAbroad, yesNo(request.signedAbroad));

  section(pdf, 'Duty');
  row(pdf, w.chargedOn, dutyDollars(result.dutiableValue));
  row(pdf, w.ssdRate, `${result.rate}%`);
  row(pdf, w.ssd, dutyDollars(result.ssd));
}

/**
 * A stamp duty calculation saved on a case, as an A4 PDF (issue 19 "printable"): the case (control no., address,
 * buyers and sellers), the figures the calculation was asked with, each band, the duty, when it is due, and who
 * worked it out when on which IRAS rates. Wording as the case page shows it (src/domain/case/stamp-duty-wording.ts).
 */
export async function renderStampDutyPdf(input: StampDutyPdfInput): Promise<Uint8Array> {
  const { saved } = input;
  const title = saved.kind === 'buyer' ? w.buyerTitle : w.sellerTitle;
  const calculated = w.calculated(saved.savedAt, saved.savedBy, saved.ratesEffective);
  const pdf = await PdfComposer.create({
    title: `${title} — ${input.case.propertyRefNo}`,
    author: input.case.firmName,
    createdAt: input.printedAt,
  });
  pdf.text(input.case.firmName, { style: 'bold', align: 'center', after: 2 });
  pdf.heading(title.toUpperCase(), 14);
  row(pdf, 'Property Control No.', input.case.propertyRefNo);
  row(pdf, 'Property Address', input.case.address || '-');
  // The parties as the OTP names them; 'Buyer' below is the buyer's profile, as the calculator labels it.
  row(pdf, 'Purchaser', names(input.case.buyers));
  row(pdf, 'Vendor', names(input.case.sellers));
  pdf.rule();

  if (saved.kind === 'buyer') writeBuyer(pdf, saved);
  else writeSeller(pdf, saved);
  row(pdf, w.dueBy, toDisplayDate(input.dueDate));

  pdf.gap(8);
  pdf.text(`${calculated}.`, { size: 9 });
  return pdf.save();
}
