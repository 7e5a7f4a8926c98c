import { checkDigit } from '../../../domain/property/lot-check-digit';
import type { SecondaryInfoValues, SecondaryKind } from '../../../domain/stakeholder-secondary';
import type { DemoClientKey, DemoLawyerKey } from './demo-contacts';
import type { DemoFirmKey } from './demo-people';
import type { TRANSACTION_TYPE_NAMES } from './reference-data';

/**
 * Demo property cases with complete, valid information (they pass every property rule). A case whose buyer,
 * seller and both lawyers are assigned is Active, the others Pending: status follows the facts, as on the
 * server. Every postal code is in the address sandbox, every condominium's MCST in the MCST sandbox.
 */

export interface DemoParties {
  buyer?: DemoClientKey;
  seller?: DemoClientKey;
  buyerAgent?: DemoClientKey;
  sellerAgent?: DemoClientKey;
  buyerLawyer?: DemoLawyerKey;
  sellerLawyer?: DemoLawyerKey;
}

export interface DemoProperty {
  firm: DemoFirmKey;
  createdBy: string;
  propertyRefNo: string;
  lawfirmRefNo: string;
  createdAt: string;
  transactionType: (typeof TRANSACTION_TYPE_NAMES)[number];
  propType: 'BUILDING' | 'LAND';
  propName?: string;
  hseNo?: string;
  streetName: string;
  storeyNo?: string;
  unitNo?: string;
  postal: string;
  propAcctNo?: string;
  completionDate?: string;
  /** The MCST no. and the sandbox MCST ids ticked for it. */
  mcst?: { mcstNo: string; ticked: readonly string[] };
  landLots: ReadonlyArray<{ mktsId: 'MK' | 'TS'; mktsNo: string; landLotNo: string }>;
  strataLot?: { mktsId: 'MK' | 'TS'; mktsNo: string; strataLotNo: string };
  applicant: readonly [name: string, email: string, contact: string];
  parties?: DemoParties;
  /** Secondary stakeholders (only on Active cases, as the summary allows). */
  secondary?: Partial<Record<SecondaryKind, SecondaryInfoValues>>;
  locked?: boolean;
  checkListId?: string;
}

/** A new-format land lot whose letter is the check digit of the MK/TS and lot digits. */
function landLot(mktsId: 'MK' | 'TS', mktsNo: string, digits: string) {
  return { mktsId, mktsNo, landLotNo: `${digits}${checkDigit(mktsId, mktsNo, digits) ?? ''}` };
}

const TAN = ['Tan Wei Ming', 'weiming.tan@tanlim.com.sg', '62201234'] as const;
const CHUA = ['Chua Kok Leong', 'kokleong.chua@tanlim.com.sg', '62201234'] as const;
const ONG = ['Ong Mei Ling', 'meiling.ong@leeong.com.sg', '65351188'] as const;

