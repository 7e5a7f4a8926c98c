import { PARTY_ROLES, type PartyRole } from '../party-roles';

/** Who on a case a listing search found, shown under the case's address so a lawyer sees why it is listed. */
export interface MatchedParty {
  role: PartyRole;
  /** The client, agency or lawyer holding the role, by name (not the person or ID that matched). */
  name: string;
}

/** A party slot of a case with its searchable text (lower-cased, as the database keeps it in party_text). */
export interface SearchableParty extends MatchedParty {
  text: string;
}

/**
 * The first party, in the summary's order of roles, whose searchable text holds the search text as typed (trimmed,
 * any case) — the listing's search matches the same way, a contains match over the same text (issue 20).
 */
export function firstMatchingParty(searchText: string, parties: readonly SearchableParty[]): MatchedParty | null {
  const term = searchText.trim().toLowerCase();
  if (term === '') return null;
  for (const role of PARTY_ROLES) {
    const found = parties.find((party) => party.role === role && party.text.includes(term));
    if (found) return { role: found.role, name: found.name };
  }
  return null;
}
