import type { AddressSearchResponse, IrasEligibleUnit, IrasTaxableResponse, McstRecord, TransactionType } from '../../../src/api/property-lookups';
import { json, neverAnswers, type MockHandler, type MockRoutes } from '../../support/mock-api';

/** The lookups of the property form as the demo server answers them (seed 000 §7 "Property"). */

export const TRANSACTION_TYPES: TransactionType[] = [
  { id: 1, name: 'Sale' },
  { id: 2, name: 'Purchase' },
  { id: 3, name: 'Sale (HDB)' },
  { id: 4, name: 'Purchase (HDB)' },
  { id: 5, name: 'Mortgage' },
  { id: 6, name: 'Others' },
];

const ION_ORCHARD: AddressSearchResponse = {
  found: 1,
  totalNumPages: 1,
  pageNum: 1,
  results: [
    {
      SEARCHVAL: 'ION ORCHARD',
      BLK_NO: '2',
      ROAD_NAME: 'ORCHARD TURN',
      BUILDING: 'ION ORCHARD',
      ADDRESS: '2 ORCHARD TURN ION ORCHARD SINGAPORE 238801',
      POSTAL: '238801',
      X: '28017.9',
      Y: '31726.4',
      LATITUDE: '1.3040428',
      LONGITUDE: '103.8318347',
    },
  ],
};

function mcst(mcstNo: string, subMcsNo: string, devName: string, maName: string): McstRecord {
  return {
    mcstId: `${mcstNo}${subMcsNo}`,
    mcstNo,
    subMcsNo,
    mcstType: 'Residential',
    devName,
    devLocation: 'Leedon Heights',
    maName,
    maAddress1: '30 Cecil Street #20-03',
    maAddress2: 'Prudential Tower',
    maAgencyMail: 'mcst@example.com.sg',
    address: { blockNo: '7', streetName: 'LEEDON HEIGHTS', postalCode: '267953' },
  };
}

export const MCST_SINGLE: McstRecord[] = [mcst('4087', '', "D'LEEDON", 'Savills Property Management Pte Ltd')];
export const MCST_MULTIPLE: McstRecord[] = [
  mcst('3280', '', 'REFLECTIONS AT KEPPEL BAY', 'Knight Frank Property Asset Management'),
  mcst('3280', '3280A', 'REFLECTIONS AT KEPPEL BAY (RETAIL)', 'Knight Frank Property Asset Management'),
  mcst('3280', '3280B', 'REFLECTIONS AT KEPPEL BAY (CARPARK)', 'Knight Frank Property Asset Management'),
];

/** 14 units of D'Leedon, served unsorted as IRAS might. */
export const IRAS_UNITS: IrasEligibleUnit[] = [9, 3, 11, 7, 1, 13, 5, 2, 12, 8, 4, 14, 6, 10].map((block) => ({
  blkHouseNo: String(block),
  storeyNo: String(block + 1).padStart(2, '0'),
  unitNo: '03',
  streetName: 'LEEDON HEIGHTS',
  postalCode: '267953',
  pptyTaxRefNo: `B${String(4087000 + block).padStart(8, '0')}K`,
  pptyDescription: 'Condominium unit',
}));

const iras =
  (answer: IrasTaxableResponse): MockHandler =>
  () =>
    json(answer);

export const lookupHandlers = {
  transactionTypes: (() => json(TRANSACTION_TYPES)) satisfies MockHandler,
  addressFound: (() => json(ION_ORCHARD)) satisfies MockHandler,
  mcst:
    (records: McstRecord[]): MockHandler =>
    () =>
      json(records),
  irasUnits: iras({ irasTaxibleResponseData: IRAS_UNITS, returnCode: '10' }),
  irasNotFound: iras({ irasTaxibleResponseData: [], returnCode: '20' }),
  irasApiError: iras({ irasTaxibleResponseData: [], returnCode: '30' }),
  never: neverAnswers satisfies MockHandler,
} as const;

/** Every lookup answered; override single routes with spread. */
export function lookupApi(overrides: MockRoutes = {}): MockRoutes {
  return {
    'GET /get-transtype-list': lookupHandlers.transactionTypes,
    'GET /sandbox/onemap/search': lookupHandlers.addressFound,
    'POST /searchMcstNo': lookupHandlers.mcst(MCST_SINGLE),
    'POST /check-IRAS-Taxable-By-PostalCode': lookupHandlers.irasUnits,
    ...overrides,
  };
}
