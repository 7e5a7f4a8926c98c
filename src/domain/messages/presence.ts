import type { EditedRecord } from '../presence/case-presence';

/** How the banner names each record being edited. */
const RECORD_NAMES: Record<EditedRecord, string> = {
  'case-details': 'the case details',
  otp: 'the OTP',
  wta: 'the WTA',
  s65: 'the S.65 notice',
  parties: 'the parties',
};

/** "a", "a and b", "a, b and c". */
const listed = (words: readonly string[]) => (words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`);

/**
 * Who else has a case open (ours: the seeds have one user per screen), so two people of a firm working on one case
 * know of each other before one overwrites the other. Part of the catalogue in ../messages.ts.
 */
export const presenceMessages = {
  /** The banner's accessible name. */
  presenceLabel: 'Also on this case',
  presenceViewing: (name: string) => `${name} is viewing this case`,
  presenceEditing: (name: string, records: readonly EditedRecord[]) => `${name} is editing ${listed(records.map((record) => RECORD_NAMES[record]))}`,
} as const;
