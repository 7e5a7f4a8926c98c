import type { Property } from '../../src/api/property-form';

/**
 * Properties as GET /get-property answers them, for the summary's stories and screen tests: PCN-2026-000101
 * Pending with nobody assigned, and the same case Active with every primary stakeholder and a few
 * secondary ones.
 */

type Client = NonNullable<Property['buyer']>;
type Lawyer = NonNullable<Property['buyerLawyer']>;

export const PENDING_PROPERTY: Property = {
  id: 101,
  propertyRefNo: 'PCN-2026-000101',
  lawfirmRefNo: 'TL/CONV/0101',
  propAddress: '2 MARINA BOULEVARD, #45-01, SINGAPORE 018956',
  status: 'Pending',
  taskStage: 'Stakeholder Profiles',
  locked: false,
  version: 1,
  createdDate: '2026-03-01T10:00:00+08:00',
  completionDate: null,
  checkListId: null,
  propType: 'BUILDING',
  propDesc: 'BUILDING EXISTING',
  postal: '018956',
  propName: 'THE SAIL @ MARINA BAY',
  hseNo: '2',
  storeyNo: '45',
  unitNo: '01',
  streetName: 'MARINA BOULEVARD',
  transactionTypeId: 1,
  transactionTypeName: 'Purchase of Property',
  clientFlag: 'B',
  buyer: null,
  seller: null,
  buyerLawyer: null,
  sellerLawyer: null,
  buyerAgent: null,
  sellerAgent: null,
  propertyMortgageeBankInfo: null,
  propertyMortgageeBankSolicitorInfo: null,
  propertyRedeemingBankInfo: null,
  propertyRedeemingBankSolicitorInfo: null,
  propertyCPFBoardInfo: null,
  propertyCPFBoardSolicitorInfo: null,
  propertyDeveloperInfo: null,
  propertyDeveloperSolicitorInfo: null,
  propertyValuerInfo: null,
  propertySALInfo: null,
  propertyTenantInfo: null,
  propertyDocument: [],
};

/** A company buyer with a signatory (primary) and a director. */
export const COMPANY_BUYER: Client = {
  id: 11,
  clientCategory: '0',
  compName: 'Harbourfront Holdings Pte. Ltd.',
  uenNo: '201812345K',
  email: 'admin@harbourfront.com.sg',
  contactNo: '62718899',
  isAgent: '0',
  clientContacts: [
    {
      id: 111,
      individualName: 'Lim Boon Keng',
      identificationNo: 'S1234567D',
      email: 'boonkeng.lim@harbourfront.com.sg',
      contactNo: '91234567',
      postal: '098632',
      blkNo: '1',
      roadName: 'HARBOURFRONT WALK',
      building: 'VIVOCITY',
      storeyNo: '12',
      unitNo: '05',
      contactType: '0',
      isPrimary: '0',
    },
    {
      id: 112,
      individualName: 'Chen Mei Hua',
      identificationNo: 'S7654321A',
      email: 'meihua.chen@harbourfront.com.sg',
      contactNo: '98765432',
      postal: '098632',
      blkNo: '1',
      roadName: 'HARBOURFRONT WALK',
      contactType: '1',
      isPrimary: '1',
    },
  ],
};

/** An individual seller. */
export const INDIVIDUAL_SELLER: Client = {
  id: 12,
  clientCategory: '1',
  compName: 'Rahman bin Ismail',
  isAgent: '0',
  clientContacts: [
    {
      id: 121,
      individualName: 'Rahman bin Ismail',
      identificationNo: 'S8012345H',
      email: 'rahman.ismail@example.sg',
      contactNo: '81112233',
      postal: '560123',
      blkNo: '123',
      roadName: 'ANG MO KIO AVENUE 6',
      storeyNo: '08',
      unitNo: '1234',
      contactType: '0',
      isPrimary: '0',
    },
  ],
};

