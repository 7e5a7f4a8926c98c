import { zipEntryNames } from '../../../domain/documents/centre/download-names';
import { NotFoundError } from '../../http/errors';
import type { FileStore } from '../../services/files/file-store';
import type { FiledDocument } from './chosen-documents';
import { zipStream } from './zip-stream';

/**
 * The ticked documents as a zip stream (seed 002 §7 /get-combineFiles): entries in the order ticked, named by
 * the seed's generated names (module, date of the document's updatedDate, type; numbered where they would
 * clash), each file read from the store only when the stream reaches it.
 */
export function documentsZip(files: Pick<FileStore, 'read'>, documents: readonly FiledDocument[]): ReadableStream<Uint8Array> {
  const names = zipEntryNames(documents.map((document) => ({ ...document, updatedDate: document.updatedAt.toISOString() })));
  return zipStream(
    documents.map((document, index) => ({
      name: names[index] ?? `document-${document.id}.${document.fileExtension}`,
      extension: document.fileExtension,
      modifiedAt: document.updatedAt,
      read: async () => {
        const bytes = await files.read(document.filePath);
        if (!bytes) throw new NotFoundError();
        return bytes;
      },
    })),
  );
}
