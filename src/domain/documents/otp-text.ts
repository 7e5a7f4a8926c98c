import { toDisplayDate } from '../display-date';
import { inferCompletionMode, type DocumentMetadata, type MetadataFlagField, type MetadataTextField, type PaymentClientOption } from './metadata';
import { MONTH_NAMES, ordinalDay } from './signing-date';
import { dateOrBlank, filled, piecesText, type Piece } from './wording';

/**
 * The Option to Purchase's fixed vocabulary and wording (seed 001 §2.2, §4, §9), shared by the editor, its
 * preview and the printed PDF so all three say the same thing. Clause wording the seed does not give is ours.
 */

/** Seed 001 §9 "Payment modes". */
export const PAYMENT_MODES = ['Cheque', 'Cash', 'PayNow', 'Telegraphic Transfer(TT)'] as const;

/** Seed 001 §9 "Academy payment modes": how a deposit paid to the Singapore Academy of Law (client3) is made. */
export const ACADEMY_PAYMENT_MODES = ['cheque no', "cashier's order no", 'electronic fund transfer'] as const;
export type AcademyPaymentMode = (typeof ACADEMY_PAYMENT_MODES)[number];

/** Where each academy mode's reference is kept (an EFT names the designated account). */
export const ACADEMY_REFERENCE_FIELD: Record<AcademyPaymentMode, MetadataTextField> = {
  'cheque no': 'chequeNo',
  "cashier's order no": 'orderNo',
  'electronic fund transfer': 'designedAccount',
};

export function academyReferenceField(mode: string | undefined): MetadataTextField | undefined {
  return (ACADEMY_PAYMENT_MODES as readonly string[]).includes(mode ?? '') ? ACADEMY_REFERENCE_FIELD[mode as AcademyPaymentMode] : undefined;
}

/** Seed 001 §2.2 payee choice. */
export const PAYEE_TEXT: Record<PaymentClientOption, string> = {
  client1: 'the Vendor',
  client2: "the Vendor's solicitors as stakeholders",
  client3: 'the Singapore Academy of Law',
};

/** Seed 001 §9 defaults: open for two weeks, until 4 p.m. */
export const DEFAULT_OTP_TIME = '4.00 p.m.';
export const OTP_OPEN_DAYS = 14;

/** Ours: what "completion by default" means when neither a date nor a number of weeks is chosen. */
export const DEFAULT_COMPLETION_TEXT = 'on the date falling eight (8) weeks after the date of exercise of this Option';

/** Clause 4's choice (seed 001 §4): by default, on a date, or a number of weeks after exercise. */
export function completionPieces(metadata: DocumentMetadata): Piece<'completionDay' | 'completionDayOf'>[] {
  const mode = inferCompletionMode(metadata);
  if (mode === 'date') return ['on ', { slot: 'completionDay', text: dateOrBlank(metadata.completionDay, '____') }];
  if (mode === 'week') {
    return ['on the date falling ', filled('completionDayOf', metadata.completionDayOf, '____'), ' weeks after the date of exercise of this Option'];
  }
  return [DEFAULT_COMPLETION_TEXT];
}

/** The completion clause as the chosen mode has it (seed 001 §4: only the chosen one is kept). */
export function completionText(metadata: DocumentMetadata): string {
  return piecesText(completionPieces(metadata));
}

/** Ours: clause 5 either way the vacant-possession box is set. */
export const VACANT_POSSESSION_TEXT = 'The Property is sold with vacant possession on completion.';
export const NO_VACANT_POSSESSION_TEXT = 'The Property is sold subject to the existing tenancy and occupation.';

/** Ours: the closing clause; the Law Society's conditions fill what the Option does not say. */
export const CONDITIONS_OF_SALE_TEXT =
  "The Law Society of Singapore's Conditions of Sale 2020, so far as they are not varied by this Option, apply to the sale.";

/** Seed 001 §4, §9: the Annex B default the date picker replaces. */
export const ANNEX_B_DEFAULT_INSPECTION = '7 days before the Scheduled Completion Date';

/** Seed 001 §4: paragraph 1 ticked and paragraph 2 not → the lawyer picks the date instead of the default text. */
export function annexBNeedsDate(metadata: DocumentMetadata): boolean {
  return Boolean(metadata.annexbaParagraph1) && !metadata.annexbaParagraph2;
}

/** What Annex B paragraph 2 says the inspection is "not later than". */
export function annexBInspectionText(metadata: DocumentMetadata): string {
  if (!annexBNeedsDate(metadata)) return ANNEX_B_DEFAULT_INSPECTION;
  return toDisplayDate(metadata.annexbaParagraph2CompletionDate ?? '') || '____';
}

