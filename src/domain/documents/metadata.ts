import * as v from 'valibot';

/**
 * The editable content of an OTP, WTA or S.65 document (seed 001 §3 "OTP and WTA metadata", "S.65 metadata").
 * Text fields are free text the lawyer types into the contract; ticked paragraphs are booleans. One schema
 * serves the forms and the server, which stores exactly these fields and nothing else.
 */
export const METADATA_TEXT_FIELDS = [
  'reAddress1',
  'reAddress2',
  'reAddress3',
  'singDollarsOptionMoney',
  'optionMoney',
  'paymentMode',
  'singDollarsPurchasePrice',
  'purchasePrice',
  'otpTime',
  'otpSpecificDate',
  'vendorSolicitors',
  'vendorAddress',
  'vendorAddress2',
  'vendorSingDollars',
  'vendorSings',
  'vendorSingBeing',
  'vendorPercent',
  'vendorPaid',
  'vendorPaymentMode',
  'vendorName',
  'vendorCvy',
  'chequeNo',
  'orderNo',
  'academyLawby',
  'designedAccount',
  'completionDay',
  'completionDayOf',
  'foreignPurchaserPropertyWeek',
  'foreignPurchaserApplicationWeek',
  'foreignPurchaserObtainedWeek',
  'signOtherTermsDay',
  'signOtherTermsOf',
  'signOtherTerms20',
  'annexbaParagraph2CompletionDate',
  'annexbfNote',
  'annexcdNote',
  'annexdParagraphNote',
  'annexaNote',
  'acceptanceKnownAs',
  'acceptancePurchaser',
  'acceptanceSolicitors',
  'acceptanceOtherTermsDay',
  'acceptanceOtherTermsOf',
  'acceptanceOtherTerms20',
  'vendorWitnessName',
  'vendorWitnessNric',
  'vendorWitnessSign',
  'purchaserWitnessName',
  'purchaserWitnessNric',
  'purchaserWitnessSign',
  'userName',
  'userIc',
  'letterOfEngagement',
  'userDescription',
  'wtaSignedOn',
  'wtaLawyerName',
  'wtaLawyerNric',
  'wtaLawyerSign',
  's65Date',
  's65LotDetails',
  's65CorrespondenceAddress',
  's65McstNo',
  's65McstId',
  's65SubMcsNo',
  's65McstType',
  's65McstDevName',
  's65McstDevLocation',
  's65McstMaName',
  's65McstMaMail',
  's65McstMaAddress1',
  's65McstMaAddress2',
] as const;

export const METADATA_FLAG_FIELDS = [
  'bgSevenParagraph',
  'bgElevenVacant',
  'bgThirteenProvided',
  'bgTwentyfourParagraph',
  'annexbaParagraph1',
  'annexbaParagraph2',
  'annexbbParagraph',
  'annexbcParagraph',
  'annexbdParagraph',
  'annexbeParagraph',
  'annexbfParagraph',
  'annexcaParagraph',
  'annexcbParagraph',
  'annexccParagraph',
  'annexcdParagraph',
] as const;

export const COMPLETION_DATE_MODES = ['default', 'date', 'week'] as const;
export type CompletionDateMode = (typeof COMPLETION_DATE_MODES)[number];

export const PAYMENT_CLIENT_OPTIONS = ['client1', 'client2', 'client3'] as const;
export type PaymentClientOption = (typeof PAYMENT_CLIENT_OPTIONS)[number];

export type MetadataTextField = (typeof METADATA_TEXT_FIELDS)[number];
export type MetadataFlagField = (typeof METADATA_FLAG_FIELDS)[number];

export type DocumentMetadata = { [K in MetadataTextField]?: string } & { [K in MetadataFlagField]?: boolean } & {
  completionDateMode?: CompletionDateMode;
  paymentClientOption?: PaymentClientOption;
};

/** Long enough for a paragraph of special conditions; short enough that a PDF page cannot be flooded. */
export const METADATA_TEXT_MAX = 2000;

const text = v.pipe(v.string(), v.maxLength(METADATA_TEXT_MAX, `at most ${METADATA_TEXT_MAX} characters`));

export const documentMetadataSchema = v.strictObject({
  ...(Object.fromEntries(METADATA_TEXT_FIELDS.map((field) => [field, v.optional(text)])) as {
    [K in MetadataTextField]: v.OptionalSchema<typeof text, undefined>;
  }),
  ...(Object.fromEntries(METADATA_FLAG_FIELDS.map((field) => [field, v.optional(v.boolean())])) as {
    [K in MetadataFlagField]: v.OptionalSchema<v.BooleanSchema<undefined>, undefined>;
  }),
  completionDateMode: v.optional(v.picklist(COMPLETION_DATE_MODES)),
  paymentClientOption: v.optional(v.picklist(PAYMENT_CLIENT_OPTIONS)),
});

/**
 * Seed 001 §4: "Only the chosen one (date or weeks) is kept on submit; the other is cleared." completionDay
 * holds the date, completionDayOf the weeks; the default mode keeps neither.
 */
export function keepChosenCompletion(metadata: DocumentMetadata): DocumentMetadata {
  const mode = metadata.completionDateMode ?? inferCompletionMode(metadata);
  return {
    ...metadata,
    completionDateMode: mode,
    completionDay: mode === 'date' ? (metadata.completionDay ?? '') : '',
    completionDayOf: mode === 'week' ? (metadata.completionDayOf ?? '') : '',
  };
}

/** Seed 001 §4: the completion mode is "inferred from existing data" when a document carries none. */
export function inferCompletionMode(metadata: DocumentMetadata): CompletionDateMode {
  if (metadata.completionDateMode) return metadata.completionDateMode;
  if (metadata.completionDay?.trim()) return 'date';
  if (metadata.completionDayOf?.trim()) return 'week';
  return 'default';
}

/** Seed 001 §9: Annex A's items are stored joined by "a bracketed token"; ours is '[#]' (docs/decisions.md). */
export const ANNEX_NOTE_SEPARATOR = '[#]';

export function splitAnnexNote(note: string | undefined): string[] {
  return (note ?? '')
    .split(ANNEX_NOTE_SEPARATOR)
    .map((item) => item.trim())
    .filter(Boolean);
}

export function joinAnnexNote(items: readonly string[]): string {
  return items
    .map((item) => item.trim())
    .filter(Boolean)
    .join(ANNEX_NOTE_SEPARATOR);
}
