import { isPrimaryFlag } from '../contact/types';
import { changesBetween, type FieldChange, type HistoryField } from './changes';

/**
 * A contact as the history compares it (issue 20): the contact form's fields with its labels, a company's persons as
 * 'Contact person 1: Name' …, an individual's one person as the individual's own fields. ID and phone numbers are
 * masked as the summary masks them (seed 001 §9).
 */
export interface ContactPersonValues {
  individualName: string;
  identificationNo: string;
  email: string;
  reference: string;
  contactNo: string;
  postal: string;
  blkNo: string;
  roadName: string;
  building: string;
  storeyNo: string;
  unitNo: string;
  agentCeaNo: string;
  /** '0' signatory, '1' director. */
  contactType: string;
  /** The seed's inverted flag: '0' primary. */
  isPrimary: string;
}

export interface ContactValues {
  /** '0' company, '1' individual. */
  clientCategory: string;
  compName: string;
  uenNo: string;
  email: string;
  reference: string;
  contactNo: string;
  postal: string;
  blkNo: string;
  roadName: string;
  building: string;
  storeyNo: string;
  unitNo: string;
  isAgent: string;
  estateAgentCeaLicenceNo: string;
  persons: readonly ContactPersonValues[];
}

type Field = HistoryField<ContactValues>;

const isIndividual = (contact: ContactValues) => contact.clientCategory === '1';

/** How the contact is listed: a company by its name, an individual by its person's. */
export function contactName(contact: ContactValues): string {
  const person = contact.persons[0]?.individualName.trim() ?? '';
  return (isIndividual(contact) ? person || contact.compName : contact.compName || person).trim();
}

const CONTACT_TYPE_NAMES: Readonly<Record<string, string>> = { '0': 'Signatory', '1': 'Director' };

// An individual's name is its person's (the stored company name only repeats it), so it is compared there.
const OWN_FIELDS: readonly Field[] = [
  { label: 'Category', read: (c) => (isIndividual(c) ? 'Individual' : 'Company') },
  { label: 'Company Name', read: (c) => (isIndividual(c) ? null : c.compName) },
  { label: 'UEN', read: (c) => c.uenNo },
  { label: 'CEA Licence No.', read: (c) => c.estateAgentCeaLicenceNo },
  { label: 'Email', read: (c) => c.email },
  { label: 'Contact No.', read: (c) => c.contactNo, masked: true },
  { label: 'Reference', read: (c) => c.reference },
  { label: 'Postal Code', read: (c) => c.postal },
  { label: 'Block No.', read: (c) => c.blkNo },
  { label: 'Road Name', read: (c) => c.roadName },
  { label: 'Building', read: (c) => c.building },
  { label: 'Storey No.', read: (c) => c.storeyNo },
  { label: 'Unit No.', read: (c) => c.unitNo },
];

const PERSON_COLUMNS: ReadonlyArray<{ label: string; read: (p: ContactPersonValues) => string; masked?: boolean }> = [
  { label: 'Name', read: (p) => p.individualName },
  { label: 'NRIC/Passport No.', read: (p) => p.identificationNo, masked: true },
  { label: 'Registration No.', read: (p) => p.agentCeaNo },
  { label: 'Email', read: (p) => p.email },
  { label: 'Contact No.', read: (p) => p.contactNo, masked: true },
  { label: 'Reference', read: (p) => p.reference },
  { label: 'Postal Code', read: (p) => p.postal },
  { label: 'Block No.', read: (p) => p.blkNo },
  { label: 'Road Name', read: (p) => p.roadName },
  { label: 'Building', read: (p) => p.building },
  { label: 'Storey No.', read: (p) => p.storeyNo },
  { label: 'Unit No.', read: (p) => p.unitNo },
  { label: 'Type', read: (p) => CONTACT_TYPE_NAMES[p.contactType] ?? p.contactType },
  { label: 'Primary', read: (p) => (isPrimaryFlag(p.isPrimary) ? 'Yes' : 'No') },
];

// The individual form has no type or primary of its own: its one person is both.
const INDIVIDUAL_HIDDEN = new Set(['Type', 'Primary', 'Registration No.']);

function personFields(n: number, individual: boolean): Field[] {
  const columns = individual ? PERSON_COLUMNS.filter((column) => !INDIVIDUAL_HIDDEN.has(column.label)) : PERSON_COLUMNS;
  return columns.map(({ label, read, masked }) => ({
    label: individual ? label : `Contact person ${n}: ${label}`,
    read: (contact: ContactValues) => {
      const person = contact.persons[n - 1];
      return person ? read(person) : null;
    },
    ...(masked ? { masked } : {}),
  }));
}

/** The fields to compare: the contact's own, then as many persons as either side has. */
export function contactFields(before: ContactValues | null, after: ContactValues | null): Field[] {
  const shown = after ?? before;
  const individual = shown !== null && isIndividual(shown);
  const persons = Math.max(before?.persons.length ?? 0, after?.persons.length ?? 0);
  const personLabels = Array.from({ length: persons }, (_, index) => personFields(index + 1, individual && persons === 1)).flat();
  return [...OWN_FIELDS, ...personLabels];
}

export function contactChanges(before: ContactValues | null, after: ContactValues | null): FieldChange[] {
  return changesBetween(before, after, contactFields(before, after));
}
