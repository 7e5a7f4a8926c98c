import type { ApiClient } from './client';
import { postMultipart } from './post-multipart';
import { unwrap } from './result';
import type { components } from './schema.gen';

type Schemas = components['schemas'];
export type PropertyDocument = Schemas['PropertyDocument'];
export type PropertyDocumentRequest = Schemas['PropertyDocumentRequest'];
export type PropertyDocumentUpdate = Schemas['PropertyDocumentUpdate'];
export type DocumentPrintRequest = Schemas['DocumentPrintRequest'];
export type SendMessageRequest = Schemas['SendMessageRequest'];
export type SendMailNotificationRequest = Schemas['SendMailNotificationRequest'];
export type DssSignRequest = Schemas['DssSignRequest'];
export type DssSignResult = Schemas['DssSignResult'];
export type OutboxMessage = Schemas['OutboxMessage'];

/** The calls of the OTP, WTA and S.65 pages (seed 001 §7 "Documents"); failures arrive as ApiError. */

export async function addPropertyDocument(client: ApiClient, body: PropertyDocumentRequest): Promise<PropertyDocument> {
  return unwrap(await client.POST('/add-property-document', { body }));
}

export async function updatePropertyDocument(client: ApiClient, body: PropertyDocumentUpdate): Promise<PropertyDocument> {
  return unwrap(await client.POST('/update-property-document', { body }));
}

/** Removes a signed copy; OTP and WTA name it propDocId, S.65 propertyDocId (seed 001 §7). */
export async function removeSignedCopy(
  client: ApiClient,
  body: { propertyId: number; propDocId?: number; propertyDocId?: number },
): Promise<boolean> {
  return unwrap(await client.POST('/remove-property-document-template', { body }));
}

/** POST /print: records a PRINT and answers a short-lived link the page opens in a new window. */
export async function printDocument(client: ApiClient, body: DocumentPrintRequest): Promise<string> {
  return unwrap(await client.POST('/print', { body })).pdfURL;
}

/** POST /printRead: the same PDF, opened without recording a print. */
export async function printReadDocument(client: ApiClient, body: DocumentPrintRequest): Promise<string> {
  return unwrap(await client.POST('/printRead', { body })).pdfURL;
}

/** GET /get-pdf/{id}: a stored file (signed copies, printed and sent PDFs) as a blob to save. */
export async function getPdf(client: ApiClient, documentId: number): Promise<Blob> {
  return unwrap(await client.GET('/get-pdf/{documentId}', { params: { path: { documentId } }, parseAs: 'blob' }));
}

export async function sendMessageToUser(client: ApiClient, body: SendMessageRequest): Promise<boolean> {
  return unwrap(await client.POST('/send-message-to-user', { body }));
}

export async function sendMailNotification(client: ApiClient, body: SendMailNotificationRequest): Promise<boolean> {
  return unwrap(await client.POST('/send-mail-notification', { body }));
}

/** POST /dss/sign-with-dss; the seed keeps the first submission of the answer. */
export async function signWithDss(client: ApiClient, body: DssSignRequest): Promise<DssSignResult | undefined> {
  return unwrap(await client.POST('/dss/sign-with-dss', { body }))[0];
}

export async function getOutbox(client: ApiClient): Promise<OutboxMessage[]> {
  return unwrap(await client.GET('/outbox'));
}

export interface SignedUploadInput {
  propId: number;
  documentModule: 'otp' | 'wta';
  signedFile?: Blob | undefined;
  acceptanceSignedFile?: Blob | undefined;
  token: string | null;
  onProgress?: ((fraction: number) => void) | undefined;
}

/** Multipart with the seed's field names (signedFile, acceptanceSignedFile, propId, documentModule). */
export function uploadSignedDocument(input: SignedUploadInput): Promise<PropertyDocument[]> {
  const form = new FormData();
  if (input.signedFile) form.append('signedFile', input.signedFile);
  if (input.acceptanceSignedFile) form.append('acceptanceSignedFile', input.acceptanceSignedFile);
  form.append('propId', String(input.propId));
  form.append('documentModule', input.documentModule);
  return postMultipart({ path: '/upload-signed-document', form, token: input.token, onProgress: input.onProgress, isReply: isDocumentList });
}

export interface S65SignedUploadInput {
  propId: number;
  sellerFile?: Blob | undefined;
  buyerFile?: Blob | undefined;
  token: string | null;
  onProgress?: ((fraction: number) => void) | undefined;
}

/** Multipart with signedFileSellerLawyers / signedFileBuyerLawyers, propId and documentModule s65. */
export function uploadS65SignedDocument(input: S65SignedUploadInput): Promise<PropertyDocument[]> {
  const form = new FormData();
  if (input.sellerFile) form.append('signedFileSellerLawyers', input.sellerFile);
  if (input.buyerFile) form.append('signedFileBuyerLawyers', input.buyerFile);
  form.append('propId', String(input.propId));
  form.append('documentModule', 's65');
  return postMultipart({ path: '/upload-s65-signed-document', form, token: input.token, onProgress: input.onProgress, isReply: isDocumentList });
}

function isDocumentList(body: unknown): body is PropertyDocument[] {
  return Array.isArray(body) && body.every((item) => typeof item === 'object' && item !== null && typeof (item as { id?: unknown }).id === 'number');
}
