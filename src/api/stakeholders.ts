import type { ApiClient } from './client';
import { unwrap } from './result';
import type { components } from './schema.gen';

type Schemas = components['schemas'];
export type Property = Schemas['Property'];
export type Client = Schemas['Client'];
export type ClientCategory = Schemas['ClientCategory'];
export type Lawyer = Schemas['Lawyer'];
export type LawFirmUser = Schemas['LawFirmUser'];
export type LawFirmAccount = Schemas['LawFirmAccount'];
export type LawFirmData = Schemas['LawFirmData'];
export type LawFirmSearchResult = Schemas['LawFirmSearchResult'];
export type AgentFlag = Schemas['AgentFlag'];
export type AgentInput = Schemas['AgentInput'];
export type BuyerSeller = Schemas['BuyerSeller'];
export type AddClientToPropertyRequest = Schemas['AddClientToPropertyRequest'];
export type AddLawyerToPropertyRequest = Schemas['AddLawyerToPropertyRequest'];
export type RemoveAssignedClientRequest = Schemas['RemoveAssignedClientRequest'];
export type RemoveAssignedLawyerRequest = Schemas['RemoveAssignedLawyerRequest'];
export type SalespersonRecord = Schemas['SalespersonRecord'];

/** The salesperson register's resource in the open-data sandbox (src/server/routes/sandbox.ts). */
export const SALESPERSON_REGISTER_RESOURCE_ID = 'salespersons';
/** The app id the firm-user lookup names (seed 000 §7: 'LRI'). */
export const LAW_FIRM_APP_ID = 'LRI';

interface CallOptions {
  signal?: AbortSignal | undefined;
}

/**
 * The primary-stakeholder assignment calls (seed 000 §7 "Assignment to a property", seed 001 §7
 * "Stakeholders"); the secondary-stakeholder calls are in secondary-stakeholders.ts. Failures arrive as
 * ApiError: a 400 lists `errors`, a refusal by the rules (no client yet, lawyers still assigned) is a 409
 * whose message is the seed's text.
 */

/** GET /search-client/{category}/{text}/{propertyId}: contacts of the category not yet on the property. */
export async function searchClient(
  client: ApiClient,
  search: { category: ClientCategory; text: string; propertyId: number },
  options: CallOptions = {},
): Promise<Client[]> {
  return unwrap(await client.GET('/search-client/{category}/{text}/{propertyId}', { params: { path: search }, signal: options.signal }));
}

/** The version of the case's parties the page showed (Property.partiesVersion); undefined: none known. */
export type PartiesSeen = number | undefined;

/**
 * An assignment names the parties' version it was made from in If-Match (the seed's bodies stay as they are): one
 * made after someone else changed the parties is refused (409) instead of undoing their change.
 */
export function ifMatch(seen: PartiesSeen): { headers?: { 'If-Match': string } } {
  return seen === undefined ? {} : { headers: { 'If-Match': `"${seen}"` } };
}

/** POST /add-client-to-property: the picked contact becomes the buyer or the seller. */
export async function addClientToProperty(client: ApiClient, body: AddClientToPropertyRequest, seen?: PartiesSeen): Promise<Property> {
  return unwrap(await client.POST('/add-client-to-property', { body, ...ifMatch(seen) }));
}

/** POST /fetchusersbylawfirmname: the law firms whose name matches; none is an answer, not a failure. */
export async function fetchUsersByLawFirmName(client: ApiClient, acctName: string, options: CallOptions = {}): Promise<LawFirmSearchResult> {
  return unwrap(await client.POST('/fetchusersbylawfirmname', { body: { acctName }, signal: options.signal }));
}

/** GET /retrievelawfirmuser/{accountId}/{appId}: the firm's data and its users. */
export async function retrieveLawFirmUser(client: ApiClient, accountId: string, options: CallOptions = {}): Promise<LawFirmData> {
  const path = { accountId, appId: LAW_FIRM_APP_ID };
  return unwrap(await client.GET('/retrievelawfirmuser/{accountId}/{appId}', { params: { path }, signal: options.signal }));
}

/** POST /add-lawyer-to-property: a firm user picked, or a new lawyer; refused (409) until a client is set. */
export async function addLawyerToProperty(client: ApiClient, body: AddLawyerToPropertyRequest, seen?: PartiesSeen): Promise<Property> {
  return unwrap(await client.POST('/add-lawyer-to-property', { body, ...ifMatch(seen) }));
}

/** GET /search-agent/{text}/{propertyId}: estate agencies (contacts with isAgent '1') matching the text. */
export async function searchAgent(client: ApiClient, search: { text: string; propertyId: number }, options: CallOptions = {}): Promise<Client[]> {
  return unwrap(await client.GET('/search-agent/{text}/{propertyId}', { params: { path: search }, signal: options.signal }));
}

/** POST /link-agent-to-property/{propertyId}/{clientInfoId}/{agentFlag}: an existing agency as buyer's ('0') or seller's ('1') agent. */
export async function linkAgentToProperty(
  client: ApiClient,
  link: { propertyId: number; clientInfoId: number; agentFlag: AgentFlag },
  seen?: PartiesSeen,
): Promise<Property> {
  return unwrap(await client.POST('/link-agent-to-property/{propertyId}/{clientInfoId}/{agentFlag}', { params: { path: link }, ...ifMatch(seen) }));
}

/** POST /add-agent-to-property/{propertyId}/{agentFlag}: a new estate agency, created and assigned at once. */
export async function addAgentToProperty(
  client: ApiClient,
  target: { propertyId: number; agentFlag: AgentFlag },
  body: AgentInput,
  seen?: PartiesSeen,
): Promise<Property> {
  return unwrap(await client.POST('/add-agent-to-property/{propertyId}/{agentFlag}', { params: { path: target }, body, ...ifMatch(seen) }));
}

/** POST /remove-assigned-client: the buyer or seller (clientFlag), or an agent (agentFlag); refused (409) while a lawyer is assigned. */
export async function removeAssignedClient(client: ApiClient, body: RemoveAssignedClientRequest, seen?: PartiesSeen): Promise<Property> {
  return unwrap(await client.POST('/remove-assigned-client', { body, ...ifMatch(seen) }));
}

/** POST /remove-assigned-lawyer: the buyer's or the seller's lawyer. */
export async function removeAssignedLawyer(client: ApiClient, body: RemoveAssignedLawyerRequest, seen?: PartiesSeen): Promise<Property> {
  return unwrap(await client.POST('/remove-assigned-lawyer', { body, ...ifMatch(seen) }));
}

function isSalespersonRecord(record: Schemas['DatastoreRecord']): record is SalespersonRecord {
  return 'salesperson_name' in record;
}

/**
 * The salesperson register searched by name or registration no. (seed 000 §7: resource id and q). It stands
 * in for a public service, so the bearer middleware sends it without our token.
 */
export async function searchSalespersonRegister(client: ApiClient, q: string, options: CallOptions = {}): Promise<SalespersonRecord[]> {
  const query = { resource_id: SALESPERSON_REGISTER_RESOURCE_ID, q } as const;
  const answer = unwrap(await client.GET('/sandbox/datagov/datastore_search', { params: { query }, signal: options.signal }));
  return answer.result.records.filter(isSalespersonRecord);
}
