import type { ApiClient } from './client';
import { unwrap } from './result';
import type { components } from './schema.gen';

type Schemas = components['schemas'];
export type Property = Schemas['Property'];
export type PropertyInput = Schemas['PropertyInput'];
export type PropertyUpdate = Schemas['PropertyUpdate'];
export type IrasUnitCheckRequest = Schemas['IrasUnitCheckRequest'];
export type IrasTaxableResponse = Schemas['IrasTaxableResponse'];

interface CallOptions {
  signal?: AbortSignal | undefined;
}

/** The calls of the property form (seed 000 §7 "Property"); failures arrive as ApiError (a 400 lists `errors`). */

/** GET /get-property/{id}: the property with its parties; another firm's or an unknown id is a 404. */
export async function getProperty(client: ApiClient, id: number, options: CallOptions = {}): Promise<Property> {
  return unwrap(await client.GET('/get-property/{id}', { params: { path: { id } }, signal: options.signal }));
}

/**
 * POST /add-property: the add dialog and the duplicate; the server answers with the new property, Pending.
 * The same `requestKey` again answers the case the first request made instead of a second one.
 */
export async function addProperty(client: ApiClient, body: PropertyInput, requestKey?: string): Promise<Property> {
  const header = requestKey ? { 'Idempotency-Key': requestKey } : {};
  return unwrap(await client.POST('/add-property', { body, params: { header } }));
}

/** POST /update-property; a locked property is refused with a 409. */
export async function updateProperty(client: ApiClient, body: PropertyUpdate): Promise<Property> {
  return unwrap(await client.POST('/update-property', { body }));
}

/** POST /check-IRAS-Taxable-By-Unit: is the unit in the Valuation List ('30' is an IRAS API error). */
export async function checkIrasTaxableByUnit(client: ApiClient, body: IrasUnitCheckRequest): Promise<IrasTaxableResponse> {
  return unwrap(await client.POST('/check-IRAS-Taxable-By-Unit', { body }));
}