export const DEMO_PROPERTIES: readonly DemoProperty[] = [
  {
    firm: 'tanLim',
    createdBy: 'lawyer1',
    propertyRefNo: 'PCN-2026-000101',
    lawfirmRefNo: 'TL/CONV/2026/0141',
    createdAt: '2026-08-04T02:15:00Z',
    transactionType: 'Sale',
    propType: 'BUILDING',
    propName: 'THE SAIL @ MARINA BAY',
    hseNo: '2',
    streetName: 'MARINA BOULEVARD',
    storeyNo: '32',
    unitNo: '07',
    postal: '018987',
    completionDate: '2027-01-15',
    mcst: { mcstNo: '2978', ticked: ['MC2978'] },
    landLots: [landLot('TS', '30', '512')],
    strataLot: { mktsId: 'TS', mktsNo: '30', strataLotNo: 'U4521K' },
    applicant: TAN,
    parties: { seller: 'marinaBay', buyer: 'faizal', sellerAgent: 'orchidRealty', sellerLawyer: 'tlTanWeiMing', buyerLawyer: 'tlOngMeiLing' },
    secondary: {
      'redeeming-bank': {
        bankName: 'DBS Bank Ltd',
        addressLine1: '12 Marina Boulevard',
        addressLine2: 'DBS Asia Central @ MBFC Tower 3',
        postalCode: '018982',
        referenceNumber: 'DBS/RDM/2026/5531',
        faxNo: '64453322',
        officerInCharge: 'Ms Jasmine Koh',
      },
      'mortgagee-bank': {
        bankName: 'Oversea-Chinese Banking Corporation Limited',
        addressLine1: '63 Chulia Street',
        addressLine2: 'OCBC Centre East',
        postalCode: '049514',
        referenceNumber: 'OCBC/HL/2026/88120',
        faxNo: '65337766',
        officerInCharge: 'Mr Daniel Lee',
      },
      valuer: {
        valuerName: 'Knight Frank Pte Ltd',
        addressLine1: '10 Collyer Quay',
        addressLine2: '#08-01 Ocean Financial Centre',
        postalCode: '049315',
        valuerRefNo: 'KF/VAL/26/3301',
        valuerFaxNumber: '62248856',
        valuerOfficerInCharge: 'Mr Alan Cheong',
      },
    },
    checkListId: 'LA-000101',
  },
  {
    firm: 'tanLim',
    createdBy: 'lawyer1',
    propertyRefNo: 'PCN-2026-000102',
    lawfirmRefNo: 'TL/CONV/2026/0152',
    createdAt: '2026-09-10T06:40:00Z',
    transactionType: 'Sale (HDB)',
    propType: 'BUILDING',
    hseNo: '123',
    streetName: 'ANG MO KIO AVENUE 6',
    storeyNo: '08',
    unitNo: '245',
    postal: '560123',
    landLots: [landLot('MK', '18', '4521')],
    strataLot: { mktsId: 'MK', mktsNo: '18', strataLotNo: 'U2187X' },
    applicant: TAN,
    parties: { seller: 'gohSiewLing' },
  },
  {
    firm: 'tanLim',
    createdBy: 'lawyer1',
    propertyRefNo: 'PCN-2026-000103',
    lawfirmRefNo: 'TL/CONV/2026/0167',
    createdAt: '2026-09-28T03:05:00Z',
    transactionType: 'Purchase',
    propType: 'LAND',
    streetName: 'JALAN KEMBANGAN',
    postal: '419136',
    propAcctNo: '30217845',
    landLots: [landLot('MK', '27', '3150'), landLot('MK', '27', '3151')],
    applicant: TAN,
  },
  {
    firm: 'tanLim',
    createdBy: 'nouen',
    propertyRefNo: 'PCN-2026-000104',
    lawfirmRefNo: 'TL/CONV/2026/0171',
    createdAt: '2026-10-06T01:30:00Z',
    transactionType: 'Purchase',
    propType: 'BUILDING',
    propName: "D'LEEDON",
    hseNo: '7',
    streetName: 'LEEDON HEIGHTS',
    storeyNo: '15',
    unitNo: '03',
    postal: '267953',
    completionDate: '2027-01-29',
    mcst: { mcstNo: '3456', ticked: ['MC3456'] },
    landLots: [landLot('MK', '02', '7310')],
    strataLot: { mktsId: 'MK', mktsNo: '02', strataLotNo: 'U8813P' },
    applicant: CHUA,
    parties: { buyer: 'limBoonHuat', seller: 'chenLiHua', buyerLawyer: 'tlChuaKokLeong', sellerLawyer: 'tlPriyaNair' },
    locked: true,
    checkListId: 'LA-000104',
  },
  {
    firm: 'tanLim',
    createdBy: 'lawyer1',
    propertyRefNo: 'PCN-2026-000105',
    lawfirmRefNo: 'TL/MTG/2026/0188',
    createdAt: '2026-10-21T08:20:00Z',
    transactionType: 'Mortgage',
    propType: 'LAND',
    streetName: 'SUNSET DRIVE',
    postal: '597362',
    // Lot 3985M in Mukim 6, as published in the Government Gazette.
    landLots: [{ mktsId: 'MK', mktsNo: '06', landLotNo: '3985M' }],
    applicant: TAN,
  },
  {
    firm: 'tanLim',
    createdBy: 'lawyer1',
    propertyRefNo: 'PCN-2026-000106',
    lawfirmRefNo: 'TL/CONV/2026/0203',
    createdAt: '2026-11-02T04:45:00Z',
    transactionType: 'Purchase (HDB)',
    propType: 'BUILDING',
    propName: 'PINNACLE @ DUXTON',
    hseNo: '1G',
    streetName: 'CANTONMENT ROAD',
    storeyNo: '40',
    unitNo: '12',
    postal: '085301',
    landLots: [landLot('TS', '23', '1297')],
    strataLot: { mktsId: 'TS', mktsNo: '23', strataLotNo: 'U6092M' },
    applicant: TAN,
    parties: { buyer: 'gohSiewLing', seller: 'ngKokHua', buyerLawyer: 'tlTanWeiMing', sellerLawyer: 'tlDanielKoh' },
    checkListId: 'LA-000106',
  },
  {
    firm: 'leeOng',
    createdBy: 'lawyer2',
    propertyRefNo: 'PCN-2026-000201',
    lawfirmRefNo: 'LO-2026-PUR-031',
    createdAt: '2026-09-15T02:00:00Z',
    transactionType: 'Purchase',
    propType: 'BUILDING',
    propName: 'REFLECTIONS AT KEPPEL BAY',
    hseNo: '1',
    streetName: 'KEPPEL BAY VIEW',
    storeyNo: '21',
    unitNo: '05',
    postal: '098417',
    completionDate: '2027-02-12',
    mcst: { mcstNo: '3402', ticked: ['MC3402'] },
    landLots: [landLot('MK', '01', '1877')],
    strataLot: { mktsId: 'MK', mktsNo: '01', strataLotNo: 'U3310A' },
    applicant: ONG,
    parties: { buyer: 'keppelBayVentures' },
  },
  {
    firm: 'leeOng',
    createdBy: 'lawyer2',
    propertyRefNo: 'PCN-2026-000202',
    lawfirmRefNo: 'LO-2026-SAL-044',
    createdAt: '2026-10-12T07:10:00Z',
    transactionType: 'Sale',
    propType: 'BUILDING',
    propName: 'THE INTERLACE',
    hseNo: '180',
    streetName: 'DEPOT ROAD',
    storeyNo: '12',
    unitNo: '34',
    postal: '109684',
    completionDate: '2027-01-08',
    mcst: { mcstNo: '4017', ticked: ['MC4017'] },
    landLots: [landLot('MK', '01', '2245')],
    strataLot: { mktsId: 'MK', mktsNo: '01', strataLotNo: 'U9120C' },
    applicant: ONG,
    parties: { seller: 'raviShankar', buyer: 'keppelBayVentures', buyerAgent: 'eraRealty', sellerLawyer: 'loOngMeiLing', buyerLawyer: 'loSarahWee' },
  },
];

