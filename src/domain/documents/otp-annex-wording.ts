import { splitAnnexNote, type DocumentMetadata } from './metadata';
import {
  ANNEX_B_INSPECTION_DATE_TEXT,
  ANNEX_B_INSPECTION_TEXT,
  ANNEX_B_PARAGRAPHS,
  ANNEX_C_PARAGRAPHS,
  ANNEX_NONE_TEXT,
  ANNEX_TITLES,
  annexBInspectionText,
  type AnnexParagraph,
} from './otp-text';

/**
 * Annexes A to D of the OTP as they read (seed 001 §2.2, §4), for the editor's preview and the PDF alike
 * (issue 18): A numbers its items, B and C list every paragraph with its box ticked or not, D is the lawyer's
 * further terms.
 */
export const tickMark = (ticked: boolean | undefined): string => (ticked ? '[X]' : '[ ]');

/** Annex B (a)'s two lines: the inspection, and by when (the chosen date in place of the default, seed 001 §4). */
export const ANNEX_B_INSPECTION_MARKS = { first: '(a) 1.', second: '(a) 2.' } as const;

export interface AnnexWording {
  title: string;
  lines: string[];
}

/** '1. Kitchen hob', '2. Curtains' … or 'None.' */
export function annexALines(m: DocumentMetadata): string[] {
  const items = splitAnnexNote(m.annexaNote);
  return items.length > 0 ? items.map((item, index) => `${index + 1}. ${item}`) : [ANNEX_NONE_TEXT];
}

/** '(c) [X] The Vendor shall …', with the paragraph's own note after it when it has one. */
export function annexParagraphLine(paragraph: AnnexParagraph, m: DocumentMetadata): string {
  const note = paragraph.noteField ? (m[paragraph.noteField]?.trim() ?? '') : '';
  return `${paragraph.mark} ${tickMark(m[paragraph.field])} ${paragraph.text}${note ? ` ${note}` : ''}`;
}

export function annexBInspectionLines(m: DocumentMetadata): [string, string] {
  return [
    `${ANNEX_B_INSPECTION_MARKS.first} ${tickMark(m.annexbaParagraph1)} ${ANNEX_B_INSPECTION_TEXT}`,
    `${ANNEX_B_INSPECTION_MARKS.second} ${tickMark(m.annexbaParagraph2)} ${ANNEX_B_INSPECTION_DATE_TEXT} ${annexBInspectionText(m)}.`,
  ];
}

export function annexDText(m: DocumentMetadata): string {
  return m.annexdParagraphNote?.trim() || ANNEX_NONE_TEXT;
}

/** The four annexes, each its title and its lines. */
export function otpAnnexes(m: DocumentMetadata): [AnnexWording, AnnexWording, AnnexWording, AnnexWording] {
  return [
    { title: ANNEX_TITLES.a, lines: annexALines(m) },
    { title: ANNEX_TITLES.b, lines: [...annexBInspectionLines(m), ...ANNEX_B_PARAGRAPHS.map((paragraph) => annexParagraphLine(paragraph, m))] },
    { title: ANNEX_TITLES.c, lines: ANNEX_C_PARAGRAPHS.map((paragraph) => annexParagraphLine(paragraph, m)) },
    { title: ANNEX_TITLES.d, lines: [annexDText(m)] },
  ];
}
