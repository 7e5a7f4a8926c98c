import type { DocumentMetadata, MetadataFlagField, MetadataTextField } from '../documents/metadata';
import type { DocumentModule } from '../documents/modules';
import { PAYEE_TEXT } from '../documents/otp-text';
import type { DocumentSummary } from '../documents/summary';
import type { HistoryField } from './changes';

/** An OTP, WTA or S.65 as the history compares it: the contract's fields and its SUMMARY tab's. */
export interface SavedDocumentFields {
  metadata: DocumentMetadata | null;
  summary: DocumentSummary;
}

/**
 * The label of each contract field, as the document's editor labels its input (src/app/screens/documents/**);
 * fields the editor fills in without an input of their own get the name the contract gives them.
 */
const TEXT_LABELS: Record<MetadataTextField, string> = {
  reAddress1: 'RE address line 1',
  reAddress2: 'RE address line 2',
  reAddress3: 'RE address line 3',
  singDollarsOptionMoney: 'Option money in words',
  optionMoney: 'Option money (S$)',
  paymentMode: 'Payment mode',
  singDollarsPurchasePrice: 'Purchase price in words',
  purchasePrice: 'Purchase price (S$)',
  otpTime: 'Offer time',
  otpSpecificDate: 'Expiry date',
  vendorSolicitors: "Vendor's solicitors",
  vendorAddress: "Vendor's solicitors' address",
  vendorAddress2: "Vendor's solicitors' address line 2",
  vendorSingDollars: 'Deposit in words',
  vendorSings: 'Deposit (S$)',
  vendorSingBeing: 'Deposit being',
  vendorPercent: 'Deposit percentage',
  vendorPaid: 'Amount already paid (S$)',
  vendorPaymentMode: 'Deposit payment mode',
  vendorName: 'Vendor',
  vendorCvy: 'Deposit currency',
  chequeNo: 'Cheque No.',
  orderNo: "Cashier's Order No.",
  academyLawby: 'Academy payment mode',
  designedAccount: 'Designated account',
  completionDay: 'Completion date',
  completionDayOf: 'Completion weeks',
  foreignPurchaserPropertyWeek: 'Weeks from approval to completion',
  foreignPurchaserApplicationWeek: 'Weeks to apply for approval',
  foreignPurchaserObtainedWeek: 'Weeks to obtain approval',
  signOtherTermsDay: 'Signing date (day)',
  signOtherTermsOf: 'Signing date (month)',
  signOtherTerms20: 'Signing date (year)',
  annexbaParagraph2CompletionDate: 'Inspection date',
  annexbfNote: 'Annex B (f) condition',
  annexcdNote: 'Annex C (d) condition',
  annexdParagraphNote: 'Annex D terms',
  annexaNote: 'Annex A items',
  acceptanceKnownAs: 'Known as',
  acceptancePurchaser: 'Purchaser',
  acceptanceSolicitors: "Purchaser's solicitors",
  acceptanceOtherTermsDay: 'Acceptance dated (day)',
  acceptanceOtherTermsOf: 'Acceptance dated (month)',
  acceptanceOtherTerms20: 'Acceptance dated (year)',
  vendorWitnessName: "Vendor's witness name",
  vendorWitnessNric: "Vendor's witness NRIC",
  vendorWitnessSign: "Vendor's witness signature",
  purchaserWitnessName: "Purchaser's witness name",
  purchaserWitnessNric: "Purchaser's witness NRIC",
  purchaserWitnessSign: "Purchaser's witness signature",
  userName: 'Client',
  userIc: "Client's ID",
  letterOfEngagement: 'Letter of engagement',
  userDescription: 'Description of the legal proceedings',
  wtaSignedOn: 'Dated',
  wtaLawyerName: "Lawyer's name",
  wtaLawyerNric: "Lawyer's NRIC",
  wtaLawyerSign: "Lawyer's signature",
  s65Date: 'Notice date',
  s65LotDetails: 'Lot details',
  s65CorrespondenceAddress: "New owner's address for correspondence",
  s65McstNo: 'MCST no.',
  s65McstId: 'MCST ID',
  s65SubMcsNo: 'Sub MCST no.',
  s65McstType: 'MCST type',
  s65McstDevName: 'Development name',
  s65McstDevLocation: 'Development location',
  s65McstMaName: 'Managing agent',
  s65McstMaMail: 'Managing agent e-mail',
  s65McstMaAddress1: 'Managing agent address line 1',
  s65McstMaAddress2: 'Managing agent address line 2',
};

