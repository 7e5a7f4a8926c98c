import { messages } from '../messages';
import { isValidUen } from '../uen';

/** ACRA report values travel joined by '||' (seed 001 §3 status row nricList / uenList). */
export const ACRA_LIST_SEPARATOR = '||';

export function joinAcraList(values: readonly string[]): string {
  return [...new Set(values.map((value) => value.trim()).filter(Boolean))].join(ACRA_LIST_SEPARATOR);
}

export function splitAcraList(joined: string | null | undefined): string[] {
  return (joined ?? '')
    .split(ACRA_LIST_SEPARATOR)
    .map((value) => value.trim())
    .filter(Boolean);
}

/** A person or company of the buyer / seller the ACRA report can be about. */
export interface AcraParty {
  role: 'Buyer' | 'Seller';
  name: string;
  /** NRIC / passport for people, UEN for companies. */
  identifier: string;
}

/** The Individual NRIC/Passport dialog: both fields are needed. */
export function individualEntryProblem(entry: { nric: string; name: string }): string | null {
  if (!entry.nric.trim()) return messages.nricPassportRequired;
  if (!entry.name.trim()) return messages.partyNameRequired;
  return null;
}

/** The Company UEN dialog: a valid UEN (the shared UEN rule) and the company name. */
export function companyEntryProblem(entry: { uen: string; name: string }): string | null {
  if (!isValidUen(entry.uen)) return messages.invalidUenText;
  if (!entry.name.trim()) return messages.partyNameRequired;
  return null;
}
