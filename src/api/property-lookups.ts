import type { ApiClient } from './client';
import { unwrap } from './result';
import type { components } from './schema.gen';

type Schemas = components['schemas'];
export type TransactionType = Schemas['TransactionType'];
export type McstRecord = Schemas['McstRecord'];
export type IrasEligibleUnit = Schemas['IrasEligibleUnit'];
export type IrasTaxableResponse = Schemas['IrasTaxableResponse'];
export type AddressSearchResult = Schemas['OneMapResult'];
export type AddressSearchResponse = Schemas['OneMapSearchResponse'];

interface CallOptions {
  signal?: AbortSignal | undefined;
}

/** The lookups the property form makes while the user types (seed 000 §7 "Property"). */

export async function getTransactionTypes(client: ApiClient, options: CallOptions = {}): Promise<TransactionType[]> {
  return unwrap(await client.GET('/get-transtype-list', { signal: options.signal }));
}

/** An empty list is an answer ('No Active MCST available'), not a failure. */
export async function searchMcstNo(client: ApiClient, mcstno: string, options: CallOptions = {}): Promise<McstRecord[]> {
  return unwrap(await client.POST('/searchMcstNo', { body: { mcstno }, signal: options.signal }));
}

/** Criteria '2' is the postal-code check (seed 000 §9); the unit check of the requisition flow uses '1'. */
export async function checkIrasTaxableByPostalCode(client: ApiClient, postalCode: string, options: CallOptions = {}): Promise<IrasTaxableResponse> {
  return unwrap(await client.POST('/check-IRAS-Taxable-By-PostalCode', { body: { criteria: '2', postalCode }, signal: options.signal }));
}

/**
 * The address search stands in for a public service, so the bearer middleware sends it without our token.
 * The parameters are the seed's: no geometry, with address details, first page.
 */
export async function searchAddress(client: ApiClient, searchVal: string, options: CallOptions = {}): Promise<AddressSearchResponse> {
  const query = { searchVal, returnGeom: 'N', getAddrDetails: 'Y', pageNum: 1 } as const;
  return unwrap(await client.GET('/sandbox/onemap/search', { params: { query }, signal: options.signal }));
}