/** ID numbers: the history keeps them masked, as the summary shows them. */
const MASKED_TEXT: ReadonlySet<MetadataTextField> = new Set(['vendorWitnessNric', 'purchaserWitnessNric', 'wtaLawyerNric', 'userIc']);

const FLAG_LABELS: Record<MetadataFlagField, string> = {
  bgSevenParagraph: 'Paragraph 7',
  bgElevenVacant: 'Vacant possession',
  bgThirteenProvided: 'Paragraph 13',
  bgTwentyfourParagraph: 'Paragraph 24',
  annexbaParagraph1: 'Annex B (a) inspection before completion',
  annexbaParagraph2: 'Annex B (a) inspection by a date',
  annexbbParagraph: 'Annex B (b)',
  annexbcParagraph: 'Annex B (c)',
  annexbdParagraph: 'Annex B (d)',
  annexbeParagraph: 'Annex B (e)',
  annexbfParagraph: 'Annex B (f)',
  annexcaParagraph: 'Annex C (a)',
  annexcbParagraph: 'Annex C (b)',
  annexccParagraph: 'Annex C (c)',
  annexcdParagraph: 'Annex C (d)',
};

/** A metadata field's label as the editor shows it (the edit-conflict dialog names fields the same way). */
export function metadataFieldLabel(field: string): string | undefined {
  if (field === 'completionDateMode') return 'Completion';
  if (field === 'paymentClientOption') return 'Deposit payable to';
  return (TEXT_LABELS as Record<string, string>)[field] ?? (FLAG_LABELS as Record<string, string>)[field];
}

const COMPLETION_MODE_NAMES = { default: 'Default', date: 'By date', week: 'By weeks' } as const;

const metadataFields: HistoryField<SavedDocumentFields>[] = [
  ...(Object.keys(TEXT_LABELS) as MetadataTextField[]).map((field): HistoryField<SavedDocumentFields> => ({
    label: TEXT_LABELS[field],
    read: (document) => document.metadata?.[field],
    ...(MASKED_TEXT.has(field) ? { masked: true } : {}),
  })),
  ...(Object.keys(FLAG_LABELS) as MetadataFlagField[]).map((field): HistoryField<SavedDocumentFields> => ({
    label: FLAG_LABELS[field],
    read: (document) => document.metadata?.[field],
  })),
  {
    label: 'Completion',
    read: (document) => {
      const mode = document.metadata?.completionDateMode;
      return mode ? COMPLETION_MODE_NAMES[mode] : undefined;
    },
  },
  {
    label: 'Deposit payable to',
    read: (document) => {
      const payee = document.metadata?.paymentClientOption;
      return payee ? PAYEE_TEXT[payee] : undefined;
    },
  },
];

/** The SUMMARY tab's rows (seed 001 §2.2–2.3), labelled as the tab labels them; the OTP's and WTA's differ. */
function summaryFields(module: DocumentModule): HistoryField<SavedDocumentFields>[] {
  if (module === 's65') return [];
  if (module === 'wta') return [{ label: 'WTA Signed On', read: (document) => document.summary.signedOn }];
  return [
    { label: 'Option Money', read: (document) => document.summary.optionMoney },
    { label: 'OTP Signed On', read: (document) => document.summary.signedOn },
    { label: 'Expiry Date', read: (document) => document.summary.expiry },
    { label: 'Acceptance Amount', read: (document) => document.summary.acceptanceAmount },
    { label: 'Acceptance Signed On', read: (document) => document.summary.acceptanceSignedOn },
    { label: 'Completion Date', read: (document) => document.summary.completionDate },
  ];
}

/** What the history compares of a saved OTP, WTA or S.65: its SUMMARY tab first, then the contract. */
export function documentFields(module: DocumentModule): HistoryField<SavedDocumentFields>[] {
  return [...summaryFields(module), ...metadataFields];
}