const agent = (id: number, compName: string, licence: string, person: string, ceaNo: string, phone: string): Client => ({
  id,
  clientCategory: '0',
  compName,
  isAgent: '1',
  estateAgentCEALicenceNo: licence,
  clientContacts: [
    {
      id: id * 10 + 1,
      individualName: person,
      agentCEANo: ceaNo,
      contactNo: phone,
      email: `${person.split(' ')[0]?.toLowerCase()}@agency.sg`,
      isPrimary: '0',
    },
  ],
});

export const BUYER_AGENT = agent(13, 'ERA Realty Network Pte Ltd', 'L3002382K', 'Tan Ah Kow', 'R012345B', '90011122');
export const SELLER_AGENT = agent(14, 'PropNex Realty Pte Ltd', 'L3008022J', 'Siti Nurhaliza', 'R054321C', '93334455');

export const BUYER_LAWYER: Lawyer = {
  id: 21,
  firstName: 'Wei Ming',
  lastName: 'Tan',
  email: 'weiming.tan@tanlim.com.sg',
  contact: '62201234',
  lawfirmName: 'Tan & Lim LLP',
};

export const SELLER_LAWYER: Lawyer = {
  id: 22,
  firstName: 'Mei Ling',
  lastName: 'Ong',
  email: 'property@leeong.com.sg',
  contact: '65351188',
  lawfirmName: 'Lee & Ong Law Corporation',
};

export const ACTIVE_PROPERTY: Property = {
  ...PENDING_PROPERTY,
  status: 'Active',
  taskStage: 'Documents',
  buyer: COMPANY_BUYER,
  seller: INDIVIDUAL_SELLER,
  buyerLawyer: BUYER_LAWYER,
  sellerLawyer: SELLER_LAWYER,
  buyerAgent: BUYER_AGENT,
  sellerAgent: SELLER_AGENT,
  propertyMortgageeBankInfo: {
    id: 31,
    bankName: 'DBS Bank Ltd',
    addressLine1: '12 Marina Boulevard',
    addressLine2: 'DBS Asia Central @ MBFC Tower 3',
    postalCode: '018982',
    referenceNumber: 'DBS/MTG/2026/0457',
    faxNo: '64451234',
    officerInCharge: 'Jason Koh',
  },
  propertyCPFBoardInfo: { id: 32, referenceNumber: 'CPF/HPS/88123', faxNumber: '62251234', officerInCharge: 'Nur Aisyah' },
};

/** The Active case once its file is closed for changes. */
export const LOCKED_PROPERTY: Property = { ...ACTIVE_PROPERTY, locked: true };

/** Printed, sent and updated OTP / WTA documents for the activity modal. */
export const DOCUMENT_ACTIVITY: NonNullable<Property['propertyDocument']> = [
  {
    id: 701,
    version: 1,
    documentType: 'TEMPLATE',
    documentModule: 'otp',
    actionType: 'ORIGINAL',
    fileExtension: 'pdf',
    createdDate: '2026-03-02T09:05:00+08:00',
  },
  {
    id: 702,
    version: 1,
    documentType: 'TEMPLATE',
    documentModule: 'otp',
    actionType: 'SENT',
    fileExtension: 'pdf',
    createdDate: '2026-03-03T14:30:00+08:00',
    messageDetails: {
      sendername: 'Tan Wei Ming',
      recipents: 'Lim Boon Keng||boonkeng.lim@harbourfront.com.sg,,Mei Ling Ong||property@leeong.com.sg',
    },
  },
  {
    id: 703,
    version: 1,
    documentType: 'TEMPLATE',
    documentModule: 'wta',
    actionType: 'PRINT',
    fileExtension: 'pdf',
    createdDate: '2026-03-04T08:15:00+08:00',
  },
  {
    id: 704,
    version: 1,
    documentType: 'UPLOAD',
    documentModule: 'otp',
    uploadType: 'SIGNED',
    actionType: 'UPLOAD',
    fileExtension: 'pdf',
    createdDate: '2026-03-05T10:00:00+08:00',
  },
];
