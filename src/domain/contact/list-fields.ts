import { isPrimaryFlag } from './types';

/** The address parts a client or a contact person carries (seed 000 §3). */
export interface AddressParts {
  blkNo: string;
  roadName: string;
  storeyNo: string;
  unitNo: string;
  postal: string;
}

/** "BLK ROAD, #STOREY-UNIT, SINGAPORE POSTAL" in capitals, leaving out the parts not entered. */
export function clientAddressLine(parts: AddressParts): string {
  const place = [parts.blkNo.trim(), parts.roadName.trim()].filter(Boolean).join(' ');
  const storey = parts.storeyNo.trim();
  const unit = parts.unitNo.trim();
  const postal = parts.postal.trim();
  return [place, storey && unit ? `#${storey}-${unit}` : '', postal ? `SINGAPORE ${postal}` : ''].filter(Boolean).join(', ').toUpperCase();
}

interface ListedPerson extends AddressParts {
  individualName: string;
  contactNo: string;
  /** The seed's inverted flag: '0' primary. */
  isPrimary: string;
}

interface ListedClient extends AddressParts {
  clientCategory: string;
  compName: string;
  contactNo: string;
  clientContacts: readonly ListedPerson[];
}

/** The person the listing shows: the primary one, else the first. */
export function listedPerson<P extends { isPrimary: string }>(persons: readonly P[]): P | undefined {
  return persons.find((person) => isPrimaryFlag(person.isPrimary)) ?? persons[0];
}

/**
 * A contact-listing row's address, phone and search text (seed 000 §3 "Listing row"): a company's own
 * address, an individual's from the person; the listed person's phone, else the client's own. The search text
 * joins name, address, phone and every person's name, lower-cased, with a separator no one types.
 */
export function clientListFields(client: ListedClient): { listAddress: string; listContactNo: string; searchText: string } {
  const person = listedPerson(client.clientContacts);
  const addressSource = client.clientCategory === '1' && person ? person : client;
  const listAddress = clientAddressLine(addressSource);
  const listContactNo = person?.contactNo.trim() || client.contactNo.trim();
  const searchText = [client.compName.trim(), listAddress, listContactNo, ...client.clientContacts.map((p) => p.individualName.trim())]
    .join('\u001f')
    .toLowerCase();
  return { listAddress, listContactNo, searchText };
}
