import { toDisplayDate } from '../display-date';
import { DOCUMENT_NRIC_MASK_KEEP, maskAllButLast } from '../masking';
import { amountInWords } from './amount-words';
import type { DocumentPerson } from './document-parties';

/**
 * A printed document's wording as one list of pieces: the document's own words, and the values filled into
 * them. The editor shows these pieces (each filled value an input of its own while editing) and the PDF prints
 * them, so what the lawyer read on screen is what they sign (issue 18).
 */
export interface Filled<Slot extends string = string> {
  /** What fills the gap (a metadata field, or a choice such as the completion mode): the editor's input for it. */
  slot: Slot;
  /** How it reads: the value, or a blank to fill in by hand. */
  text: string;
}

export type Piece<Slot extends string = string> = string | Filled<Slot>;

/** A line to fill in by hand, where a value is missing. */
export const BLANK = '____________';
export const SHORT_BLANK = '________';
export const NUMBER_BLANK = '__';

/** The value as typed, or the blank; `blank` '' leaves nothing (an optional second address line). */
export function filled<Slot extends string>(slot: Slot, value: string | undefined, blank = BLANK): Filled<Slot> {
  return { slot, text: orBlank(value, blank) };
}

/** A field as typed, or a blank to fill in by hand. */
export function orBlank(value: string | undefined, blank = BLANK): string {
  const text = value?.trim() ?? '';
  return text === '' ? blank : text;
}

/** A stored yyyy-mm-dd as dd-MMM-yyyy; anything else as typed; a blank when empty. */
export function dateOrBlank(value: string | undefined, blank = BLANK): string {
  return orBlank(toDisplayDate(value?.trim() ?? ''), blank);
}

/** The pieces as one text, each filled value as it reads. */
export function piecesText(pieces: readonly Piece[]): string {
  return pieces.map((piece) => (typeof piece === 'string' ? piece : piece.text)).join('');
}

/** Seed 001 §9: an ID number on the OTP and WTA shows all but its last 4 characters. */
export function maskedId(idNo: string | undefined): string {
  return maskAllButLast(idNo ?? '', DOCUMENT_NRIC_MASK_KEEP);
}

/** 'NAME (ID No. *****456H)', or the name alone when the ID is not known. */
export function personLine(person: DocumentPerson): string {
  const id = maskedId(person.idNo);
  const name = person.name.trim() || BLANK;
  return id ? `${name} (ID No. ${id})` : name;
}

/** 'Singapore Dollars Ten Thousand (S$10,000)': the words as typed, else written from the figures. */
export function moneyText(words: string | undefined, figures: string | undefined): string {
  const inWords = words?.trim() || amountInWords(figures ?? '');
  return `Singapore Dollars ${orBlank(inWords)} (S$${orBlank(figures, SHORT_BLANK)})`;
}

/** The same amount with its words and figures as the two values the lawyer fills in. */
export function moneyPieces<Slot extends string>(
  words: Slot,
  figures: Slot,
  values: { words: string | undefined; figures: string | undefined },
): Piece<Slot>[] {
  const inWords = values.words?.trim() || amountInWords(values.figures ?? '');
  return ['Singapore Dollars ', filled(words, inWords), ' (S$', filled(figures, values.figures, SHORT_BLANK), ')'];
}
