import { eq } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { properties, propertyDocuments, type PropertyDocumentRow } from '../../../src/server/db/schema';
import { createFileStore } from '../../../src/server/services/files/file-store';
import type { Json, TestServer } from './start-test-server';

/** The document centre's tests: documents with real files on a test server, and the calls' requests. */

export type DocumentItem = Json & {
  id: number;
  propId: number;
  propertyControlNo: string;
  lawfirmRefNo: string;
  documentModule: string;
  documentType: string;
  fileExtension: string;
  size: number;
  updatedDate: string;
  actionType: string | null;
  uploadType: string | null;
  fileName: string;
  createdBy?: string;
  recipients?: string;
  messageDetails: { sendername?: string; recipents?: string } | null;
};

export type DocumentPage = Json & { records: DocumentItem[]; recordCount: number; pageNo: number; pageSize: number };

/** A real PDF of `pages` pages with `text` on each. */
export async function pdfOf(text: string, pages = 1): Promise<Uint8Array<ArrayBuffer>> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let page = 0; page < pages; page += 1) pdf.addPage().drawText(`${text} ${page + 1}`, { x: 50, y: 700, size: 12, font });
  return new Uint8Array(await pdf.save());
}

/** Bytes that start like a PDF and are exactly `size` long: what the size rules judge, not a readable document. */
export function pdfSized(size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  bytes.set(new TextEncoder().encode('%PDF-1.7\n'));
  return bytes;
}

export interface FiledDocumentInput {
  propertyId: number;
  bytes: Uint8Array;
  fileName?: string;
  fileExtension?: string;
  documentModule?: 'otp' | 'wta' | 's65' | 'other';
  documentType?: 'TEMPLATE' | 'UPLOAD';
  uploadType?: 'SIGNED' | 'ACCEPTANCE' | 'COMMON' | null;
  actionType?: 'PRINT' | 'SENT' | 'UPLOAD' | 'ORIGINAL';
  updatedAt?: Date;
  messageDetails?: { sendername: string; recipents: string } | null;
}

/** A document of the property's firm with its file in the server's file store, stored directly (sizes exact to the byte). */
export async function addFiledDocument(server: TestServer, input: FiledDocumentInput): Promise<PropertyDocumentRow> {
  const [property] = await server.db.select({ firmId: properties.firmId }).from(properties).where(eq(properties.id, input.propertyId));
  if (!property) throw new Error(`no property ${input.propertyId}`);
  const extension = input.fileExtension ?? 'pdf';
  const filePath = await createFileStore(server.config.filesDir).write('uploads', 'test', extension, input.bytes);
  const documentType = input.documentType ?? 'UPLOAD';
  const at = input.updatedAt ?? new Date(server.clock.nowMs());
  const [row] = await server.db
    .insert(propertyDocuments)
    .values({
      firmId: property.firmId,
      propertyId: input.propertyId,
      documentType,
      documentModule: input.documentModule ?? 'other',
      templateType: documentType === 'TEMPLATE' ? 'template1' : null,
      uploadType: input.uploadType === undefined ? (documentType === 'UPLOAD' ? 'COMMON' : null) : input.uploadType,
      actionType: input.actionType ?? 'UPLOAD',
      fileName: input.fileName ?? `test.${extension}`,
      fileExtension: extension,
      filePath,
      fileSize: input.bytes.byteLength,
      messageDetails: input.messageDetails ?? null,
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  if (!row) throw new Error('document not stored');
  return row;
}

export async function listDocuments(server: TestServer, jwt: string, body: Json): Promise<{ status: number; body: DocumentPage }> {
  const response = await server.post('/api/get-document-listing', { loginId: 'lawyer1', isActivityLog: false, ...body }, jwt);
  return { status: response.status, body: (await response.json()) as DocumentPage };
}

export interface UploadPart {
  bytes: Uint8Array<ArrayBuffer>;
  name: string;
  docModule?: string;
  propControlNo: string;
}

/** The upload form as the page sends it: the three lists repeated field by field, one entry per file. */
export function uploadForm(parts: readonly UploadPart[]): FormData {
  const form = new FormData();
  for (const part of parts) {
    form.append('docModule', part.docModule ?? 'other');
    form.append('propControlNo', part.propControlNo);
    form.append('files', new Blob([part.bytes]), part.name);
  }
  return form;
}

export async function postUpload(server: TestServer, jwt: string, form: FormData, key?: string): Promise<Response> {
  const headers: Record<string, string> = { Authorization: `Bearer ${jwt}`, ...(key ? { 'Idempotency-Key': key } : {}) };
  return server.app.request('/api/multi-upload-document', { method: 'POST', headers, body: form });
}

/** A case's control number (the listing's propertyControlNo), by its id. */
export async function controlNoOf(server: TestServer, propertyId: number): Promise<string> {
  const [row] = await server.db.select({ refNo: properties.propertyRefNo }).from(properties).where(eq(properties.id, propertyId));
  if (!row) throw new Error(`no property ${propertyId}`);
  return row.refNo;
}

/** A new case of the firm made Active, as a case becomes once its facts are in: uploads go to active cases only. */
export async function makeActive(server: TestServer, propertyId: number): Promise<string> {
  const [row] = await server.db
    .update(properties)
    .set({ status: 'Active' })
    .where(eq(properties.id, propertyId))
    .returning({ refNo: properties.propertyRefNo });
  if (!row) throw new Error(`no property ${propertyId}`);
  return row.refNo;
}
