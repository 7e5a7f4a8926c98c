import type { components } from '../../../api/schema.gen';
import { downloadFileName } from '../../../domain/documents/centre/download-names';
import type { PropertyDocumentRow } from '../../db/schema';

type DocumentListItem = components['schemas']['DocumentListItem'];

/** The columns of a document the listing shows (the template content and summary are not among them). */
export type ListedDocumentRow = Pick<
  PropertyDocumentRow,
  | 'id'
  | 'propertyId'
  | 'documentModule'
  | 'documentType'
  | 'uploadType'
  | 'actionType'
  | 'fileName'
  | 'fileExtension'
  | 'fileSize'
  | 'messageDetails'
  | 'updatedAt'
>;

/** A document with what the listing shows of its case and its author. */
export interface ListedDocument {
  document: ListedDocumentRow;
  propertyRefNo: string;
  lawfirmRefNo: string;
  /** The login id of whoever printed, sent or uploaded it; null when that user is gone. */
  createdBy: string | null;
}

/** The name a document downloads and is attached under: its stored name, or the seed's generated one without it. */
export function listedFileName(
  document: Pick<ListedDocumentRow, 'fileName' | 'documentModule' | 'documentType' | 'fileExtension' | 'updatedAt'>,
): string {
  return document.fileName ?? downloadFileName({ ...document, updatedDate: document.updatedAt.toISOString() });
}

/**
 * A document as the listing, the activity log and the upload's reply show it (seed 002 §3 "Document listing
 * item"). The one mapping of all three, so an uploaded document looks the same in the reply and in the listing.
 */
export function documentListItemJson(listed: ListedDocument): DocumentListItem {
  const { document } = listed;
  const details = document.messageDetails;
  return {
    id: document.id,
    propId: document.propertyId,
    // The seed's propertyControlNo is the case's control number (propertyRefNo), as in the zip's name.
    propertyControlNo: listed.propertyRefNo,
    lawfirmRefNo: listed.lawfirmRefNo,
    documentModule: document.documentModule,
    documentType: document.documentType,
    fileExtension: document.fileExtension,
    size: document.fileSize ?? 0,
    updatedDate: document.updatedAt.toISOString(),
    actionType: document.actionType,
    uploadType: document.uploadType,
    ...(details ? { recipients: details.recipents, messageDetails: details } : { messageDetails: null }),
    fileName: listedFileName(document),
    ...(listed.createdBy ? { createdBy: listed.createdBy } : {}),
  };
}
