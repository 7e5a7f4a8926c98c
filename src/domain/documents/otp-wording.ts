import { joinNames, type DocumentParties, type DocumentPerson } from './document-parties';
import { type DocumentMetadata, type MetadataFlagField, type MetadataTextField, type PaymentClientOption } from './metadata';
import {
  academyReferenceField,
  completionPieces,
  CONDITIONS_OF_SALE_TEXT,
  DEFAULT_OTP_TIME,
  NO_VACANT_POSSESSION_TEXT,
  PAYEE_TEXT,
  signingDateText,
  VACANT_POSSESSION_TEXT,
} from './otp-text';
import { BLANK, dateOrBlank, filled, maskedId, moneyPieces, moneyText, NUMBER_BLANK, orBlank, piecesText, SHORT_BLANK, type Piece } from './wording';

/**
 * The Option to Purchase's wording (seed 001 §2.2), the one definition the editor shows and the PDF prints
 * (issue 18). Each function answers the pieces as the document reads with the values filled in; with
 * `editing` it also keeps the parts a blank value would leave out, so the editor can offer their inputs.
 */
export type OtpSlot = MetadataTextField | MetadataFlagField | 'completionDateMode' | 'paymentClientOption';
export type OtpPiece = Piece<OtpSlot>;

export interface WordingOptions {
  /** The editor's form: optional parts stay, with their inputs, even while blank. */
  editing?: boolean;
}

export type OtpClauseKey = 'optionMoney' | 'exercise' | 'deposit' | 'completion' | 'possession' | 'foreignPurchaser' | 'conditions' | 'annexes';

export interface OtpClause {
  key: OtpClauseKey;
  /** The numbered heading, 'OPTION MONEY'. */
  title: string;
  pieces: OtpPiece[];
}

/** Ours: the day the Option lapses when no date is chosen (seed 001 §9: "open for two weeks by default text"). */
export const DEFAULT_EXPIRY_TEXT = 'the day falling two (2) weeks after the date of this Option';

/** The payee of the deposit: the vendor's solicitors as stakeholders unless another is chosen (seed 001 §2.2). */
export function otpPayee(metadata: DocumentMetadata): PaymentClientOption {
  return metadata.paymentClientOption ?? 'client2';
}

/** The numbered clauses, in order; a clause a blank form leaves out is missing unless `editing`. */
export function otpClauses(m: DocumentMetadata, parties: DocumentParties, options: WordingOptions = {}): OtpClause[] {
  const editing = options.editing ?? false;
  const clauses: OtpClause[] = [
    { key: 'optionMoney', title: 'OPTION MONEY', pieces: optionMoneyPieces(m) },
    { key: 'exercise', title: 'EXERCISE', pieces: exercisePieces(m, editing) },
    { key: 'deposit', title: 'DEPOSIT', pieces: depositPieces(m, parties, editing) },
    { key: 'completion', title: 'COMPLETION', pieces: completionClause(m, editing) },
    { key: 'possession', title: 'POSSESSION', pieces: possessionPieces(m, editing) },
  ];
  if (editing || hasForeignPurchaserWeeks(m))
    clauses.push({ key: 'foreignPurchaser', title: 'FOREIGN PURCHASER', pieces: foreignPurchaserPieces(m) });
  clauses.push(
    { key: 'conditions', title: 'CONDITIONS OF SALE', pieces: [CONDITIONS_OF_SALE_TEXT] },
    { key: 'annexes', title: 'ANNEXES', pieces: ['Annexes A to D form part of this Option.'] },
  );
  return clauses;
}

/** Clause 4; while editing, the choice of date, weeks or the default comes first (seed 001 §4). */
function completionClause(m: DocumentMetadata, editing: boolean): OtpPiece[] {
  const choice: OtpPiece[] = editing ? [filled('completionDateMode', '', ''), ' '] : [];
  return ['Completion shall take place ', ...choice, ...completionPieces(m), '.'];
}

function optionMoneyPieces(m: DocumentMetadata): OtpPiece[] {
  return [
    'In consideration of the sum of ',
    ...moneyPieces<OtpSlot>('singDollarsOptionMoney', 'optionMoney', { words: m.singDollarsOptionMoney, figures: m.optionMoney }),
    ' (the "Option Money") paid by ',
    filled('paymentMode', m.paymentMode),
    ', the receipt of which the Vendor acknowledges, the Vendor grants the Purchaser an option to purchase the property described ' +
      'above (the "Property") at the price of ',
    ...moneyPieces<OtpSlot>('singDollarsPurchasePrice', 'purchasePrice', { words: m.singDollarsPurchasePrice, figures: m.purchasePrice }),
    ' (the "Purchase Price") on the terms of this Option.',
  ];
}

