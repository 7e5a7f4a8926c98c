import type { Context } from 'hono';
import * as v from 'valibot';
import { DOCUMENT_MODULES, SIGNED_BY, TEMPLATE_TYPES } from '../../domain/documents/modules';
import { parseOrThrow, readJson } from '../http/read-input';
import { RecordIdSchema } from '../http/record-id';
import { MAX_REPLIES_PER_PRINT } from '../requisitions/replies/reply-pdf-link';
import type { TemplateRequest } from '../services/documents-output/saved-template';
import { RecipientEntrySchema } from '../services/mail/recipients';

/** Request bodies of the print, send and DSS calls (openapi/schemas/documents.yaml). */

const name = v.pipe(v.string(), v.trim(), v.maxLength(200));

export const DocumentPrintBody = v.object({
  propertyId: RecordIdSchema,
  propertyDocumentId: RecordIdSchema,
  templateType: v.picklist(TEMPLATE_TYPES),
  templateModule: v.picklist(DOCUMENT_MODULES),
});

/** The saved document a print or send body names, as the output services take it. */
export function templateRequestOf(body: v.InferOutput<typeof DocumentPrintBody>): TemplateRequest {
  return { propertyId: body.propertyId, documentId: body.propertyDocumentId, module: body.templateModule, templateType: body.templateType };
}

/** The seed's recipient lists are short pick lists; 50 keeps one call from mailing a directory. */
export const RecipientList = v.pipe(v.array(RecipientEntrySchema), v.minLength(1, 'choose at least one recipient'), v.maxLength(50));

/**
 * SendMessageRequest. The client also sends the document's metadata and summary; the saved document is what
 * is sent (the screens block sending an unsaved one), so those are accepted and not used.
 */
export const SendMessageBody = v.object({
  propertyId: RecordIdSchema,
  templateType: v.picklist(TEMPLATE_TYPES),
  templateModule: v.picklist(DOCUMENT_MODULES),
  propertyDocumentId: RecordIdSchema,
  recipents: RecipientList,
  senderName: name,
  propertyDocumentMetadata: v.optional(v.unknown()),
  propertyDocument: v.optional(v.unknown()),
});

export const SendMailNotificationBody = v.object({
  propertyId: RecordIdSchema,
  propRefNo: v.pipe(v.string(), v.maxLength(30)),
  messageTemplateCode: v.picklist(['DSS_S65_COMPLETED_MA', 'DSS_S65_COMPLETED_SH', 'S65_SELLER_SIGNED']),
  recipents: RecipientList,
  senderName: name,
});

export const DssSignBody = v.object({
  arranger: name,
  signingParty: v.pipe(v.array(v.picklist(SIGNED_BY)), v.maxLength(2)),
  documents: v.pipe(
    v.array(v.object({ propertyDocumentId: RecordIdSchema, fileName: v.optional(v.pipe(v.string(), v.maxLength(200))) })),
    v.minLength(1, 'name the S.65 document to sign'),
    v.maxLength(5),
  ),
  transactionId: v.optional(v.pipe(v.string(), v.maxLength(100))),
  propertyId: RecordIdSchema,
  loggedInUser: v.optional(name),
});

/** ReplyPrintRequest: the agency replies to print, by RP control number (the message type is the row's own). */
export const ReplyPrintBody = v.object({
  loginId: v.pipe(v.string(), v.maxLength(200)),
  lrPrint: v.pipe(
    v.array(v.object({ rpControlNo: v.pipe(v.string(), v.trim(), v.maxLength(40)), messageType: v.pipe(v.string(), v.maxLength(40)) })),
    v.maxLength(MAX_REPLIES_PER_PRINT),
  ),
});

export type PrintBody =
  { kind: 'document'; body: v.InferOutput<typeof DocumentPrintBody> } | { kind: 'replies'; body: v.InferOutput<typeof ReplyPrintBody> };

/** POST /print takes a document or agency replies (PrintRequest); lrPrint tells them apart. */
export async function readPrintBody(c: Context): Promise<PrintBody> {
  const raw = await readJson(c, v.unknown());
  if (typeof raw === 'object' && raw !== null && 'lrPrint' in raw) return { kind: 'replies', body: parseOrThrow(ReplyPrintBody, raw) };
  return { kind: 'document', body: parseOrThrow(DocumentPrintBody, raw) };
}
