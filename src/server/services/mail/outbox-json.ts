import { desc, eq, inArray } from 'drizzle-orm';
import type { components } from '../../../api/schema.gen';
import { uploadFileName } from '../../../domain/documents/file-names';
import type { Database } from '../../db/database';
import { inFirm, type FirmId } from '../../db/firm-scope';
import { outboxMessages, properties, propertyDocuments } from '../../db/schema';

type OutboxMessage = components['schemas']['OutboxMessage'];

/** GET /outbox answers at most this many messages (openapi/paths/documents.yaml). */
export const OUTBOX_LIMIT = 200;

/**
 * The firm's e-mail, newest first, with each message's attachments as the documents they are. An attachment
 * whose document was since removed is left out rather than shown as a link that cannot open.
 */
export async function listOutbox(db: Database, firmId: FirmId): Promise<OutboxMessage[]> {
  const rows = await db
    .select({ message: outboxMessages, propertyRefNo: properties.propertyRefNo })
    .from(outboxMessages)
    .leftJoin(properties, eq(outboxMessages.propertyId, properties.id))
    .where(inFirm(outboxMessages, firmId))
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(OUTBOX_LIMIT);
  const ids = [...new Set(rows.flatMap((row) => row.message.attachmentDocumentIds))];
  const documents =
    ids.length === 0
      ? []
      : await db
          .select({
            id: propertyDocuments.id,
            fileName: propertyDocuments.fileName,
            fileSize: propertyDocuments.fileSize,
            uploadType: propertyDocuments.uploadType,
            fileExtension: propertyDocuments.fileExtension,
          })
          .from(propertyDocuments)
          .where(inFirm(propertyDocuments, firmId, inArray(propertyDocuments.id, ids)));
  const byId = new Map(documents.map((document) => [document.id, document]));

  return rows.map(({ message, propertyRefNo }) => ({
    id: message.id,
    createdAt: message.createdAt.toISOString(),
    sentAt: message.sentAt?.toISOString() ?? null,
    propertyId: message.propertyId,
    propertyRefNo: propertyRefNo ?? null,
    senderName: message.senderName,
    recipients: message.recipients,
    subject: message.subject,
    body: message.body,
    messageTemplateCode: message.messageTemplateCode,
    attachments: message.attachmentDocumentIds.flatMap((id) => {
      const document = byId.get(id);
      if (!document) return [];
      const fileName = document.fileName ?? uploadFileName(document.uploadType ?? 'document', document.fileExtension);
      return [{ documentId: id, fileName, fileSize: document.fileSize }];
    }),
    status: message.status,
    error: message.error,
  }));
}
