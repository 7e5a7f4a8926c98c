import type { Property } from '../../../api/property-form';
import { lawyerName, primaryContact } from './party-details';
import { assignedParty, PRIMARY_ROLES, type PrimaryRole } from './primary-roles';

export interface Recipient {
  role: PrimaryRole;
  title: string;
  name: string;
  email: string;
}

/** The assigned primary stakeholders, in the cards' order: whom a document can be sent to. */
export function assignedRecipients(property: Property): Recipient[] {
  return PRIMARY_ROLES.flatMap(({ role, title }) => {
    const party = assignedParty(property, role);
    if (!party) return [];
    if (party.kind === 'lawyer') return [{ role, title, name: lawyerName(party.lawyer), email: party.lawyer.email ?? '' }];
    const person = primaryContact(party.client);
    const name = party.kind === 'agent' ? party.client.compName : person?.individualName || party.client.compName;
    return [{ role, title, name: name ?? '', email: person?.email || party.client.email || '' }];
  });
}
