import type { DocumentMetadata } from '../src/domain/documents/metadata';
import type { DocumentModule, TemplateType } from '../src/domain/documents/modules';
import type { SignedCopy } from '../src/domain/documents/signed-copy-rules';
import type { DocumentSummary } from '../src/domain/documents/summary';

/**
 * The words the template-document machine speaks (seed 001 §4 "Template documents", §5 "Sending", §7
 * "Documents"): what a page gives it, what it edits and what its calls take and answer.
 */

/** What the EDIT AND PRINT tab (metadata) and the SUMMARY tab (summary) edit together. */
export interface DocumentDraft {
  metadata: DocumentMetadata;
  summary: DocumentSummary;
}

/** The latest editable document of a module (a TEMPLATE row, ORIGINAL or UPDATE, newest updatedDate). */
export interface SavedTemplateDocument extends DocumentDraft {
  id: number;
  templateType: TemplateType;
  /** Its edit version: an update sends it back, and one made from an older version is refused. */
  version: number;
}

export interface TemplateDocumentInput {
  module: DocumentModule;
  /** Preselected when a saved document exists (its template type); null shows the selector's placeholder. */
  templateType: TemplateType | null;
  saved: SavedTemplateDocument | null;
  /** What a new document starts with (otpDefaults, wtaDefaults, s65Defaults). */
  defaults: DocumentMetadata;
  /** The SUMMARY tab of a new document; empty when not given. */
  defaultSummary?: DocumentSummary;
  /** yyyy-mm-dd in Singapore: signed-on dates may not be later. */
  today: string;
  /** S.65: the signed copies; sending needs the seller's lawyer's. Kept current with 'copies.changed'. */
  s65Copies?: readonly SignedCopy[];
}

/** The create call (seed 001 §7 "Create … property document"); the screen adds the property id. */
export interface CreateDocumentRequest extends DocumentDraft {
  module: DocumentModule;
  templateType: TemplateType;
}

/** The update call names the document (propDocId) and the version it was made from. */
export interface UpdateDocumentRequest extends CreateDocumentRequest {
  id: number;
  version: number;
}

/** POST /print of the saved document; the screen adds the property id. */
export interface PrintDocumentRequest {
  module: DocumentModule;
  templateType: TemplateType;
  documentId: number;
}

/** POST /print answers where the PDF opens (a short-lived link, so no bearer header is needed). */
export interface PrintDocumentReply {
  pdfURL: string;
}

/** POST /dss/sign-with-dss of the saved S.65; the screen adds the arranger, parties and property id. */
export interface SignDocumentRequest {
  documentId: number;
}

/** One signing submission; the seed keeps the first of the returned list. */
export interface DssSubmission {
  transactionId: string;
  status: string;
  signingUrl?: string;
}

export type SignDocumentReply = readonly DssSubmission[];

/**
 * A field whose text the screen cannot turn into a value (a date typed as 31-Feb-2026): while one is reported,
 * the document is not saved (issue 18), the alert says which and focus goes back to it.
 */
export interface InvalidField {
  /** The name the screen finds the field by ('otpSpecificDate', 'summary.expiry'). */
  field: string;
  label: string;
  message: string;
}

/** A toast of the document pages: 'Document saved.', the DSS message, 'Sent', 'Sending Failed'. */
export interface DocumentNotice {
  message: string;
  tone: 'success' | 'warning' | 'error';
}
