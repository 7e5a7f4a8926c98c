import { eq, inArray } from 'drizzle-orm';
import { documentsUploaded } from '../../../domain/history/document-summaries';
import { FIRM_LINKS } from '../../../domain/history/event-links';
import { messages } from '../../../domain/messages';
import { refuseClosedCase } from '../../case/refuse-closed-case';
import { lockCasesByRefNo } from '../../db/case-lock';
import type { Database } from '../../db/database';
import { inFirm, type FirmId } from '../../db/firm-scope';
import { properties, propertyDocuments, users, type Property, type PropertyDocumentRow } from '../../db/schema';
import { recordEvent } from '../../history/record-event';
import { BadRequestError } from '../../http/errors';
import type { FileStore } from '../../services/files/file-store';
import { storedExtension } from '../../services/files/stored-extension';
import { undoWritesOnFailure } from '../../services/files/undo-writes-on-failure';
import type { NewPropertyDocument } from '../document-store';
import type { Author } from '../template-documents';
import type { ListedDocument } from './list-item-json';
import { MAX_UPLOAD_FILES, type UploadEntry } from './upload-form';

/** Who uploads: the session's firm and user, and the login id the listing shows as createdBy. */
export interface Uploader extends Author {
  userId: string;
}

export interface Upload {
  entries: readonly UploadEntry[];
  /** The request's Idempotency-Key, when it sent one. */
  key?: string | undefined;
}

/** Another request with the same key stored its files first; its rows are read after this one rolls back. */
class UploadKeyTaken extends Error {}

/** A request with the same key was stored before: its documents are the answer, and this one's files go again. */
class StoredBefore extends Error {
  constructor(readonly documents: ListedDocument[]) {
    super('uploaded before with the same key');
  }
}

/** File n (from 1) of a request with key K is kept under 'K#n', so each file of a retry finds its first copy. */
const fileKeys = (key: string, count: number) => Array.from({ length: count }, (_, index) => `${key}#${index + 1}`);

/**
 * The firm's active cases named by the upload (seed 002 §5: the property ref is one of the user's active
 * properties, as search-property lists them), out of those the transaction locked. A name that is not one of them
 * refuses the whole upload.
 */
function activeCases(locked: readonly Property[], refNos: readonly string[]): Map<string, Property> {
  const byRefNo = new Map(locked.filter((row) => row.status === 'Active').map((row) => [row.propertyRefNo, row]));
  const missing = refNos.find((refNo) => !byRefNo.has(refNo));
  if (missing !== undefined)
    throw new BadRequestError([`propControlNo: ${messages.uploadPropertyNotFound(missing)}`], messages.uploadPropertyNotFound(missing));
  return byRefNo;
}

/**
 * The documents a request with this key stored, in its order, with their case and author (none when no request
 * with it was stored). A request holds at most MAX_UPLOAD_FILES files, so those are all the keys it can have used.
 */
export async function uploadsByKey(db: Database, firmId: FirmId, key: string): Promise<ListedDocument[]> {
  const keys = fileKeys(key, MAX_UPLOAD_FILES);
  const rows = await db
    .select({ document: propertyDocuments, propertyRefNo: properties.propertyRefNo, lawfirmRefNo: properties.lawfirmRefNo, createdBy: users.userId })
    .from(propertyDocuments)
    .innerJoin(properties, eq(properties.id, propertyDocuments.propertyId))
    .leftJoin(users, eq(users.id, propertyDocuments.createdBy))
    .where(inFirm(propertyDocuments, firmId, inArray(propertyDocuments.uploadKey, keys)));
  return keys.flatMap((fileKey) => rows.filter((row) => row.document.uploadKey === fileKey));
}

