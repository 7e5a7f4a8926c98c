import { uploadFileName } from '../../domain/documents/file-names';
import type { SignedBy } from '../../domain/documents/modules';
import { acceptanceUploadProblem, buyerUploadProblem, type SignedCopy } from '../../domain/documents/signed-copy-rules';
import { signedCopiesUploaded } from '../../domain/history/document-summaries';
import { messages } from '../../domain/messages';
import { refreshCaseProgress } from '../case/case-progress-store';
import { refuseClosedCase } from '../case/refuse-closed-case';
import type { Database } from '../db/database';
import type { PropertyDocumentRow } from '../db/schema';
import { retryingWhole } from '../db/transaction-retry';
import { recordEvent } from '../history/record-event';
import { ConflictError, NotFoundError } from '../http/errors';
import type { FileStore } from '../services/files/file-store';
import { undoWritesOnFailure } from '../services/files/undo-writes-on-failure';
import { documentLink } from './document-history';
import { insertDocumentRows } from './document-store';
import { lockPropertyForDocuments, type PropertyTarget } from './property-target';
import { listSignedCopies } from './signed-copies';
import type { Author } from './template-documents';

/** One checked file of a signed upload: already known to be a PDF within the size limit. */
export interface SignedFile {
  uploadType: 'SIGNED' | 'ACCEPTANCE';
  /** The S.65 lawyer who signed; null for OTP and WTA. */
  signedBy: SignedBy | null;
  bytes: Uint8Array;
}

export interface SignedUpload {
  target: PropertyTarget;
  module: SignedCopy['module'];
  files: SignedFile[];
}

const sameKind = (copy: SignedCopy, module: SignedCopy['module'], file: SignedFile) =>
  copy.module === module && copy.uploadType === file.uploadType && (module !== 's65' || copy.signedBy === file.signedBy);

/**
 * Why this upload is refused, or null: one copy of each kind (a second needs the first deleted), the
 * acceptance copy after a signed OTP, the buyer's lawyer after the seller's (both may come in one request).
 */
export function signedUploadProblem(copies: readonly SignedCopy[], upload: Pick<SignedUpload, 'module' | 'files'>): string | null {
  const { module, files } = upload;
  if (files.some((file) => copies.some((copy) => sameKind(copy, module, file)))) return messages.signedCopyExists;
  const chosen = (uploadType: SignedFile['uploadType'], signedBy: SignedBy | null = null) =>
    files.some((file) => file.uploadType === uploadType && file.signedBy === signedBy);
  if (chosen('ACCEPTANCE')) {
    const problem = acceptanceUploadProblem(copies, chosen('SIGNED'));
    if (problem) return problem;
  }
  if (module === 's65' && chosen('SIGNED', 'BUYERLAWYER')) return buyerUploadProblem(copies, chosen('SIGNED', 'SELLERLAWYER'));
  return null;
}

/**
 * Stores signed copies: the property locked (the case first, db/case-lock.ts), the rules checked against the
 * copies already there, the files written to the store (folder 'signed') and one UPLOAD row per file, all or
 * nothing. When anything fails after a file was written, the written files are removed again.
 */
export async function storeSignedUpload(
  deps: { db: Database; files: FileStore },
  author: Author,
  upload: SignedUpload,
  now: Date,
): Promise<PropertyDocumentRow[]> {
  // Files are written inside the transaction: on a deadlock it all runs again, the first attempt's files removed.
  return retryingWhole(deps.db, () =>
    undoWritesOnFailure(deps.files, (write) =>
      deps.db.transaction(async (tx) => {
        const property = await lockPropertyForDocuments(tx, author.firmId, upload.target);
        if (!property) throw new NotFoundError();
        refuseClosedCase(property, 'uploads');
        const problem = signedUploadProblem(await listSignedCopies(tx, author.firmId, property.id), upload);
        if (problem) throw new ConflictError(problem);

        const rows = [];
        for (const file of upload.files) {
          const stem = [property.propertyRefNo, upload.module, file.signedBy ?? file.uploadType].join('-');
          const filePath = await write('signed', stem, 'pdf', file.bytes);
          rows.push({
            firmId: author.firmId,
            propertyId: property.id,
            documentType: 'UPLOAD' as const,
            documentModule: upload.module,
            uploadType: file.uploadType,
            actionType: 'UPLOAD' as const,
            signedBy: file.signedBy,
            fileName: uploadFileName(file.uploadType, 'pdf'),
            fileExtension: 'pdf',
            filePath,
            fileSize: file.bytes.byteLength,
            createdBy: author.userPk,
            createdAt: now,
            updatedAt: now,
          });
        }
        const stored = await insertDocumentRows(tx, rows);
        // A signed WTA, OTP or acceptance, or both lawyers' S.65, moves the case on.
        await refreshCaseProgress(tx, author.firmId, property.id, now);
        const event = {
          kind: 'document.uploaded',
          summary: signedCopiesUploaded(upload.module, upload.files),
          propertyId: property.id,
          link: documentLink(property.id, upload.module),
        } as const;
        await recordEvent(tx, author, event, now);
        return stored;
      }),
    ),
  );
}
