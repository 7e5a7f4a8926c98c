import type { ApiClient } from './client';
import { unwrap } from './result';
import type { components } from './schema.gen';

type Schemas = components['schemas'];
export type OtherServiceListRequest = Schemas['OtherServiceListRequest'];
export type OtherServicePage = Schemas['OtherServicePage'];
export type OtherServiceItem = Schemas['OtherServiceItem'];
export type OtherServiceExtractInfos = Schemas['ExtractInfos'];
export type OtherServiceApplicantDetail = Schemas['OtherServiceApplicantDetail'];
export type ParcelLandInformation = Schemas['ParcelLandInformation'];
export type NonSoaSearchRequest = Schemas['NonSoaSearchRequest'];
export type SoaSearchRequest = Schemas['SoaSearchRequest'];
export type SoaSearchResponse = Schemas['SoaSearchResponse'];
export type SoaSearchResult = Schemas['SoaSearchResult'];
export type SoaSubmitRequest = Schemas['SoaSubmitRequest'];
export type ParcelLandRequest = Schemas['ParcelLandRequest'];
export type LandLotDetail = Schemas['LandLotDetail'];
export type ReplyPrintRequest = Schemas['ReplyPrintRequest'];
export type LrPrintItem = Schemas['LrPrintItem'];

interface CallOptions {
  signal?: AbortSignal | undefined;
}

/**
 * The other services' calls (seed 002 §7: the listing, the SOA and non-SOA searches and submissions, the parcel land
 * submission and the print); failures arrive as ApiError. The three submissions are sent once per key: the page
 * makes the key when the user confirms, so a double click or a retry answers the first reply and charges once.
 */

const idempotent = (idempotencyKey: string) => ({ header: { 'Idempotency-Key': idempotencyKey } });

/** POST /iras-listing: one page of the firm's requests, newest first, searched by control no. or reference no. */
export async function listOtherServices(client: ApiClient, body: OtherServiceListRequest, options: CallOptions = {}): Promise<OtherServicePage> {
  return unwrap(await client.POST('/iras-listing', { body, signal: options.signal }));
}

/** POST /searchNonSOA: the properties a non-requisition statement of account can be asked for (street upper-cased). */
export async function searchNonSoa(client: ApiClient, body: NonSoaSearchRequest, options: CallOptions = {}): Promise<SoaSearchResponse> {
  return unwrap(await client.POST('/searchNonSOA', { body, signal: options.signal }));
}

/** POST /submitNonSOA: the chosen properties' statements; answers the message text (the seed's toast is 'Submitted'). */
export async function submitNonSoa(client: ApiClient, body: SoaSubmitRequest, idempotencyKey: string): Promise<string> {
  return unwrap(await client.POST('/submitNonSOA', { body, params: idempotent(idempotencyKey), parseAs: 'text' }));
}

/** POST /searchSOA: the firm's requisitions sent between two dates (dd/MM/yyyy; referenceNo always null). */
export async function searchSoa(client: ApiClient, body: SoaSearchRequest, options: CallOptions = {}): Promise<SoaSearchResponse> {
  // The seed sends referenceNo: null; openapi-fetch's body type has no room for a null-only field, the wire does.
  const wire: Omit<SoaSearchRequest, 'referenceNo'> = body;
  return unwrap(await client.POST('/searchSOA', { body: wire, signal: options.signal }));
}

/** POST /submitSOA: one statement per chosen requisition; answers the message text the page shows. */
export async function submitSoa(client: ApiClient, body: SoaSubmitRequest, idempotencyKey: string): Promise<string> {
  return unwrap(await client.POST('/submitSOA', { body, params: idempotent(idempotencyKey), parseAs: 'text' }));
}

/** POST /lr-parcel-land: the parcel land request; answers the reply text (see `isSuccessReply` in src/domain/other-services). */
export async function submitParcelLand(client: ApiClient, body: ParcelLandRequest, idempotencyKey: string): Promise<string> {
  return unwrap(await client.POST('/lr-parcel-land', { body, params: idempotent(idempotencyKey), parseAs: 'text' }));
}

/** POST /othersvc-print: the ticked Replied requests in one PDF; answers where to open it. They become read. */
export async function printOtherServices(client: ApiClient, body: ReplyPrintRequest): Promise<string> {
  return unwrap(await client.POST('/othersvc-print', { body })).pdfURL;
}

/** What a print carries of a row (seed 002 §7 "Other-service print": lrPrint[{rpControlNo, messageType}]). */
export function otherServicePrintItem(row: Pick<OtherServiceItem, 'rpControlNo' | 'messageType'>): LrPrintItem {
  return { rpControlNo: row.rpControlNo ?? '', messageType: row.messageType ?? '' };
}