/**
 * Requisitions on demo cases. PCN-2026-000103's was submitted in October (so its delete is refused): its agency
 * requests were sent then and are due a reply since, so the agency simulator answers them the first time anyone
 * looks. It also has a later draft in lawyer1's cart (on the same case, so no other demo case changes what its delete
 * answers).
 */
export interface DemoRequisition {
  propertyRefNo: string;
  lfControlNo: string;
  drafted: 'Y' | 'N';
  createdBy: string;
  createdAt: string;
  /** Agency and department of each line, in the order chosen (the RP numbers follow it). */
  agencies: ReadonlyArray<readonly [agencyCode: string, deptCode: string]>;
}

export const DEMO_DUE_DILIGENCES: readonly DemoRequisition[] = [
  {
    propertyRefNo: 'PCN-2026-000103',
    lfControlNo: 'LF2026100300017',
    drafted: 'N',
    createdBy: 'lawyer1',
    createdAt: '2026-10-03T05:20:00Z',
    agencies: [
      ['IRAS', 'IRAS'],
      ['URA', 'URA'],
      ['BCA', 'BCA'],
    ],
  },
  {
    propertyRefNo: 'PCN-2026-000103',
    lfControlNo: 'LF2026111600004',
    drafted: 'Y',
    createdBy: 'lawyer1',
    createdAt: '2026-11-16T03:10:00Z',
    agencies: [
      ['IRAS', 'IRAS'],
      ['PUB', 'PUB'],
    ],
  },
];
