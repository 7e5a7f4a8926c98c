import { vi } from 'vitest';
import type { AddressSearchResult, IrasTaxableResponse, McstRecord, TransactionType } from '../../../src/api/property-lookups';

/** The transaction types as the server seeds them. */
export const TRANSACTION_TYPES: TransactionType[] = [
  { id: 1, name: 'Sale' },
  { id: 2, name: 'Purchase' },
  { id: 3, name: 'Sale (HDB)' },
  { id: 4, name: 'Purchase (HDB)' },
  { id: 5, name: 'Mortgage' },
  { id: 6, name: 'Others' },
];

export function address(BUILDING: string, BLK_NO: string, ROAD_NAME: string, POSTAL: string): AddressSearchResult {
  const ADDRESS = `${BLK_NO} ${ROAD_NAME} ${BUILDING === 'NIL' ? '' : `${BUILDING} `}SINGAPORE ${POSTAL}`;
  return { SEARCHVAL: BUILDING, BLK_NO, ROAD_NAME, BUILDING, ADDRESS, POSTAL, X: '0', Y: '0', LATITUDE: '1.3', LONGITUDE: '103.8' };
}

export function mcstRecord(mcstNo: string, devName: string, subMcsNo = ''): McstRecord {
  return {
    mcstId: `id-${mcstNo}-${subMcsNo}`,
    mcstNo,
    subMcsNo,
    mcstType: 'Residential',
    devName,
    devLocation: 'Leedon Heights',
    maName: 'Savills Property Management Pte Ltd',
    maAddress1: '30 Cecil Street #20-03',
    maAddress2: 'Prudential Tower',
    maAgencyMail: 'mcst@savills.com.sg',
    address: { blockNo: '7', streetName: 'Leedon Heights', postalCode: '267953' },
  };
}

export interface LookupScript {
  /** 'fail' answers 500. */
  transactionTypes?: TransactionType[] | 'fail';
  /** Address-search hits by postal code; a code not listed has none. */
  addresses?: Record<string, AddressSearchResult[]>;
  /** MCST records by MCST no.; a number not listed has none. */
  mcst?: Record<string, McstRecord[]>;
  /** IRAS answers by postal code; 'never' leaves the request open. */
  iras?: Record<string, IrasTaxableResponse | 'never' | 'fail'>;
}

/** The four lookup calls of the property form, answered from the script through a stubbed fetch. */
export function stubLookupServer(script: LookupScript = {}) {
  const fetch = vi.fn(async (input: Request) => {
    const url = new URL(input.url);
    switch (url.pathname) {
      case '/api/get-transtype-list':
        if (script.transactionTypes === 'fail') return Response.json({ errormsg: 'Internal Server Error' }, { status: 500 });
        return Response.json(script.transactionTypes ?? TRANSACTION_TYPES);
      case '/api/sandbox/onemap/search': {
        const results = script.addresses?.[url.searchParams.get('searchVal') ?? ''] ?? [];
        return Response.json({ found: results.length, totalNumPages: results.length ? 1 : 0, pageNum: 1, results });
      }
      case '/api/searchMcstNo': {
        const { mcstno } = (await input.clone().json()) as { mcstno: string };
        return Response.json(script.mcst?.[mcstno] ?? []);
      }
      case '/api/check-IRAS-Taxable-By-PostalCode': {
        const { postalCode } = (await input.clone().json()) as { postalCode: string };
        const answer = script.iras?.[postalCode] ?? { irasTaxibleResponseData: [], returnCode: '20' };
        if (answer === 'never') return new Promise<Response>(() => undefined);
        if (answer === 'fail') return Response.json({ errormsg: 'Internal Server Error' }, { status: 500 });
        return Response.json(answer);
      }
      default:
        return Response.json({ errormsg: `No stub for ${url.pathname}` }, { status: 501 });
    }
  });
  vi.stubGlobal('fetch', fetch);
  const requestsTo = (path: string) =>
    fetch.mock.calls.map(([request]) => request).filter((request) => new URL(request.url).pathname === `/api${path}`);
  return {
    requestsTo,
    addressSearches: () => requestsTo('/sandbox/onemap/search').map((request) => new URL(request.url).searchParams.get('searchVal')),
    restore: () => vi.unstubAllGlobals(),
  };
}
