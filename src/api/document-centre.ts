import type { ApiClient } from './client';
import { postMultipart } from './post-multipart';
import { unwrap } from './result';
import type { components } from './schema.gen';

type Schemas = components['schemas'];
export type DocumentListItem = Schemas['DocumentListItem'];
export type DocumentPage = Schemas['DocumentPage'];
export type DocumentListRequest = Schemas['DocumentListRequest'];
export type SendMailRequest = Schemas['SendMailRequest'];
export type MultiUploadReply = Schemas['MultiUploadReply'];
export type UploadDocModule = Schemas['UploadDocModule'];

interface CallOptions {
  signal?: AbortSignal | undefined;
}

/** The document centre's calls (seed 002 §7): listing, activity log, zip, upload, send, delete. Failures are ApiError. */

/** POST /get-document-listing: one page of the listing (isActivityLog false) or of the activity log (true). */
export async function getDocumentListing(client: ApiClient, request: DocumentListRequest, options: CallOptions = {}): Promise<DocumentPage> {
  return unwrap(await client.POST('/get-document-listing', { body: request, signal: options.signal }));
}

/** POST /get-combineFiles: the ticked documents of one property as a zip, saved as {propertyControlNo}.zip. */
export async function getCombinedFiles(client: ApiClient, documentIds: readonly number[]): Promise<Blob> {
  // The seed sends the ids as strings.
  const body = { propertyDocumentId: documentIds.map(String) };
  return unwrap(await client.POST('/get-combineFiles', { body, parseAs: 'blob' }));
}

export interface UploadFileEntry {
  file: Blob;
  /** The name the file was chosen under; the server checks its type against this and the bytes. */
  name: string;
  docModule: UploadDocModule;
  propControlNo: string;
}

export interface UploadDocumentsInput {
  files: readonly UploadFileEntry[];
  /** One key per logical upload: a retry with the same key answers what the first try stored. */
  idempotencyKey: string;
  token: string | null;
  onProgress?: ((fraction: number) => void) | undefined;
}

/** POST /multi-upload-document: parallel docModule, propControlNo and files lists (seed 002 §3). */
export function uploadDocuments(input: UploadDocumentsInput): Promise<MultiUploadReply> {
  const form = new FormData();
  for (const entry of input.files) {
    form.append('docModule', entry.docModule);
    form.append('propControlNo', entry.propControlNo);
    form.append('files', entry.file, entry.name);
  }
  return postMultipart({
    path: '/multi-upload-document',
    form,
    token: input.token,
    onProgress: input.onProgress,
    headers: { 'Idempotency-Key': input.idempotencyKey },
    isReply: isMultiUploadReply,
  });
}

/** POST /send-mail: true when the mail went out, false when delivery failed (the send is still logged). */
export async function sendDocumentsMail(client: ApiClient, body: SendMailRequest): Promise<boolean> {
  return unwrap(await client.POST('/send-mail', { body }));
}

/** POST /remove-property-document: deletes a COMMON upload; others are refused with a 409 and the seed's message. */
export async function removeDocument(client: ApiClient, propertyDocId: number): Promise<boolean> {
  return unwrap(await client.POST('/remove-property-document', { body: { propertyDocId } }));
}

function isMultiUploadReply(body: unknown): body is MultiUploadReply {
  if (typeof body !== 'object' || body === null) return false;
  const reply = body as { message?: unknown; documents?: unknown };
  return typeof reply.message === 'string' && Array.isArray(reply.documents);
}
