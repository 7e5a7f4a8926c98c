import type { Client, ClientContact, ClientListRow } from '../../src/api/contacts';
import { clientListFields } from '../../src/domain/contact/list-fields';

/**
 * Contacts as the server sends them, for stories and screen tests: two named clients that the client-form
 * samples start from, and as many generated ones as a listing needs.
 */

const person = (fields: ClientContact): ClientContact => ({
  individualName: '',
  identificationNo: '',
  email: '',
  reference: '',
  contactNo: '',
  postal: '',
  blkNo: '',
  roadName: '',
  building: '',
  storeyNo: '',
  unitNo: '',
  contactType: '0',
  isPrimary: '1',
  ...fields,
});

/** A company on no property, with a primary signatory and a director: the samples' SAMPLE_COMPANY_DRAFT. */
export const MARINA_BAY: Client = {
  id: 11,
  clientInfoId: 11,
  clientCategory: '0',
  compName: 'Marina Bay Holdings Pte. Ltd.',
  uenNo: '201812345D',
  email: 'legal@marinabayholdings.com.sg',
  reference: 'MBH/2026',
  contactNo: '62251234',
  postal: '018983',
  blkNo: '10',
  roadName: 'MARINA BOULEVARD',
  building: 'MARINA BAY FINANCIAL CENTRE TOWER 2',
  storeyNo: '35',
  unitNo: '01',
  isAgent: '0',
  propertyInfo: [],
  clientContacts: [
    person({
      id: 21,
      sequenceKey: 1,
      individualName: 'Lee Kah Wai',
      identificationNo: 'S1234567D',
      email: 'kahwai.lee@marinabayholdings.com.sg',
      contactNo: '91234567',
      contactType: '0',
      isPrimary: '0',
    }),
    person({
      id: 22,
      sequenceKey: 2,
      individualName: 'Tan Bee Lian',
      identificationNo: 'S7654321A',
      email: 'beelian.tan@marinabayholdings.com.sg',
      contactNo: '92345678',
      contactType: '1',
      isPrimary: '1',
    }),
  ],
};

/** An individual who is the buyer on a property: the samples' SAMPLE_INDIVIDUAL_DRAFT. */
export const GOH_SIEW_LING: Client = {
  id: 12,
  clientInfoId: 12,
  clientCategory: '1',
  compName: 'Goh Siew Ling',
  uenNo: '',
  email: 'goh.siewling@gmail.com',
  reference: '',
  contactNo: '98765432',
  postal: '560123',
  blkNo: '123',
  roadName: 'ANG MO KIO AVENUE 6',
  building: '',
  storeyNo: '08',
  unitNo: '245',
  isAgent: '0',
  propertyInfo: [{ id: 101, propertyRefNo: 'PCN-2026-000101' }],
  clientContacts: [
    person({
      id: 31,
      sequenceKey: 1,
      individualName: 'Goh Siew Ling',
      identificationNo: 'S8012345B',
      email: 'goh.siewling@gmail.com',
      contactNo: '98765432',
      postal: '560123',
      blkNo: '123',
      roadName: 'ANG MO KIO AVENUE 6',
      storeyNo: '08',
      unitNo: '245',
      isPrimary: '0',
    }),
  ],
};

const SURNAMES = ['Tan', 'Lim', 'Lee', 'Ng', 'Wong', 'Goh', 'Chua', 'Koh', 'Teo', 'Ong'] as const;
const GIVEN = ['Wei Ming', 'Mei Ling', 'Kok Leong', 'Siew Hoon', 'Jia Hui', 'Boon Huat', 'Li Hua', 'Hui Min'] as const;
const STREETS = ['TAMPINES STREET 81', 'ORCHARD BOULEVARD', 'JALAN BUKIT MERAH', 'MARINE PARADE CENTRAL', 'YISHUN RING ROAD'] as const;

function pick<T>(list: readonly T[], index: number): T {
  const item = list[index % list.length];
  if (item === undefined) throw new Error('empty list');
  return item;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** Contact `n` (1-based): every fourth a company, every fifth on a property. Names sort in n's order. */
export function demoClient(n: number): Client {
  const company = n % 4 === 0;
  const name = company ? `${pad(n, 3)} Holdings Pte. Ltd.` : `${pad(n, 3)} ${pick(SURNAMES, n)} ${pick(GIVEN, n)}`;
  const address = { postal: `5${pad(n, 5)}`, blkNo: String(n), roadName: pick(STREETS, n), building: '', storeyNo: '05', unitNo: pad(n, 3) };
  const contactNo = `9${pad(n, 7)}`;
  const base = {
    id: 1000 + n,
    clientInfoId: 1000 + n,
    email: `contact${n}@example.com.sg`,
    reference: '',
    contactNo,
    ...address,
    isAgent: '0' as const,
  };
  const propertyInfo = n % 5 === 0 ? [{ id: 200 + n, propertyRefNo: `PCN-2026-${pad(200 + n, 6)}` }] : [];
  if (company) {
    return { ...base, clientCategory: '0', compName: name, uenNo: `2019${pad(n, 5)}K`, propertyInfo, clientContacts: [] };
  }
  return {
    ...base,
    clientCategory: '1',
    compName: name,
    uenNo: '',
    propertyInfo,
    clientContacts: [
      person({
        id: 5000 + n,
        sequenceKey: 1,
        individualName: name,
        identificationNo: `S${pad(n, 7)}A`,
        email: base.email,
        contactNo,
        ...address,
        isPrimary: '0',
      }),
    ],
  };
}

export const demoClients = (count: number): Client[] => Array.from({ length: count }, (_, i) => demoClient(i + 1));

/** The client as the shared listing rule reads it (every text present). */
function listed(client: Client) {
  const text = (value: string | undefined) => value ?? '';
  const address = (from: ClientContact | Client) => ({
    blkNo: text(from.blkNo),
    roadName: text(from.roadName),
    storeyNo: text(from.storeyNo),
    unitNo: text(from.unitNo),
    postal: text(from.postal),
  });
  return {
    ...address(client),
    clientCategory: client.clientCategory,
    compName: text(client.compName),
    contactNo: text(client.contactNo),
    clientContacts: client.clientContacts.map((person) => ({
      ...address(person),
      individualName: text(person.individualName),
      contactNo: text(person.contactNo),
      isPrimary: text(person.isPrimary),
    })),
  };
}

/** What the listing search matches: name, address, number and every person's name (as the server keeps it). */
export const listSearchText = (client: Client): string => clientListFields(listed(client)).searchText;

/** The listing row of a client, as get-all-primary answers it (the server's own listing rule). */
export function listRow(client: Client): ClientListRow {
  const { listAddress, listContactNo } = clientListFields(listed(client));
  return {
    clientInfoId: client.id,
    name: client.compName ?? '',
    address: listAddress,
    contactNumber: listContactNo,
    clientCategory: client.clientCategory,
    isPropertyAssigned: (client.propertyInfo ?? []).length > 0 ? '1' : '0',
  };
}
