import type { PartyRole } from '../party-roles';
import type { SecondaryKind } from '../stakeholder-secondary';
import { SECONDARY_TITLES } from '../stakeholder-secondary-labels';
import { PARTY_ROLE_WORDS } from './party-fields';

/** The history's one-line summaries of a case's parties (issue 20): who was assigned or removed, in which role. */

export function partyAssignedSummary(name: string, role: PartyRole): string {
  return `Assigned ${name} as ${PARTY_ROLE_WORDS[role]}.`;
}

export function partyUnassignedSummary(name: string | null, role: PartyRole): string {
  return name ? `Removed ${name} as ${PARTY_ROLE_WORDS[role]}.` : `Removed the ${PARTY_ROLE_WORDS[role]}.`;
}

/** A lawyer as the history names them: the name, and their firm when it is known. */
export function lawyerHistoryName(lawyer: { firstName: string; lastName: string; lawfirmName: string }): string {
  const name = [lawyer.firstName.trim(), lawyer.lastName.trim()].filter(Boolean).join(' ');
  const firm = lawyer.lawfirmName.trim();
  if (!firm) return name;
  return name ? `${name} (${firm})` : firm;
}

const secondaryNamed = (kind: SecondaryKind, name: string | null) =>
  name ? `the ${SECONDARY_TITLES[kind]}, ${name}` : `the ${SECONDARY_TITLES[kind]}`;

export function secondarySavedSummary(kind: SecondaryKind, name: string | null): string {
  return `Saved ${secondaryNamed(kind, name)}.`;
}

export function secondaryRemovedSummary(kind: SecondaryKind, name: string | null): string {
  return `Removed ${secondaryNamed(kind, name)}.`;
}
