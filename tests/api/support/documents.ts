import { and, eq } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { DocumentMetadata } from '../../../src/domain/documents/metadata';
import type { DocumentModule } from '../../../src/domain/documents/modules';
import { properties, propertyDocuments } from '../../../src/server/db/schema';
import { addSaleProperty, clientIdOf, newLawyer } from './contacts';
import { json, propertyIdOf } from './properties';
import { startTestServer, type Json, type TestServer } from './start-test-server';

/** The document API tests' cases and documents: saved, uploaded and read back through the API. */

export type DocumentJson = Json & {
  id: number;
  documentType: string;
  documentModule?: string;
  uploadType?: string | null;
  actionType?: string | null;
  signedBy?: string | null;
  fileName?: string | null;
  fileSize?: number | null;
  dssSigned?: boolean;
  updatedDate: string;
  messageDetails?: { sendername?: string; recipents?: string } | null;
  propertyDocumentMetadata?: DocumentMetadata;
};

export type PropertyWithDocuments = Json & {
  propertyRefNo: string;
  propertyDocument: DocumentJson[];
  s65SellerLawyerSigned: boolean;
  s65BuyerLawyerSigned: boolean;
};

export async function getProperty(server: TestServer, id: number, jwt: string): Promise<PropertyWithDocuments> {
  const { status, body } = await json<PropertyWithDocuments>(await server.get(`/api/get-property/${id}`, jwt));
  if (status !== 200) throw new Error(`get-property ${id} answered ${status}`);
  return body;
}

/** A real one-page PDF standing in for a copy a lawyer signed by hand and scanned; `text` is written on it. */
export async function signedScan(text = 'signed'): Promise<Uint8Array<ArrayBuffer>> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(text);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  pdf.addPage().drawText(text, { x: 50, y: 700, size: 12, font });
  return new Uint8Array(await pdf.save());
}

export interface FilePart {
  bytes: Uint8Array<ArrayBuffer>;
  name?: string;
}

/** A multipart form as the browser sends it: text fields as they are, files as named blobs. */
export function documentForm(fields: Record<string, string | FilePart | undefined>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([value.bytes], { type: 'application/pdf' }), value.name ?? 'signed.pdf');
  }
  return form;
}

export async function postForm(server: TestServer, path: string, form: FormData, jwt: string): Promise<Response> {
  return server.app.request(`/api/${path}`, { method: 'POST', headers: { Authorization: `Bearer ${jwt}` }, body: form });
}

/** The S.65 copy one lawyer signed, uploaded as the signed-copies panel sends it. */
export async function uploadS65Copy(
  server: TestServer,
  jwt: string,
  propertyId: number,
  lawyer: 'SELLERLAWYER' | 'BUYERLAWYER',
  bytes: Uint8Array<ArrayBuffer>,
): Promise<Response> {
  const field = lawyer === 'SELLERLAWYER' ? 'signedFileSellerLawyers' : 'signedFileBuyerLawyers';
  return postForm(server, 'upload-s65-signed-document', documentForm({ [field]: { bytes }, propId: String(propertyId), documentModule: 's65' }), jwt);
}

/** An OTP create request with the fields a lawyer would fill in. */
export function otpRequest(propertyId: number, overrides: Json = {}): Json {
  return {
    propertyId,
    templateType: 'template1',
    templateModule: 'otp',
    propertyDocumentMetadata: {
      reAddress1: '2 MARINA BOULEVARD',
      reAddress2: '#45-05 THE SAIL @ MARINA BAY',
      reAddress3: 'SINGAPORE 018987',
      optionMoney: '10,000',
      purchasePrice: '2,500,000',
      paymentClientOption: 'client2',
      completionDateMode: 'week',
      completionDayOf: '10',
      completionDay: '2027-03-01',
      bgElevenVacant: true,
    },
    propertyDocument: { optionMoney: '10,000', signedOn: null, expiry: null },
    ...overrides,
  };
}

const isEditable = (document: DocumentJson, module: DocumentModule) =>
  document.documentType === 'TEMPLATE' &&
  document.documentModule === module &&
  (document.actionType === 'ORIGINAL' || document.actionType === 'UPDATE');

/** The property's saved document of the module, saving it with `metadata` first when there is none. */
export async function savedDocumentId(
  server: TestServer,
  jwt: string,
  propertyId: number,
  module: DocumentModule,
  metadata: DocumentMetadata = {},
): Promise<number> {
  const existing = (await getProperty(server, propertyId, jwt)).propertyDocument.find((document) => isEditable(document, module));
  if (existing) return existing.id;
  const { status, body } = await json(
    await server.post(
      '/api/add-property-document',
      { propertyId, templateType: 'template1', templateModule: module, propertyDocumentMetadata: metadata, propertyDocument: {} },
      jwt,
    ),
  );
  if (status !== 200 || typeof body.id !== 'number') throw new Error(`add-property-document: ${status} ${JSON.stringify(body)}`);
  return body.id;
}

