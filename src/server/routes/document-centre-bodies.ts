import * as v from 'valibot';
import { PAGE_SIZES } from '../../domain/constants';
import { DOCUMENT_PAGE_SIZE } from '../../domain/documents/centre/limits';
import { MAX_RECORD_ID } from '../http/record-id';
import { RecipientList } from './document-output-bodies';

/** Request bodies of the document centre (openapi/schemas/documents.yaml). */

/** A zip or an e-mail names at most this many documents (openapi CombineFilesRequest, SendMailRequest maxItems). */
export const MAX_CHOSEN_DOCUMENTS = 100;

export const DocumentListBody = v.object({
  loginId: v.pipe(v.string(), v.maxLength(100)),
  isActivityLog: v.boolean(),
  pageNo: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1_000_000)), 1),
  pageSize: v.optional(v.picklist(PAGE_SIZES), DOCUMENT_PAGE_SIZE),
  searchText: v.optional(v.pipe(v.string(), v.maxLength(200)), ''),
});

/** Seed 002 §7 sends document ids as strings; each must be a record id in digits. */
const documentIdText = v.pipe(
  v.string(),
  v.trim(),
  v.regex(/^\d{1,10}$/, 'not a document id'),
  v.transform(Number),
  v.minValue(1, 'not a document id'),
  v.maxValue(MAX_RECORD_ID, 'not a document id'),
);

/** The ticked documents, in the order ticked; an id ticked twice counts once. */
const chosenDocumentIds = v.pipe(
  v.array(documentIdText),
  v.minLength(1, 'choose at least one document'),
  v.maxLength(MAX_CHOSEN_DOCUMENTS),
  v.transform((ids) => [...new Set(ids)]),
);

export const CombineFilesBody = v.object({ propertyDocumentId: chosenDocumentIds });

export const SendMailBody = v.object({
  propertyDocumentId: chosenDocumentIds,
  recipents: RecipientList,
  senderName: v.pipe(v.string(), v.trim(), v.maxLength(200)),
  isCombineFiles: v.boolean(),
});
