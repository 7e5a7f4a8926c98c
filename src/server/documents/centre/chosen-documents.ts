import { eq, inArray } from 'drizzle-orm';
import { isOverBulkLimit } from '../../../domain/documents/centre/limits';
import { messages } from '../../../domain/messages';
import type { Database } from '../../db/database';
import { inFirm, type FirmId } from '../../db/firm-scope';
import { properties, propertyDocuments, type Property, type PropertyDocumentRow } from '../../db/schema';
import { BadRequestError, NotFoundError } from '../../http/errors';
import type { FileStore } from '../../services/files/file-store';

/** A document that has a file, as a zip or an e-mail takes it. */
export type FiledDocument = PropertyDocumentRow & { filePath: string };

/** What the ticked documents of one case are: the case and its documents, in the order ticked. */
export interface ChosenDocuments {
  property: Property;
  documents: FiledDocument[];
}

const hasFile = (row: PropertyDocumentRow): row is FiledDocument => row.filePath !== null;

/**
 * The ticked documents for a zip or an e-mail, with the rules the listing applies before offering either
 * (seed 002 §4, §5, §9 "Zip rule"): every id a document of the firm that has a file (else 404, as for any other
 * firm's record), all of one case ('Please Select Documents under Same Property Ref No.') and together under
 * 10,000,000 bytes ('Please select no more than 10MB file size.').
 */
export async function loadChosenDocuments(db: Database, firmId: FirmId, ids: readonly number[]): Promise<ChosenDocuments> {
  const rows = await db
    .select()
    .from(propertyDocuments)
    .where(inFirm(propertyDocuments, firmId, inArray(propertyDocuments.id, [...ids])));
  const byId = new Map(rows.filter(hasFile).map((row) => [row.id, row]));
  const documents = ids.map((id) => byId.get(id));
  if (!documents.every((document) => document !== undefined)) throw new NotFoundError();

  const propertyIds = new Set(documents.map((document) => document.propertyId));
  if (propertyIds.size > 1) throw new BadRequestError([`propertyDocumentId: ${messages.selectSameProperty}`], messages.selectSameProperty);
  const total = documents.reduce((sum, document) => sum + (document.fileSize ?? 0), 0);
  if (isOverBulkLimit(total)) throw new BadRequestError([`propertyDocumentId: ${messages.bulkOverLimit}`], messages.bulkOverLimit);

  const [property] = await db
    .select()
    .from(properties)
    .where(inFirm(properties, firmId, eq(properties.id, documents[0]?.propertyId ?? 0)));
  if (!property) throw new NotFoundError();
  return { property, documents };
}

/** The bytes of each chosen document, read from the file store; a file gone missing is a 404 like a missing row. */
export async function readChosenFiles(
  files: Pick<FileStore, 'read'>,
  documents: readonly FiledDocument[],
): Promise<Array<{ document: FiledDocument; bytes: Uint8Array }>> {
  const read = [];
  for (const document of documents) {
    const bytes = await files.read(document.filePath);
    if (!bytes) throw new NotFoundError();
    read.push({ document, bytes });
  }
  return read;
}
