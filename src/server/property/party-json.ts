import type { components } from '../../api/schema.gen';
import type { Client, Lawyer } from '../db/schema';

type Schemas = components['schemas'];

/** An assigned buyer, seller or agent as get-property answers it; contact persons arrive with the contacts slice. */
export function clientJson(client: Client | null): Schemas['Client'] | null {
  if (!client) return null;
  return {
    id: client.id,
    clientInfoId: client.id,
    clientCategory: client.clientCategory === '0' ? '0' : '1',
    compName: client.compName,
    uenNo: client.uenNo,
    email: client.email,
    contactNo: client.contactNo,
    postal: client.postal,
    blkNo: client.blkNo,
    roadName: client.roadName,
    building: client.building,
    storeyNo: client.storeyNo,
    unitNo: client.unitNo,
    isAgent: client.isAgent === '1' ? '1' : '0',
    clientContacts: [],
  };
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
