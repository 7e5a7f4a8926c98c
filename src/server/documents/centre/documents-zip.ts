import { zipEntryNames } from '../../../domain/documents/centre/download-names';
import { NotFoundError } from '../../http/errors';
import type { FileStore } from '../../services/files/file-store';
import type { FiledDocument } from './chosen-documents';
import { zipStream } from './zip-stream';

/** The zip to answer with, or the first chosen document whose file the store no longer has. */
export type DocumentsZip = { zip: ReadableStream<Uint8Array> } | { missing: FiledDocument };

/**
 * The ticked documents as a zip stream (seed 002 §7 /get-combineFiles): entries in the order ticked, named by
 * the seed's generated names (module, date of the document's updatedDate, type; numbered where they would
 * clash), each file read from the store only when the stream reaches it.
 *
 * Every file is first checked to be in the store: once the 200 is sent, a file found missing can only cut the
 * download off half-way, with nothing to tell the user which document it was. A file removed between the check
 * and its turn in the stream still cuts it off; that takes a delete racing the download.
 */
export async function documentsZip(files: Pick<FileStore, 'read' | 'exists'>, documents: readonly FiledDocument[]): Promise<DocumentsZip> {
  const present = await Promise.all(documents.map((document) => files.exists(document.filePath)));
  const missing = documents.find((_, index) => !present[index]);
  if (missing) return { missing };

  const names = zipEntryNames(documents.map((document) => ({ ...document, updatedDate: document.updatedAt.toISOString() })));
  const zip = zipStream(
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
  return { zip };
}
