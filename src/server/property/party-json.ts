import type { components } from '../../api/schema.gen';
import { clientJson } from '../contacts/client-json';
import type { Client, ClientContact, Lawyer } from '../db/schema';

type Schemas = components['schemas'];

/** An assigned buyer, seller or agent as get-property answers it, with its contact persons. */
export function partyClientJson(client: Client | null, contacts: ReadonlyMap<number, ClientContact[]>): Schemas['Client'] | null {
  return client ? clientJson(client, contacts.get(client.id) ?? []) : null;
}

export function lawyerJson(lawyer: Lawyer | null): Schemas['Lawyer'] | null {
  if (!lawyer) return null;
  return {
    id: lawyer.id,
    contact: lawyer.contact,
    firstName: lawyer.firstName,
    lastName: lawyer.lastName,
    userId: lawyer.userId,
    email: lawyer.email,
    lawfirmName: lawyer.lawfirmName,
    referenceNumber: lawyer.referenceNumber,
    address1: lawyer.address1,
    address2: lawyer.address2,
    address: lawyer.address,
    postalCode: lawyer.postalCode,
    faxNumber: lawyer.faxNumber,
  };
}
