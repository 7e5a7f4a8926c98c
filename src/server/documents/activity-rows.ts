import { and, count, eq, inArray } from 'drizzle-orm';
import type { DocumentModule, TemplateType } from '../../domain/documents/modules';
import type { Database } from '../db/database';
import { inFirm, type FirmId } from '../db/firm-scope';
import { propertyDocuments, type MessageDetailsJson, type PropertyDocumentRow } from '../db/schema';
import { isEditableTemplateRow, type NewPropertyDocument } from './document-store';
import { summaryColumns } from './template-documents';

/** What a print or a send made: the PDF (already in the file store) and, for a send, who it went to. */
export interface Activity {
  actionType: 'PRINT' | 'SENT';
  fileName: string;
  /** 'pdf' unless a file is sent as it was uploaded (a docx from the document listing). */
  fileExtension?: string;
  filePath: string;
  fileSize: number;
  messageDetails?: MessageDetailsJson | null;
  createdBy: number;
  at: Date;
}

/** The template type a copy is filed and named under: a signed copy has none, so the module's only one. */
export function activityTemplateType(source: PropertyDocumentRow): TemplateType {
  return source.templateType ?? 'template1';
}

/** A user's own file: an upload from the document listing (COMMON), or a sent copy of one (no upload type). */
function isUserFileRow(row: PropertyDocumentRow): boolean {
  return row.documentType === 'UPLOAD' && (row.uploadType === 'COMMON' || row.uploadType === null);
}

/**
 * A PRINT or SENT row (seed 001 §4: the activity log lists PRINT and SENT) with its own file, naming what it
 * was made from. A copy of the editable template carries the template's content and summary as they were; a
 * signed S.65 copy sent with a notification has neither. A copy of the user's own upload stays an UPLOAD row,
 * without an upload type: it is the log of a sending, which the user cannot delete (only COMMON rows can be).
 * Insert it with insertDocumentRow(s).
 */
export function activityRowFrom(source: PropertyDocumentRow, activity: Activity): NewPropertyDocument {
  const fromTemplate = isEditableTemplateRow(source);
  const userFile = isUserFileRow(source);
  return {
    firmId: source.firmId,
    propertyId: source.propertyId,
    documentType: userFile ? 'UPLOAD' : 'TEMPLATE',
    documentModule: source.documentModule,
    templateType: userFile ? null : activityTemplateType(source),
    actionType: activity.actionType,
    sourceDocumentId: source.id,
    fileName: activity.fileName,
    fileExtension: activity.fileExtension ?? 'pdf',
    filePath: activity.filePath,
    fileSize: activity.fileSize,
    ...(fromTemplate ? summaryColumns(source) : {}),
    metadata: fromTemplate ? source.metadata : null,
    messageDetails: activity.messageDetails ?? null,
    createdBy: activity.createdBy,
    createdAt: activity.at,
    updatedAt: activity.at,
  };
}

/**
 * The sequence number of the next printed or sent copy of a property's document (seed 001 §7 generated file
 * name: module, date, template type, sequence): one more than the PRINT and SENT rows of that module so far.
 * Call it in the transaction that inserts the rows, after locking the property, so two prints get two numbers.
 */
export async function nextActivitySequence(tx: Database, firmId: FirmId, propertyId: number, module: DocumentModule): Promise<number> {
  const [row] = await tx
    .select({ value: count() })
    .from(propertyDocuments)
    .where(
      inFirm(
        propertyDocuments,
        firmId,
        and(
          eq(propertyDocuments.propertyId, propertyId),
          eq(propertyDocuments.documentModule, module),
          eq(propertyDocuments.documentType, 'TEMPLATE'),
          inArray(propertyDocuments.actionType, ['PRINT', 'SENT']),
        ),
      ),
    );
  return (row?.value ?? 0) + 1;
}
