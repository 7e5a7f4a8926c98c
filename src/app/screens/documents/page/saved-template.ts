import type { SavedTemplateDocument } from '../../../../../machines/template-document.machine';
import type { PropertyDocument } from '../../../../api/documents';
import type { DocumentModule } from '../../../../domain/documents/modules';
import type { DocumentSummary } from '../../../../domain/documents/summary';

const EDITABLE_ACTIONS: ReadonlySet<string> = new Set(['ORIGINAL', 'UPDATE']);

/** The editable template itself, not a printed or sent copy of it (docs/decisions.md "Documents"). */
function isEditableTemplate(document: PropertyDocument, module: DocumentModule): boolean {
  return (
    document.documentType === 'TEMPLATE' &&
    document.documentModule === module &&
    typeof document.actionType === 'string' &&
    EDITABLE_ACTIONS.has(document.actionType)
  );
}

export function summaryOf(document: PropertyDocument): DocumentSummary {
  return {
    signedOn: document.signedOn ?? null,
    optionMoney: document.optionMoney ?? null,
    expiry: document.expiry ?? null,
    acceptanceAmount: document.acceptanceAmount ?? null,
    acceptanceSignedOn: document.acceptanceSignedOn ?? null,
    completionDate: document.completionDate ?? null,
  };
}

export function savedTemplateOf(document: PropertyDocument): SavedTemplateDocument {
  return {
    id: document.id,
    version: document.version,
    templateType: document.propertyDocumentTemplate?.templateType ?? 'template1',
    metadata: document.propertyDocumentMetadata ?? {},
    summary: summaryOf(document),
  };
}

/** Seed 001 §4: "The latest document by updatedDate is loaded." */
export function latestSavedTemplate(documents: readonly PropertyDocument[] | undefined, module: DocumentModule): SavedTemplateDocument | null {
  const latest = (documents ?? [])
    .filter((document) => isEditableTemplate(document, module))
    .reduce<PropertyDocument | null>((best, document) => (!best || (document.updatedDate ?? '') > (best.updatedDate ?? '') ? document : best), null);
  return latest ? savedTemplateOf(latest) : null;
}
