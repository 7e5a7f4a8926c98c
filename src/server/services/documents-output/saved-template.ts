import type { DocumentModule, TemplateType } from '../../../domain/documents/modules';
import type { Database } from '../../db/database';
import type { FirmId } from '../../db/firm-scope';
import type { PropertyDocumentRow } from '../../db/schema';
import { findPropertyDocument, isEditableTemplateRow } from '../../documents/document-store';
import { NotFoundError } from '../../http/errors';

/** What a print or send call names: the property, its document and the document's kind. */
export interface TemplateRequest {
  propertyId: number;
  documentId: number;
  module: DocumentModule;
  templateType: TemplateType;
}

/**
 * The property's saved OTP, WTA or S.65 the request names. Anything else — another property's or firm's
 * document, an activity row, a signed copy, another module — is not found (seed 001 §4: an unsaved
 * document never gets here; the screens block it with 'Please submit document and print').
 */
export async function savedTemplate(db: Database, firmId: FirmId, request: TemplateRequest): Promise<PropertyDocumentRow> {
  const row = await findPropertyDocument(db, firmId, request.propertyId, request.documentId);
  if (!row || !isEditableTemplateRow(row) || row.documentModule !== request.module || row.templateType !== request.templateType)
    throw new NotFoundError();
  return row;
}