function uploadRow(
  author: Author,
  property: Property,
  entry: UploadEntry,
  filePath: string,
  uploadKey: string | null,
  now: Date,
): NewPropertyDocument {
  return {
    firmId: author.firmId,
    propertyId: property.id,
    documentType: 'UPLOAD',
    documentModule: entry.module,
    uploadType: 'COMMON',
    actionType: 'UPLOAD',
    fileName: entry.fileName,
    fileExtension: entry.extension,
    filePath,
    fileSize: entry.size,
    uploadKey,
    createdBy: author.userPk,
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * Stores the user's uploads (COMMON, seed 002 §5) all or nothing: the received files renamed into place in the store
 * (folder 'uploads'), then one transaction that locks the named cases (db/case-lock.ts), checks them and inserts one
 * row per file; when anything fails the stored files are removed again. Either way no received file is left behind.
 * The files are placed before the transaction, which may run more than once (db/transaction-retry.ts) while a
 * received file can be moved only once; no row names them until it commits. With a key, a repeated request (a
 * retry after a lost answer, a double click) answers the documents the first one stored and keeps nothing (the
 * route asks before it reads the body, this asks again in the transaction); should two meet at the insert, the
 * unique (firm_id, upload_key) index decides and the loser answers the winner's documents.
 */
export async function storeUploads(deps: { db: Database; files: FileStore }, author: Uploader, upload: Upload, now: Date): Promise<ListedDocument[]> {
  const { entries, key } = upload;
  const keys = key ? fileKeys(key, entries.length) : [];
  try {
    return await undoWritesOnFailure(deps.files, async (_write, adopt) => {
      const filePaths: string[] = [];
      for (const entry of entries)
        filePaths.push(await adopt(entry.file, `${entry.propControlNo}-${entry.module}`, storedExtension(entry.extension)));
      return deps.db.transaction(async (tx) => {
        const refNos = entries.map((entry) => entry.propControlNo);
        const locked = await lockCasesByRefNo(tx, author.firmId, refNos);
        if (key) {
          const earlier = await uploadsByKey(tx, author.firmId, key);
          if (earlier.length > 0) throw new StoredBefore(earlier);
        }
        const cases = activeCases(locked, refNos);
        for (const property of cases.values()) refuseClosedCase(property, 'uploads');
        const rows = entries.map((entry, index) => {
          const property = cases.get(entry.propControlNo);
          const filePath = filePaths[index];
          if (!property || filePath === undefined) throw new Error(`file ${index + 1} of the upload lost its case or its place`);
          return uploadRow(author, property, entry, filePath, keys[index] ?? null, now);
        });
        const inserted = await tx.insert(propertyDocuments).values(rows).onConflictDoNothing().returning();
        if (inserted.length !== rows.length) throw new UploadKeyTaken();
        await recordUploads(tx, author, inserted, now);
        const caseOf = new Map([...cases.values()].map((property) => [property.id, property]));
        return inserted.map((document) => listed(document, caseOf.get(document.propertyId), author.userId));
      });
    });
  } catch (error) {
    // The placed files are gone again (undoWritesOnFailure); the first request's documents are the answer.
    if (error instanceof StoredBefore) return error.documents;
    const winner = error instanceof UploadKeyTaken && key ? await uploadsByKey(deps.db, author.firmId, key) : [];
    if (winner.length > 0) return winner;
    throw error;
  } finally {
    // An adopted file is no longer where it was received: only those not stored are removed here.
    await Promise.allSettled(entries.map((entry) => deps.files.discard(entry.file)));
  }
}

/** One document.uploaded event per case the upload touched, naming its files in the order uploaded. */
async function recordUploads(tx: Database, author: Author, inserted: readonly PropertyDocumentRow[], now: Date): Promise<void> {
  const fileNames = new Map<number, string[]>();
  for (const document of inserted) fileNames.set(document.propertyId, [...(fileNames.get(document.propertyId) ?? []), document.fileName ?? '']);
  for (const [propertyId, names] of fileNames) {
    await recordEvent(tx, author, { kind: 'document.uploaded', summary: documentsUploaded(names), propertyId, link: FIRM_LINKS.documentCentre }, now);
  }
}

function listed(document: PropertyDocumentRow, property: Property | undefined, createdBy: string): ListedDocument {
  return { document, propertyRefNo: property?.propertyRefNo ?? '', lawfirmRefNo: property?.lawfirmRefNo ?? '', createdBy };
}
