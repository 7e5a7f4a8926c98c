import type { Property } from '../../../api/property-form';
import { isPrimaryFlag } from '../../../domain/contact/types';
import { maskAllButLast, SUMMARY_MASK_KEEP } from '../../../domain/masking';
import type { Detail } from './DetailList';

export type Client = NonNullable<Property['buyer']>;
export type ClientContact = NonNullable<Client['clientContacts']>[number];
export type Lawyer = NonNullable<Property['buyerLawyer']>;

/** Seed 001 §2.1, §9: phone and ID numbers on the summary show only their last 3 characters. */
const masked = (value: string | undefined) => maskAllButLast(value ?? '', SUMMARY_MASK_KEEP);

/** The client's primary contact person ('0' is primary, seed 000 §3), else the first one. */
export function primaryContact(client: Client): ClientContact | undefined {
  const contacts = client.clientContacts ?? [];
  return contacts.find((c) => isPrimaryFlag(c.isPrimary)) ?? contacts[0];
}

/** Buyer or seller: a company with its primary contact person, or an individual. */
export function clientDetails(client: Client): Detail[] {
  const person = primaryContact(client);
  const reach: Detail[] = [
    { label: 'ID No.', value: masked(person?.identificationNo) },
    { label: 'Contact No.', value: masked(person?.contactNo || client.contactNo) },
    { label: 'Email', value: person?.email || client.email || '' },
  ];
  if (client.clientCategory === '1') return [{ label: 'Name', value: person?.individualName || client.compName || '' }, ...reach];
  return [
    { label: 'Company Name', value: client.compName ?? '' },
    { label: 'UEN No.', value: client.uenNo ?? '' },
    { label: 'Contact Person', value: person?.individualName ?? '' },
    ...reach,
  ];
}

/** Buyer's or seller's agent: the estate agency and its salesperson. */
export function agentDetails(agent: Client): Detail[] {
  const person = primaryContact(agent);
  return [
    { label: 'Estate Agency Name', value: agent.compName ?? '' },
    { label: 'CEA Licence No.', value: agent.estateAgentCEALicenceNo ?? '' },
    { label: 'Salesperson', value: person?.individualName ?? '' },
    { label: 'Agent CEA No.', value: person?.agentCEANo ?? '' },
    { label: 'Contact No.', value: masked(person?.contactNo) },
    { label: 'Email', value: person?.email ?? '' },
  ];
}

export function lawyerName(lawyer: Lawyer): string {
  return [lawyer.firstName, lawyer.lastName].filter(Boolean).join(' ');
}

export function lawyerDetails(lawyer: Lawyer): Detail[] {
  return [
    { label: 'Name', value: lawyerName(lawyer) },
    { label: 'Law Firm', value: lawyer.lawfirmName ?? '' },
    { label: 'Email', value: lawyer.email ?? '' },
    { label: 'Contact No.', value: masked(lawyer.contact) },
  ];
}

/** One row of the 'More' contact-information table (seed 001 §2.1). */
export interface ContactRow {
  key: string;
  no: number;
  name: string;
  /** The salesperson, shown under an agent row's estate agency name. */
  person: string;
  identification: string;
  phone: string;
  email: string;
  address: string;
  primary: boolean;
}

/** A contact person's one-line address: as stored for agents, else built from its parts. */
function contactAddress(contact: ClientContact): string {
  if (contact.address) return contact.address;
  const place = [contact.blkNo, contact.roadName].filter(Boolean).join(' ');
  const unit = contact.storeyNo && contact.unitNo ? `#${contact.storeyNo}-${contact.unitNo}` : '';
  const postal = contact.postal ? `SINGAPORE ${contact.postal}` : '';
  return [place, unit, contact.building, postal].filter(Boolean).join(', ');
}

/**
 * For agents the Name column is the estate agency's and the identification its salesperson's CEA number;
 * numbers stay masked here too, since the modal is part of the summary.
 */
export function contactRows(client: Client, agent: boolean): ContactRow[] {
  return (client.clientContacts ?? []).map((contact, index) => ({
    key: String(contact.id ?? `new-${index}`),
    no: index + 1,
    name: agent ? (client.compName ?? '') : contact.individualName || client.compName || '',
    person: agent ? (contact.individualName ?? '') : '',
    identification: agent ? (contact.agentCEANo ?? '') : masked(contact.identificationNo),
    phone: masked(contact.contactNo),
    email: contact.email ?? '',
    address: contactAddress(contact),
    primary: isPrimaryFlag(contact.isPrimary),
  }));
}
