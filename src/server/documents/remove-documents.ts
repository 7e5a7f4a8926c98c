import { removalProblem } from '../../domain/documents/signed-copy-rules';
import { signedCopyRemoved, uploadRemoved } from '../../domain/history/document-summaries';
import { FIRM_LINKS } from '../../domain/history/event-links';
import { messages } from '../../domain/messages';
import { refreshCaseProgress } from '../case/case-progress-store';
import { refuseClosedCase } from '../case/refuse-closed-case';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { recordEvent } from '../history/record-event';
import { ConflictError, NotFoundError } from '../http/errors';
import type { Logger } from '../logger';
import type { FileStore } from '../services/files/file-store';
import { removeQuietly } from '../services/files/remove-quietly';
import { documentLink } from './document-history';
import { deleteDocumentRow, findDocument, findPropertyDocument } from './document-store';
import { lockPropertyForDocuments } from './property-target';
import { listSignedCopies, signedCopyOf } from './signed-copies';
import type { Author } from './template-documents';

interface RemoveDeps {
  db: Database;
  files: FileStore;
  logger: Logger;
  clock: Clock;
}

/**
 * Removes a signed copy of the property's OTP, WTA or S.65 and then its file, unless the shared rules refuse:
 * the acceptance copy must go before the signed OTP, the buyer's lawyer's S.65 before the seller's, and a
 * DSS-signed copy stays. Anything that is not a signed copy of this property is not found.
 */
export async function removeSignedCopy(deps: RemoveDeps, author: Author, propertyId: number, documentId: number): Promise<void> {
  const { firmId } = author;
  const filePath = await deps.db.transaction(async (tx) => {
    const property = await lockPropertyForDocuments(tx, firmId, { id: propertyId });
    if (!property) throw new NotFoundError();
    refuseClosedCase(property, 'documents');
    const row = await findPropertyDocument(tx, firmId, property.id, documentId);
    const copy = row ? signedCopyOf(row) : null;
    if (!row || !copy) throw new NotFoundError();
    const problem = removalProblem(copy, await listSignedCopies(tx, firmId, property.id));
    if (problem) throw new ConflictError(problem);
    await deleteDocumentRow(tx, firmId, row.id);
    // Without the signed copy the case may step back (and the deadlines it brought go with it).
    const now = new Date(deps.clock.nowMs());
    await refreshCaseProgress(tx, firmId, property.id, now);
    const event = { kind: 'document.removed', summary: signedCopyRemoved(copy.module, copy), propertyId: property.id } as const;
    await recordEvent(tx, author, { ...event, link: documentLink(property.id, copy.module) }, now);
    return row.filePath;
  });
  if (filePath) await removeQuietly(deps, filePath, 'a removed document file');
}

/** Deletes a document from the listing: only the user's own uploads (COMMON); generated and signed ones stay. */
export async function removeUserUpload(deps: RemoveDeps, author: Author, documentId: number): Promise<void> {
  const { firmId } = author;
  const filePath = await deps.db.transaction(async (tx) => {
    const row = await findDocument(tx, firmId, documentId);
    if (!row) throw new NotFoundError();
    if (row.uploadType !== 'COMMON') throw new ConflictError(messages.cannotDeleteSystemDocument);
    const property = row.propertyId === null ? undefined : await lockPropertyForDocuments(tx, firmId, { id: row.propertyId });
    if (property) refuseClosedCase(property, 'documents');
    await deleteDocumentRow(tx, firmId, row.id);
    const summary = uploadRemoved(row.fileName ?? `document ${row.id}`);
    await recordEvent(
      tx,
      author,
      { kind: 'document.removed', summary, propertyId: row.propertyId, link: FIRM_LINKS.documentCentre },
      new Date(deps.clock.nowMs()),
    );
    return row.filePath;
  });
  if (filePath) await removeQuietly(deps, filePath, 'a removed document file');
}
