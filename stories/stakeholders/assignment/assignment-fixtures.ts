import type { Client, LawFirmData, Property, SalespersonRecord } from '../../../src/api/stakeholders';

/** PCN-2026-000101, a purchase (the buyer is the client), with nobody assigned yet. */
export const OPEN_PROPERTY: Property = {
  id: 101,
  propertyRefNo: 'PCN-2026-000101',
  lawfirmRefNo: 'TL/CONV/0101',
  propAddress: '2 MARINA BOULEVARD, #45-01, SINGAPORE 018956',
  status: 'Pending',
  locked: false,
  version: 1,
  createdDate: '2026-03-01T10:00:00+08:00',
  propType: 'BUILDING',
  streetName: 'MARINA BOULEVARD',
  transactionTypeName: 'Purchase of Property',
  clientFlag: 'B',
  buyer: null,
  seller: null,
  buyerLawyer: null,
  sellerLawyer: null,
  buyerAgent: null,
  sellerAgent: null,
};

export const TAN_HOLDINGS: Client = {
  id: 7,
  clientCategory: '0',
  compName: 'Tan Holdings Pte Ltd',
  uenNo: '201912345K',
  contactNo: '62201234',
  isAgent: '0',
  clientContacts: [
    { individualName: 'Tan Ah Beng', identificationNo: 'S1234567D', contactNo: '91234567', email: 'ahbeng@tanholdings.sg', isPrimary: '0' },
  ],
};

export const CONTACTS: readonly Client[] = [
  TAN_HOLDINGS,
  {
    id: 8,
    clientCategory: '0',
    compName: 'Tanjong Pagar Holdings Pte Ltd',
    uenNo: '199801234C',
    contactNo: '63334444',
    isAgent: '0',
    clientContacts: [{ individualName: 'Lee Siew Lan', identificationNo: 'S7654321B', contactNo: '98887777', isPrimary: '0' }],
  },
  {
    id: 9,
    clientCategory: '1',
    compName: 'Tan Mei Hua',
    isAgent: '0',
    clientContacts: [
      { individualName: 'Tan Mei Hua', identificationNo: 'S8012345H', contactNo: '97778888', email: 'meihua.tan@gmail.com', isPrimary: '0' },
    ],
  },
];

export const ERA: Client = {
  id: 31,
  clientCategory: '0',
  compName: 'ERA Realty Network Pte Ltd',
  uenNo: '199904485D',
  estateAgentCEALicenceNo: 'L3002382K',
  isAgent: '1',
  clientContacts: [{ individualName: 'Lim Ah Kow', agentCEANo: 'R012345A', contactNo: '91112222', isPrimary: '0' }],
};

/** The buyer assigned: lawyers may now be assigned. */
export const CLIENT_SET: Property = { ...OPEN_PROPERTY, buyer: TAN_HOLDINGS };

/** Buyer, seller, both lawyers and the buyer's agent assigned (Active). */
export const FULLY_ASSIGNED: Property = {
  ...OPEN_PROPERTY,
  status: 'Active',
  buyer: TAN_HOLDINGS,
  seller: CONTACTS[2] ?? null,
  buyerLawyer: { firstName: 'Siti', lastName: 'Rahman', lawfirmName: 'Rajah & Partners LLP', email: 'siti@rajah.com.sg', contact: '65351000' },
  sellerLawyer: {
    firstName: 'Kah Wai',
    lastName: 'Ong',
    lawfirmName: 'Lee & Ong Law Corporation',
    email: 'kahwai@leeong.com.sg',
    contact: '65351188',
  },
  buyerAgent: ERA,
};

export const LAW_FIRMS = [
  { acctId: 'RP0003', acctName: 'Rajah & Partners LLP' },
  { acctId: 'RP0004', acctName: 'Rajan Law Chambers' },
] as const;

const NAMES = [
  ['Siti', 'Rahman'],
  ['Arjun', 'Nair'],
  ['Mei Ling', 'Koh'],
  ['Hui Min', 'Teo'],
  ['Kumar', 'Pillai'],
  ['Wen Jie', 'Goh'],
  ['Farah', 'Ismail'],
] as const;

/** Seven users: a full page of five and two more. */
export const RAJAH_FIRM: LawFirmData = {
  acctName: 'Rajah & Partners LLP',
  address1: '9 Straits View, #06-07',
  address2: 'Marina One West Tower',
  postalCode: '018937',
  lstCMSUsrInfo: NAMES.map(([firstName, lastName], i) => ({
    userid: `rp.user${i + 1}`,
    firstName,
    lastName,
    email: `${firstName.toLowerCase().replace(' ', '')}@rajah.com.sg`,
    contactnumber: `6535${String(1000 + i)}`,
  })),
};

export const SALESPERSONS: readonly SalespersonRecord[] = [
  {
    salesperson_name: 'LIM AH KOW',
    registration_no: 'R012345A',
    registration_start_date: '2019-01-01',
    registration_end_date: '2026-12-31',
    estate_agent_name: 'ERA REALTY NETWORK PTE LTD',
    estate_agent_license_no: 'L3002382K',
  },
  {
    salesperson_name: 'LIM BEE CHOO',
    registration_no: 'R045678B',
    registration_start_date: '2020-05-01',
    registration_end_date: '2026-12-31',
    estate_agent_name: 'PROPNEX REALTY PTE LTD',
    estate_agent_license_no: 'L3008022J',
  },
];
