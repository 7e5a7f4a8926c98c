import { amountInWords } from '../../../domain/documents/amount-words';
import type { DocumentPerson } from '../../../domain/documents/document-parties';
import { toDisplayDate } from '../../../domain/display-date';
import { DOCUMENT_NRIC_MASK_KEEP, maskAllButLast } from '../../../domain/masking';

/** Small wording helpers the three printed documents share. */

/** A field as typed, or a blank to fill in by hand. */
export function orBlank(value: string | undefined, blank = '____________'): string {
  const text = value?.trim() ?? '';
  return text === '' ? blank : text;
}

/** A stored yyyy-mm-dd as dd-MMM-yyyy; anything else as typed; a blank when empty. */
export function dateOrBlank(value: string | undefined, blank = '____________'): string {
  return orBlank(toDisplayDate(value?.trim() ?? ''), blank);
}

/** Seed 001 §9: an ID number on the OTP and WTA shows all but its last 4 characters. */
export function maskedId(idNo: string | undefined): string {
  return maskAllButLast(idNo ?? '', DOCUMENT_NRIC_MASK_KEEP);
}

/** 'NAME (ID No. *****456H)', or the name alone when the ID is not known. */
export function personLine(person: DocumentPerson): string {
  const id = maskedId(person.idNo);
  const name = person.name.trim() || '____________';
  return id ? `${name} (ID No. ${id})` : name;
}

/** 'Singapore Dollars Ten Thousand (S$10,000)': the words as typed, else written from the figures. */
export function moneyText(words: string | undefined, figures: string | undefined): string {
  const inWords = words?.trim() || amountInWords(figures ?? '');
  return `Singapore Dollars ${orBlank(inWords)} (S$${orBlank(figures, '________')})`;
}