export interface AnnexParagraph {
  field: MetadataFlagField;
  /** '(a)', '(b)' … as the annex numbers it. */
  mark: string;
  text: string;
  /** The free-text field that completes the paragraph ("Other: …"). */
  noteField?: MetadataTextField;
}

export const ANNEX_B_INSPECTION_TEXT =
  "The Vendor shall allow the Purchaser and the Purchaser's agents to inspect the Property once before completion.";
export const ANNEX_B_INSPECTION_DATE_TEXT = 'The inspection shall be made not later than';

/** Ours: the usual special conditions of a resale OTP; ticked ones become part of the contract. */
export const ANNEX_B_PARAGRAPHS: readonly AnnexParagraph[] = [
  { field: 'annexbbParagraph', mark: '(b)', text: 'The fixtures and fittings listed in Annex A are sold with the Property.' },
  {
    field: 'annexbcParagraph',
    mark: '(c)',
    text: 'The Vendor shall deliver the Property in the state and condition it was in on the date of this Option, fair wear and tear excepted.',
  },
  {
    field: 'annexbdParagraph',
    mark: '(d)',
    text: 'The Vendor shall remove all items not listed in Annex A and leave the Property clean before completion.',
  },
  {
    field: 'annexbeParagraph',
    mark: '(e)',
    text: "The Vendor shall repair, at the Vendor's cost, any defect in the electrical, water and air-conditioning installations found at the inspection.",
  },
  { field: 'annexbfParagraph', mark: '(f)', text: 'Other condition:', noteField: 'annexbfNote' },
];

export const ANNEX_C_PARAGRAPHS: readonly AnnexParagraph[] = [
  {
    field: 'annexcaParagraph',
    mark: '(a)',
    text: "The Purchaser's obligation to complete is subject to the Purchaser obtaining a housing loan from a bank or financial institution.",
  },
  {
    field: 'annexcbParagraph',
    mark: '(b)',
    text: "The Purchaser may use moneys in the Purchaser's CPF account towards the Purchase Price, and the Vendor shall give the CPF Board every help it needs.",
  },
  {
    field: 'annexccParagraph',
    mark: '(c)',
    text: "The Vendor shall obtain the consent of the Vendor's mortgagee to the sale and redeem the mortgage on completion.",
  },
  { field: 'annexcdParagraph', mark: '(d)', text: 'Other condition:', noteField: 'annexcdNote' },
];

/** What an annex with nothing ticked or written says. */
export const ANNEX_NONE_TEXT = 'None.';

export const ANNEX_TITLES = {
  a: 'ANNEX A — Fixtures and fittings sold with the Property',
  b: 'ANNEX B — Special conditions',
  c: 'ANNEX C — Financing and consents',
  d: 'ANNEX D — Further terms',
} as const;

/**
 * A signing date as the OTP stores it (seed 001 §9): "this 5th day of January 20 26" — the ordinal day, the
 * month's name and the year's last two digits, in the …Day / …Of / …20 fields.
 */
export interface SigningDateParts {
  day: string;
  of: string;
  year: string;
}

export function signingDateParts(iso: string): SigningDateParts {
  const match = /^\d{2}(\d{2})-(\d{2})-(\d{2})$/.exec(iso);
  const month = match ? MONTH_NAMES[Number(match[2]) - 1] : undefined;
  if (!match || !month) return { day: '', of: '', year: '' };
  return { day: ordinalDay(Number(match[3])), of: month, year: match[1] ?? '' };
}

/** Back to yyyy-mm-dd for the date picker; '' when the parts are not a whole date of this century. */
export function signingDateIso(parts: Partial<SigningDateParts>): string {
  const day = /^(\d{1,2})(?:st|nd|rd|th)?$/i.exec(parts.day?.trim() ?? '');
  const monthIndex = MONTH_NAMES.findIndex((name) => name.toLowerCase() === parts.of?.trim().toLowerCase());
  const year = /^\d{2}$/.exec(parts.year?.trim() ?? '');
  if (!day || monthIndex < 0 || !year) return '';
  const iso = `20${year[0]}-${String(monthIndex + 1).padStart(2, '0')}-${(day[1] ?? '').padStart(2, '0')}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(iso) ? iso : '';
}

/** 'this 5th day of January 2026', or blanks to sign by hand. */
export function signingDateText(parts: Partial<SigningDateParts>): string {
  const day = parts.day?.trim() || '____';
  const month = parts.of?.trim() || '__________';
  return `this ${day} day of ${month} 20${parts.year?.trim() || '__'}`;
}
