import type { ApiClient } from './client';
import { unwrap } from './result';
import type { components } from './schema.gen';

type Schemas = components['schemas'];
export type Client = Schemas['Client'];
export type ClientInput = Schemas['ClientInput'];
export type ClientUpdate = Schemas['ClientUpdate'];
export type ClientContact = Schemas['ClientContact'];
export type ClientListRequest = Schemas['ClientListRequest'];
export type ClientPage = Schemas['ClientPage'];
export type ClientListRow = Schemas['ClientListRow'];
export type ClientSortBy = NonNullable<ClientListRequest['sortBy']>;
export type CompanyRecord = Schemas['CompanyRecord'];

/** The company register's resource in the open-data sandbox (the salesperson register has its own). */
export const COMPANY_REGISTER_RESOURCE_ID = 'companies';

interface CallOptions {
  signal?: AbortSignal | undefined;
}

/** The contact calls (seed 000 §7 "Contacts"); failures arrive as ApiError (a 400 lists `errors`). */

/** POST /get-all-primary: one page of the firm's ordinary contacts, optionally searched. */
export async function getAllPrimary(client: ApiClient, body: ClientListRequest, options: CallOptions = {}): Promise<ClientPage> {
  return unwrap(await client.POST('/get-all-primary', { body, signal: options.signal }));
}

/** GET /get-client/{id}: the client with its contact persons; another firm's or an unknown id is a 404. */
export async function getClient(client: ApiClient, id: number, options: CallOptions = {}): Promise<Client> {
  return unwrap(await client.GET('/get-client/{id}', { params: { path: { id } }, signal: options.signal }));
}

/** POST /add-client: the Add Contact dialog. */
export async function addClient(client: ApiClient, body: ClientInput): Promise<Client> {
  return unwrap(await client.POST('/add-client', { body }));
}

/** POST /update-client/: the client details page's Save. */
export async function updateClient(client: ApiClient, body: ClientUpdate): Promise<Client> {
  return unwrap(await client.POST('/update-client/', { body }));
}

/**
 * POST /delete-client/ — true once deleted. A client assigned to a property is refused with a 409 whose
 * `errormsg` ('Delete failed, the client already assigned to a property') the thrown ApiError carries.
 */
export async function deleteClient(client: ApiClient, id: number): Promise<boolean> {
  return unwrap(await client.POST('/delete-client/', { body: { id } }));
}

function isCompanyRecord(record: Schemas['DatastoreRecord']): record is CompanyRecord {
  return 'entity_name' in record;
}

/**
 * The company register looked up by UEN (seed 000 §7: resource_id and q). It stands in for a public service,
 * so the bearer middleware sends it without our token. Every matching record is returned: one, none and
 * several are all answers the form tells apart.
 */
export async function searchCompanyRegister(client: ApiClient, uen: string, options: CallOptions = {}): Promise<CompanyRecord[]> {
  const query = { resource_id: COMPANY_REGISTER_RESOURCE_ID, q: uen } as const;
  const answer = unwrap(await client.GET('/sandbox/datagov/datastore_search', { params: { query }, signal: options.signal }));
  return answer.result.records.filter(isCompanyRecord);
}
