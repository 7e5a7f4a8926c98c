import { PARTY_ROLE_TITLES, type PartyRole } from '../party-roles';
import { SECONDARY_KINDS, type SecondaryInfoValues, type SecondaryKind } from '../stakeholder-secondary';
import { SECONDARY_FIELD_LABELS } from '../stakeholder-secondary-labels';
import { changesBetween, type FieldChange, type HistoryField } from './changes';

/**
 * The parties of a case as the history names them (issue 20): the six primary roles with the titles of the summary's
 * cards (seed 001 §2.1), and the eleven secondary stakeholders with their form's titles and field labels (seed 001 §3).
 */
/** The role inside a sentence: "Assigned Tan Ah Kow as buyer." */
export const PARTY_ROLE_WORDS: Readonly<Record<PartyRole, string>> = {
  buyer: 'buyer',
  seller: 'seller',
  buyerLawyer: "buyer's lawyer",
  sellerLawyer: "seller's lawyer",
  buyerAgent: "buyer's agent",
  sellerAgent: "seller's agent",
};

/** Who holds a role before and after a write, by name; null where nobody does. */
export function partyChange(role: PartyRole, before: string | null, after: string | null): FieldChange {
  return { field: PARTY_ROLE_TITLES[role], before, after };
}

/** The field that names a stakeholder: its first field when that is a name (CPF Board and SAL have none). */
const NAME_FIELDS = new Set(['bankName', 'solBankName', 'solCPFName', 'devSolName', 'developerName', 'valuerName', 'tenantName']);

export function secondaryFields(kind: SecondaryKind): HistoryField<SecondaryInfoValues>[] {
  return SECONDARY_KINDS[kind].fields.map((wire) => ({ label: SECONDARY_FIELD_LABELS[wire] ?? wire, read: (info) => info[wire] }));
}

/** The stakeholder's name as entered, or null when its kind has none or it was left blank. */
export function secondaryName(kind: SecondaryKind, info: SecondaryInfoValues): string | null {
  const field = SECONDARY_KINDS[kind].fields.find((wire) => NAME_FIELDS.has(wire));
  const name = field === undefined ? '' : (info[field] ?? '').trim();
  return name === '' ? null : name;
}

export function secondaryChanges(kind: SecondaryKind, before: SecondaryInfoValues | null, after: SecondaryInfoValues | null): FieldChange[] {
  return changesBetween(before, after, secondaryFields(kind));
}