function exercisePieces(m: DocumentMetadata, editing: boolean): OtpPiece[] {
  const expiry = m.otpSpecificDate?.trim() ? dateOrBlank(m.otpSpecificDate) : DEFAULT_EXPIRY_TEXT;
  return [
    'This Option is open for acceptance until ',
    filled('otpTime', m.otpTime, DEFAULT_OTP_TIME),
    ' on ',
    { slot: 'otpSpecificDate', text: expiry },
    ". It is exercised by signing the Acceptance Copy below and delivering it, with the deposit in paragraph 3, to the Vendor's solicitors, ",
    filled('vendorSolicitors', m.vendorSolicitors),
    ', at ',
    ...solicitorsAddress(m, editing),
    '. If it is not exercised in time, this Option lapses and the Option Money is forfeited to the Vendor.',
  ];
}

/** The address's two lines as one: 'line 1, line 2', a blank when neither is given. */
function solicitorsAddress(m: DocumentMetadata, editing: boolean): OtpPiece[] {
  const first = m.vendorAddress?.trim() ?? '';
  const second = m.vendorAddress2?.trim() ?? '';
  if (editing) return [filled('vendorAddress', first, ''), ' ', filled('vendorAddress2', second, '')];
  if (!second) return [filled('vendorAddress', first)];
  return [...(first ? [filled('vendorAddress', first), ', '] : []), filled('vendorAddress2', second)];
}

/**
 * Clause 3: the deposit, by its own payment mode (vendorPaymentMode; never the option money's, issue 18), to
 * the chosen payee; paid to the Singapore Academy of Law, the academy's mode and reference say how.
 */
function depositPieces(m: DocumentMetadata, parties: DocumentParties, editing: boolean): OtpPiece[] {
  const payee = otpPayee(m);
  const currency = m.vendorCvy?.trim() ? ` (${m.vendorCvy.trim()})` : '';
  const being: OtpPiece[] = m.vendorSingBeing?.trim()
    ? [m.vendorSingBeing.trim()]
    : [filled('vendorPercent', m.vendorPercent, NUMBER_BLANK), '% of the Purchase Price less the Option Money'];
  const mode = m.vendorPaymentMode?.trim() ?? '';
  const byMode: OtpPiece[] = payee !== 'client3' && (mode || editing) ? [', by ', filled('vendorPaymentMode', mode)] : [];
  const paid: OtpPiece[] =
    m.vendorPaid?.trim() || editing ? [' Of the deposit, S$', filled('vendorPaid', m.vendorPaid, SHORT_BLANK), ' has been paid.'] : [];
  return [
    'On exercise of this Option the Purchaser shall pay ',
    ...moneyPieces<OtpSlot>('vendorSingDollars', 'vendorSings', { words: m.vendorSingDollars, figures: m.vendorSings }),
    `${currency}, being `,
    ...being,
    ...byMode,
    ', to ',
    { slot: 'paymentClientOption', text: payeeText(m, parties, payee) },
    ...(payee === 'client3' ? academyPayment(m, editing) : []),
    '.',
    ...paid,
  ];
}

function payeeText(m: DocumentMetadata, parties: DocumentParties, payee: PaymentClientOption): string {
  if (payee === 'client1') return `${PAYEE_TEXT.client1}, ${m.vendorName?.trim() || joinNames(parties.vendors) || BLANK}`;
  if (payee === 'client2') return `the Vendor's solicitors, ${orBlank(m.vendorSolicitors)}, as stakeholders`;
  return `${PAYEE_TEXT.client3} as stakeholder`;
}

/** Seed 001 §9 academy payment modes: 'by cheque no 123', "by cashier's order no CO-1", 'by electronic fund transfer to account …'. */
function academyPayment(m: DocumentMetadata, editing: boolean): OtpPiece[] {
  const mode = m.academyLawby?.trim() ?? '';
  if (!mode && !editing) return [];
  const field = academyReferenceField(mode);
  const reference = field ? [mode === 'electronic fund transfer' ? ' to account ' : ' ', filled(field, m[field])] : [];
  return [', by ', filled('academyLawby', mode), ...reference];
}

function possessionPieces(m: DocumentMetadata, editing: boolean): OtpPiece[] {
  if (editing) return [{ slot: 'bgElevenVacant', text: VACANT_POSSESSION_TEXT }];
  return [m.bgElevenVacant ? VACANT_POSSESSION_TEXT : NO_VACANT_POSSESSION_TEXT];
}

export function hasForeignPurchaserWeeks(m: DocumentMetadata): boolean {
  return [m.foreignPurchaserApplicationWeek, m.foreignPurchaserObtainedWeek, m.foreignPurchaserPropertyWeek].some((week) => week?.trim());
}

/**
 * The foreign purchaser's clause (seed 001 §2.2 "three foreign purchaser week counts"; the reading of the
 * three fields is in docs/decisions.md, issue 18): apply within foreignPurchaserApplicationWeek weeks of
 * exercise, obtain the approval within foreignPurchaserObtainedWeek weeks of exercise, complete within
 * foreignPurchaserPropertyWeek weeks of the approval.
 */
