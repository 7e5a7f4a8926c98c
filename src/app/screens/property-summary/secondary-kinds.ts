import type { Property } from '../../../api/property-form';
import { SECONDARY_KIND_LIST, SECONDARY_KINDS, type SecondaryInfoName, type SecondaryKind as KindName } from '../../../domain/stakeholder-secondary';
import { SECONDARY_FIELD_LABELS, SECONDARY_TITLES } from '../../../domain/stakeholder-secondary-labels';

/**
 * How the summary shows the eleven secondary stakeholders of seed 001 §3. Which fields each kind has
 * (wire names, verbatim) is the domain's; here are their titles, labels and which fields the card shows
 * up front ('common'), the rest sitting in its expandable part.
 */
export interface SecondaryField {
  /** The form's name: the wire name, except SAL's form names (salRefNo, salFaxNumber, salOfficerInCharge). */
  name: string;
  wire: string;
  label: string;
  common: boolean;
}

export interface SecondaryKind {
  /** What the assign call names it. */
  kind: KindName;
  /** The info object on the property; also what the remove call names it. */
  infoName: SecondaryInfoName;
  title: string;
  fields: readonly SecondaryField[];
}

/** Seed 001 §3: the SAL form names its fields differently from the wire. */
const FORM_NAMES: Readonly<Record<string, string>> = {
  SALReferenceNumber: 'salRefNo',
  SALFaxNumber: 'salFaxNumber',
  SALOfficerInCharge: 'salOfficerInCharge',
};

// The name and the address say who the stakeholder is: the card shows them; references, fax and officer
// are working details. A kind without a name or address (CPF Board, SAL) shows its reference instead.
const NAME_AND_ADDRESS = new Set([
  'bankName',
  'solBankName',
  'solCPFName',
  'devSolName',
  'developerName',
  'valuerName',
  'tenantName',
  'addressLine1',
  'addressLine2',
  'postalCode',
  'solAddressLine1',
  'solAddressLine2',
  'solPostalCode',
]);
const REFERENCES = new Set(['referenceNumber', 'SALReferenceNumber']);

function kindShown(kind: KindName): SecondaryKind {
  const { infoName, fields } = SECONDARY_KINDS[kind];
  const named = fields.some((wire) => NAME_AND_ADDRESS.has(wire));
  const common = (wire: string) => (named ? NAME_AND_ADDRESS.has(wire) : REFERENCES.has(wire));
  return {
    kind,
    infoName,
    title: SECONDARY_TITLES[kind],
    fields: fields.map((wire) => ({ name: FORM_NAMES[wire] ?? wire, wire, label: SECONDARY_FIELD_LABELS[wire] ?? wire, common: common(wire) })),
  };
}

export const SECONDARY_KINDS_SHOWN: readonly SecondaryKind[] = SECONDARY_KIND_LIST.map(kindShown);

/** The stakeholder's stored values by wire name, or null when none is assigned. */
export function secondaryInfoOf(property: Property, kind: SecondaryKind): Readonly<Record<string, unknown>> | null {
  return property[kind.infoName] ?? null;
}
