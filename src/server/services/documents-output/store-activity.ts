import { generatedFileName } from '../../../domain/documents/file-names';
import type { DocumentModule } from '../../../domain/documents/modules';
import { refreshCaseProgress } from '../../case/case-progress-store';
import { refuseClosedCase } from '../../case/refuse-closed-case';
import { todayBy } from '../../clock';
import type { Database } from '../../db/database';
import type { MessageDetailsJson, PropertyDocumentRow } from '../../db/schema';
import { activityRowFrom, activityTemplateType, nextActivitySequence } from '../../documents/activity-rows';
import { insertDocumentRows } from '../../documents/document-store';
import { lockPropertyForDocuments } from '../../documents/property-target';
import type { Author } from '../../documents/template-documents';
import { recordEvent, type HistoryEvent } from '../../history/record-event';
import { NotFoundError } from '../../http/errors';
import type { FileStore } from '../files/file-store';
import { storedExtension } from '../files/stored-extension';
import { undoWritesOnFailure } from '../files/undo-writes-on-failure';

/** A file to keep as printed or sent. */
export interface ActivityFile {
  bytes: Uint8Array;
  /** The editable template it was drawn from, the signed copy it repeats, or the listed document it sends. */
  source: PropertyDocumentRow;
  /**
   * The name and extension it is kept and attached under, for a file that has its own (a document sent from
   * the document listing). Absent: a PDF under the module's next generated name (seed 001 §7).
   */
  named?: { fileName: string; fileExtension: string };
}

export interface ActivityRecord<T> {
  propertyId: number;
  /** The template module whose generated names number the files without a name of their own. */
  module?: DocumentModule;
  action: 'PRINT' | 'SENT';
  files: readonly ActivityFile[];
  messageDetails?: MessageDetailsJson | null;
  /** Runs in the same transaction once the rows are in: the outbox message that attaches them. */
  within?: (tx: Database, rows: PropertyDocumentRow[]) => Promise<T>;
  /** What the case's history says of it (document.printed, document.sent), recorded on the property with the rows. */
  event: Omit<HistoryEvent, 'propertyId'>;
}

/** The generated names of the files without their own, numbered after the module's earlier prints and sends. */
async function generatedNames(tx: Database, author: Author, propertyId: number, record: ActivityRecord<unknown>, now: Date): Promise<string[]> {
  const unnamed = record.files.filter((file) => !file.named);
  if (unnamed.length === 0) return [];
  if (!record.module) throw new Error('an activity file without a name needs the module that names it');
  const first = await nextActivitySequence(tx, author.firmId, propertyId, record.module);
  const today = todayBy({ nowMs: () => now.getTime() });
  const templateModule = record.module;
  return unnamed.map((file, index) => generatedFileName(templateModule, today, activityTemplateType(file.source), first + index));
}

/**
 * Keeps printed or sent files as the document's activity (rows with action PRINT or SENT, seed 001 §4): the
 * files are written to the store (folder 'generated'), then one transaction locks the property, names the
 * files without a name of their own after the module's earlier ones (seed 001 §7 generated names) and inserts
 * the rows, and the history event. If anything fails the written files are removed again, so no file is left
 * without its row.
 */
export async function storeActivity<T>(
  deps: { db: Database; files: FileStore },
  author: Author,
  record: ActivityRecord<T>,
  now: Date,
): Promise<{ rows: PropertyDocumentRow[]; extra: T | undefined }> {
  return undoWritesOnFailure(deps.files, async (write) => {
    const stored: Array<ActivityFile & { filePath: string }> = [];
    for (const file of record.files) {
      const stem = `${file.source.documentModule}-${record.action.toLowerCase()}`;
      const extension = storedExtension(file.named?.fileExtension ?? 'pdf');
      stored.push({ ...file, filePath: await write('generated', stem, extension, file.bytes) });
    }
    return deps.db.transaction(async (tx) => {
      const property = await lockPropertyForDocuments(tx, author.firmId, { id: record.propertyId });
      if (!property) throw new NotFoundError();
      // A closed case still prints; it sends nothing on its own behalf.
      if (record.action === 'SENT') refuseClosedCase(property, 'sending');
      const generated = await generatedNames(tx, author, property.id, record, now);
      let nextGenerated = 0;
      const rows = await insertDocumentRows(
        tx,
        stored.map((file) =>
          activityRowFrom(file.source, {
            actionType: record.action,
            fileName: file.named?.fileName ?? generated[nextGenerated++] ?? '',
            fileExtension: file.named?.fileExtension ?? 'pdf',
            filePath: file.filePath,
            fileSize: file.bytes.byteLength,
            messageDetails: record.messageDetails ?? null,
            createdBy: author.userPk,
            at: now,
          }),
        ),
      );
      const extra = record.within ? await record.within(tx, rows) : undefined;
      // A sent S.65 notice moves the case on; a print changes nothing the board shows.
      if (record.action === 'SENT') await refreshCaseProgress(tx, author.firmId, property.id, now);
      await recordEvent(tx, author, { ...record.event, propertyId: property.id }, now);
      return { rows, extra };
    });
  });
}