export function foreignPurchaserPieces(m: DocumentMetadata): OtpPiece[] {
  return [
    'If the Purchaser needs the approval of the Land Dealings Approval Unit of the Singapore Land Authority under the ' +
      'Residential Property Act 1976 to buy the Property, the Purchaser shall apply for it within ',
    filled('foreignPurchaserApplicationWeek', m.foreignPurchaserApplicationWeek, NUMBER_BLANK),
    ' weeks after the date of exercise of this Option and obtain it within ',
    filled('foreignPurchaserObtainedWeek', m.foreignPurchaserObtainedWeek, NUMBER_BLANK),
    ' weeks after the date of exercise of this Option. Completion shall then take place within ',
    filled('foreignPurchaserPropertyWeek', m.foreignPurchaserPropertyWeek, NUMBER_BLANK),
    ' weeks after the approval is obtained. If the approval is not obtained in time, either party may annul the contract ' +
      'and the deposit shall be refunded without interest.',
  ];
}

/** The RE lines as printed: the ones filled in, else the property's address; all three while editing. */
export function otpReLines(m: DocumentMetadata, parties: DocumentParties, options: WordingOptions = {}): OtpPiece[][] {
  const fields = ['reAddress1', 'reAddress2', 'reAddress3'] as const;
  if (options.editing) return fields.map((field) => [filled(field, m[field], '')]);
  const lines = fields.filter((field) => m[field]?.trim()).map((field) => [filled(field, m[field])]);
  return lines.length > 0 ? lines : [[orBlank(parties.propAddress)]];
}

/** 'Dated this 22nd day of November 2026.', the slot being the first of the date's three stored parts. */
export function otpDatedPieces(m: DocumentMetadata): OtpPiece[] {
  const text = signingDateText({ day: m.signOtherTermsDay, of: m.signOtherTermsOf, year: m.signOtherTerms20 });
  return ['Dated ', { slot: 'signOtherTermsDay', text }, '.'];
}

/** A signature line's caption: whose signature, their name and their ID (masked), one block per signer. */
export function signatureCaptions(role: 'Vendor' | 'Purchaser', persons: readonly DocumentPerson[]): string[][] {
  const signers = persons.length > 0 ? persons : [{ name: '', idNo: '' }];
  return signers.map((person) => [`Signature of ${role}`, `Name: ${orBlank(person.name)}`, `ID No.: ${orBlank(maskedId(person.idNo))}`]);
}

/** The witness's block under 'In the presence of:': name and NRIC (masked). */
export function witnessCaptions(m: DocumentMetadata, nameField: MetadataTextField, nricField: MetadataTextField): OtpPiece[][] {
  return [
    ['Signature of Witness'],
    ['Witness: ', filled(nameField, m[nameField])],
    ['NRIC: ', { slot: nricField, text: orBlank(maskedId(m[nricField])) }],
  ];
}

export const WITNESS_INTRO = 'In the presence of:';

/** The ACCEPTANCE COPY (seed 001 §2.2): the purchaser exercises the Option by signing it. */
export interface AcceptanceWording {
  /** 'To (Vendor):' */
  vendor: string;
  statement: OtpPiece[];
  solicitors: OtpPiece[];
  dated: OtpPiece[];
  /** Who signs: the purchaser the statement names (issue 18: never another). */
  signers: DocumentPerson[];
}

export function acceptanceWording(m: DocumentMetadata, parties: DocumentParties): AcceptanceWording {
  const signers = acceptanceSigners(m, parties);
  return {
    vendor: m.vendorName?.trim() || joinNames(parties.vendors) || BLANK,
    statement: [
      'I/We, ',
      { slot: 'acceptancePurchaser', text: joinNames(signers) || BLANK },
      ', hereby exercise this Option to purchase the property known as ',
      filled('acceptanceKnownAs', m.acceptanceKnownAs?.trim() || parties.propAddress),
      ` at the Purchase Price of ${moneyText(m.singDollarsPurchasePrice, m.purchasePrice)} on the terms of this Option, and enclose the deposit it requires.`,
    ],
    solicitors: ["Purchaser's solicitors: ", filled('acceptanceSolicitors', m.acceptanceSolicitors)],
    dated: [
      'Dated ',
      {
        slot: 'acceptanceOtherTermsDay',
        text: signingDateText({ day: m.acceptanceOtherTermsDay, of: m.acceptanceOtherTermsOf, year: m.acceptanceOtherTerms20 }),
      },
      '.',
    ],
    signers,
  };
}

const sameName = (a: string, b: string) => a.replace(/\s+/g, ' ').trim().toLowerCase() === b.replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * The purchaser(s) signing the acceptance copy, as its statement names them (issue 18): the buyer on file while
 * the name is not edited (or edited to the same names, their IDs kept); an edited name signs as written, with
 * the ID of the buyer it names when it names one, else an ID to fill in by hand.
 */
export function acceptanceSigners(m: DocumentMetadata, parties: DocumentParties): DocumentPerson[] {
  const edited = m.acceptancePurchaser?.trim() ?? '';
  if (!edited || sameName(edited, joinNames(parties.purchasers))) return parties.purchasers;
  const named = parties.purchasers.find((person) => sameName(person.name, edited));
  return [named ?? { name: edited, idNo: '' }];
}

/** The wording as one text (tests, and anything that prints it plainly). */
export const otpClauseText = (clause: OtpClause): string => piecesText(clause.pieces);
