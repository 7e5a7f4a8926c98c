import type { ApiClient } from './client';
import { unwrap } from './result';
import type { components } from './schema.gen';

type Schemas = components['schemas'];
export type PropertyListRequest = Schemas['PropertyListRequest'];
export type PropertyTextSearchRequest = Schemas['PropertyTextSearchRequest'];
export type PropertyDateSearchRequest = Schemas['PropertyDateSearchRequest'];
export type ChecklistPropertyListRequest = Schemas['ChecklistPropertyListRequest'];
export type PropertyPage = Schemas['PropertyPage'];
export type PropertyListRow = Schemas['PropertyListRow'];
export type PropertySortBy = Schemas['PropertySortBy'];
export type PropertyPageSize = PropertyListRequest['pageSize'];
export type SortOrder = PropertyListRequest['sortOrder'];
export type DueDiligence = Schemas['DueDiligence'];

interface CallOptions {
  signal?: AbortSignal;
}

/** POST /get-all-property: one sorted page of the firm's properties. */
export async function getAllProperty(client: ApiClient, body: PropertyListRequest, options: CallOptions = {}): Promise<PropertyPage> {
  return unwrap(await client.POST('/get-all-property', { body, signal: options.signal }));
}

/** POST /search-property-text: reference no, control no, address, transaction type or status contain the text. */
export async function searchPropertyText(client: ApiClient, body: PropertyTextSearchRequest, options: CallOptions = {}): Promise<PropertyPage> {
  return unwrap(await client.POST('/search-property-text', { body, signal: options.signal }));
}

/** POST /search-property-by-date: completion date within the range; an empty side is open. */
export async function searchPropertyByDate(client: ApiClient, body: PropertyDateSearchRequest, options: CallOptions = {}): Promise<PropertyPage> {
  return unwrap(await client.POST('/search-property-by-date', { body, signal: options.signal }));
}

/** POST /get-properties-by-cl: the firm's properties that have a checklist, those whose control no, reference no or address contain `searchText`. */
export async function getPropertiesByCl(client: ApiClient, body: ChecklistPropertyListRequest, options: CallOptions = {}): Promise<PropertyPage> {
  return unwrap(await client.POST('/get-properties-by-cl', { body, signal: options.signal }));
}

/** GET /get-duedeligence/{propertyId}: the property's legal requisitions; any at all blocks a delete. */
export async function getDueDiligence(client: ApiClient, propertyId: number, options: CallOptions = {}): Promise<DueDiligence[]> {
  const result = await client.GET('/get-duedeligence/{propertyId}', {
    params: { path: { propertyId } },
    signal: options.signal,
  });
  return unwrap(result);
}

/**
 * POST /delete-property/ — true once deleted. A refusal (requisitions attached, assigned and activated,
 * locked) is a 409 whose `errormsg` the thrown ApiError carries as its message.
 */
export async function deleteProperty(client: ApiClient, id: number): Promise<boolean> {
  return unwrap(await client.POST('/delete-property/', { body: { id } }));
}

/** GET /get-legalassiz-token: the token the checklist partner's page expects in its address. */
export async function getLegalassizToken(client: ApiClient, options: CallOptions = {}): Promise<string> {
  return unwrap(await client.GET('/get-legalassiz-token', { signal: options.signal })).token;
}

/** The checklist calls' options: `direct` asks for an address whose page can tick and untick (seed 001 §2.6). */
export interface ChecklistUrlOptions extends CallOptions {
  direct?: boolean;
}

/** GET /get-checklist-url/{checkListId}: the checklist page's address; read-only unless `direct`. */
export async function getChecklistUrl(client: ApiClient, checkListId: string, options: ChecklistUrlOptions = {}): Promise<string> {
  const result = await client.GET('/get-checklist-url/{checkListId}', {
    params: { path: { checkListId }, ...(options.direct ? { query: { direct: 'true' as const } } : {}) },
    signal: options.signal,
  });
  return unwrap(result).url;
}

/**
 * The checklist address with the token as its `token` query parameter (seed 000 §7: the token builds the link).
 * A token already in the address is replaced, so the frame never carries two.
 */
export function withChecklistToken(url: string, token: string): string {
  const parsed = new URL(url, 'http://relative.invalid');
  parsed.searchParams.set('token', token);
  if (url.startsWith('//')) return parsed.href.slice(parsed.protocol.length);
  if (/^[a-z][a-z\d+.-]*:/i.test(url)) return parsed.href;
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

/** Whether an address already carries a `token` query parameter (the server's editable address does). */
function hasChecklistToken(url: string): boolean {
  return new URL(url, 'http://relative.invalid').searchParams.has('token');
}

/**
 * Both checklist calls, in parallel: what the embedded frame shows. An editable (`direct`) address keeps the
 * token it came with: that one lets the page tick, the plain get-legalassiz-token one would make it read-only.
 */
export async function getChecklistFrameUrl(client: ApiClient, checkListId: string, options: ChecklistUrlOptions = {}): Promise<string> {
  const [token, url] = await Promise.all([getLegalassizToken(client, options), getChecklistUrl(client, checkListId, options)]);
  return options.direct && hasChecklistToken(url) ? url : withChecklistToken(url, token);
}

/** GET /search-property/{userId}/{refNo}: the user's Active cases whose control no. or reference no. starts with the text. */
export async function searchActiveProperties(client: ApiClient, userId: string, refNo: string, options: CallOptions = {}) {
  return unwrap(await client.GET('/search-property/{userId}/{refNo}', { params: { path: { userId, refNo } }, signal: options.signal }));
}
