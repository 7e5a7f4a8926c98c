import * as v from 'valibot';
import { documentMetadataSchema, keepChosenCompletion } from '../../domain/documents/metadata';
import { DOCUMENT_MODULES, TEMPLATE_TYPES } from '../../domain/documents/modules';
import { documentSummarySchema, summaryProblems, type DocumentSummary } from '../../domain/documents/summary';
import type { TemplateWrite } from '../documents/template-documents';
import { isStorableDate } from '../http/calendar-date';
import { EditVersionSchema } from '../http/edit-version';
import { BadRequestError } from '../http/errors';
import { RecordIdSchema } from '../http/record-id';

/** Request bodies of the document calls (openapi/schemas/documents.yaml). */

const templateRequest = {
  propertyId: RecordIdSchema,
  templateType: v.picklist(TEMPLATE_TYPES),
  templateModule: v.picklist(DOCUMENT_MODULES),
  propertyDocumentMetadata: documentMetadataSchema,
  propertyDocument: documentSummarySchema,
};

/** PropertyDocumentRequest: a create may echo a propDocId; it names nothing yet, so it is ignored. */
export const AddDocumentBody = v.object({ ...templateRequest, propDocId: v.optional(RecordIdSchema) });

/** PropertyDocumentUpdate names the document it replaces. */
export const UpdateDocumentBody = v.object({ ...templateRequest, propDocId: RecordIdSchema, version: v.optional(EditVersionSchema) });

export const RemoveTemplateDocumentBody = v.object({
  propertyId: RecordIdSchema,
  propDocId: v.optional(RecordIdSchema),
  propertyDocId: v.optional(RecordIdSchema),
});

export const RemovePropertyDocumentBody = v.object({ propertyDocId: RecordIdSchema });

const SUMMARY_DATES = ['signedOn', 'expiry', 'acceptanceSignedOn', 'completionDate'] as const;

/**
 * A create or update body as the store takes it: only the chosen completion (date or weeks) kept, summary
 * dates that PostgreSQL can hold and, as seed 001 §5 says, signed-on dates not later than `today`.
 */
export function templateWrite(body: v.InferOutput<typeof AddDocumentBody>, today: string): TemplateWrite {
  const summary: DocumentSummary = body.propertyDocument;
  const badDates = SUMMARY_DATES.filter((field) => {
    const value = summary[field];
    return typeof value === 'string' && !isStorableDate(value);
  });
  if (badDates.length > 0) throw new BadRequestError(badDates.map((field) => `propertyDocument.${field}: not a calendar date`));
  const problems = summaryProblems(summary, today);
  if (problems.length > 0) throw new BadRequestError(problems, problems.length === 1 ? problems[0] : undefined);
  return {
    propertyId: body.propertyId,
    module: body.templateModule,
    templateType: body.templateType,
    metadata: keepChosenCompletion(body.propertyDocumentMetadata),
    summary,
  };
}