export interface SailWithOtp {
  server: TestServer;
  lawyer1: string;
  /** The demo Sail unit (PCN-2026-000101), whose OTP the demo seed saved. */
  sail: number;
  otpId: number;
}

/** A test server, lawyer1 signed in, and the demo Sail unit with its saved OTP: what print and send start from. */
export async function startWithSailOtp(): Promise<SailWithOtp> {
  const server = await startTestServer();
  const lawyer1 = await server.tokenFor('lawyer1');
  const sail = await propertyIdOf(server, 'PCN-2026-000101');
  return { server, lawyer1, sail, otpId: await savedDocumentId(server, lawyer1, sail, 'otp') };
}

export function printRequest(propertyId: number, propertyDocumentId: number, module: DocumentModule): Json {
  return { propertyId, propertyDocumentId, templateType: 'template1', templateModule: module };
}

/** The S.65 page's DSS Sign: both lawyers, lawyer1 arranging. */
export function dssSignRequest(propertyId: number, s65Id: number): Json {
  return {
    arranger: 'Tan Wei Ming',
    signingParty: ['SELLERLAWYER', 'BUYERLAWYER'],
    documents: [{ propertyDocumentId: s65Id, fileName: 'S65.pdf' }],
    transactionId: '',
    propertyId,
    loggedInUser: 'lawyer1',
  };
}

/** Opens a print link the way the popup window does: no bearer header. */
export async function openPdf(server: TestServer, pdfURL: string): Promise<Response> {
  return server.app.request(pdfURL);
}

/**
 * A new Sale case of the caller's firm with buyer, seller and both lawyers assigned, so documents may be
 * saved on it. `parties: false` leaves it with the seller only.
 */
export async function addCaseWithParties(server: TestServer, jwt: string, lawfirmRefNo: string, parties = true): Promise<number> {
  const id = await addSaleProperty(server, jwt, { lawfirmRefNo });
  const post = async (path: string, body: Json) => {
    const { status, body: reply } = await json(await server.post(`/api/${path}`, body, jwt));
    if (status !== 200) throw new Error(`${path} answered ${status}: ${JSON.stringify(reply)}`);
  };
  await post('add-client-to-property', {
    propertyInfoId: id,
    clientFlag: 'S',
    clientInfoId: await clientIdOf(server, 'Tan Ah Kow'),
    buyersellerFlag: 'S',
  });
  if (!parties) return id;
  await post('add-client-to-property', {
    propertyInfoId: id,
    clientFlag: 'S',
    clientInfoId: await clientIdOf(server, 'Lion City Trading Pte Ltd'),
    buyersellerFlag: 'B',
  });
  await post('add-lawyer-to-property', { propertyInfoId: id, lawyer: { userId: 'lawyer1', referenceNumber: 'TL/TWM' }, lawyerFlag: 'S' });
  await post('add-lawyer-to-property', { propertyInfoId: id, lawyer: newLawyer(), lawyerFlag: 'B' });
  return id;
}

/** What DSS signing would have done: the copy came back signed and can no longer be removed. */
export async function markDssSigned(server: TestServer, documentId: number): Promise<void> {
  await server.db.update(propertyDocuments).set({ dssSigned: true }).where(eq(propertyDocuments.id, documentId));
}

/** The stored rows of a property and module, for checks the API does not show. */
export async function storedRows(server: TestServer, propertyId: number, module: 'otp' | 'wta' | 's65') {
  return server.db
    .select()
    .from(propertyDocuments)
    .where(and(eq(propertyDocuments.propertyId, propertyId), eq(propertyDocuments.documentModule, module)));
}

/** A user's own upload (COMMON, from the document listing), stored directly: its upload call is not this slice's. */
export async function addUserUpload(server: TestServer, propertyId: number): Promise<number> {
  const [property] = await server.db.select({ firmId: properties.firmId }).from(properties).where(eq(properties.id, propertyId));
  if (!property) throw new Error(`no property ${propertyId}`);
  const [row] = await server.db
    .insert(propertyDocuments)
    .values({
      firmId: property.firmId,
      propertyId,
      documentType: 'UPLOAD',
      documentModule: 'other',
      uploadType: 'COMMON',
      actionType: 'UPLOAD',
      fileName: 'notes.pdf',
    })
    .returning({ id: propertyDocuments.id });
  if (!row) throw new Error('user upload not stored');
  return row.id;
}
