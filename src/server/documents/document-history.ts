import type { DocumentModule } from '../../domain/documents/modules';
import { changesBetween } from '../../domain/history/changes';
import { documentFields, type SavedDocumentFields } from '../../domain/history/document-fields';
import { documentSaved } from '../../domain/history/document-summaries';
import { caseLink, FIRM_LINKS } from '../../domain/history/event-links';
import type { PropertyDocumentRow } from '../db/schema';
import type { HistoryEvent } from '../history/record-event';

/** The page of the case that shows a document of this module; the document listing for anything else. */
export function documentLink(propertyId: number, module: PropertyDocumentRow['documentModule']): string {
  return module === 'other' ? FIRM_LINKS.documentCentre : caseLink(propertyId, module);
}

/** A stored OTP, WTA or S.65 as the history compares it. */
export function savedDocumentFields(row: PropertyDocumentRow): SavedDocumentFields {
  return {
    metadata: row.metadata,
    summary: {
      signedOn: row.signedOn,
      optionMoney: row.optionMoney,
      expiry: row.expiry,
      acceptanceAmount: row.acceptanceAmount,
      acceptanceSignedOn: row.acceptanceSignedOn,
      completionDate: row.completionDate,
    },
  };
}

/** document.saved: a new document with the fields set, or a saved one with the fields it changed before and after. */
export function documentSavedEvent(module: DocumentModule, before: PropertyDocumentRow | null, after: PropertyDocumentRow): HistoryEvent {
  return {
    kind: 'document.saved',
    summary: documentSaved(module, before === null),
    propertyId: after.propertyId,
    link: documentLink(after.propertyId, module),
    changes: changesBetween(before && savedDocumentFields(before), savedDocumentFields(after), documentFields(module)),
  };
}
