import { generatedFileName } from '../../../domain/documents/file-names';
import type { DocumentModule } from '../../../domain/documents/modules';
import { todayBy } from '../../clock';
import type { Database } from '../../db/database';
import type { MessageDetailsJson, PropertyDocumentRow } from '../../db/schema';
import { activityRowFrom, activityTemplateType, nextActivitySequence } from '../../documents/activity-rows';
import { insertDocumentRows } from '../../documents/document-store';
import { lockPropertyForDocuments } from '../../documents/property-target';
import type { Author } from '../../documents/template-documents';
import { NotFoundError } from '../../http/errors';
import type { FileStore } from '../files/file-store';
import { undoWritesOnFailure } from '../files/undo-writes-on-failure';

/** A PDF to keep as printed or sent. */
export interface ActivityFile {
  bytes: Uint8Array;
  /** The editable template it was drawn from, or the signed copy it repeats. */
  source: PropertyDocumentRow;
}

export interface ActivityRecord<T> {
  propertyId: number;
  module: DocumentModule;
  action: 'PRINT' | 'SENT';
  files: readonly ActivityFile[];
  messageDetails?: MessageDetailsJson | null;
  /** Runs in the same transaction once the rows are in: the outbox message that attaches them. */
  within?: (tx: Database, rows: PropertyDocumentRow[]) => Promise<T>;
}

/**
 * Keeps printed or sent PDFs as the document's activity (TEMPLATE rows with action PRINT or SENT, seed 001 §4):
 * the files are written to the store (folder 'generated'), then one transaction locks the property, numbers
 * the files after the module's earlier ones (seed 001 §7 generated names) and inserts the rows. If anything
 * fails the written files are removed again, so no file is left without its row.
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
      stored.push({ ...file, filePath: await write('generated', `${record.module}-${record.action.toLowerCase()}`, 'pdf', file.bytes) });
    }
    return deps.db.transaction(async (tx) => {
      const property = await lockPropertyForDocuments(tx, author.firmId, { id: record.propertyId });
      if (!property) throw new NotFoundError();
      const first = await nextActivitySequence(tx, author.firmId, property.id, record.module);
      const today = todayBy({ nowMs: () => now.getTime() });
      const rows = await insertDocumentRows(
        tx,
        stored.map((file, index) =>
          activityRowFrom(file.source, {
            actionType: record.action,
            fileName: generatedFileName(record.module, today, activityTemplateType(file.source), first + index),
            filePath: file.filePath,
            fileSize: file.bytes.byteLength,
            messageDetails: record.messageDetails ?? null,
            createdBy: author.userPk,
            at: now,
          }),
        ),
      );
      const extra = record.within ? await record.within(tx, rows) : undefined;
      return { rows, extra };
    });
  });
}
