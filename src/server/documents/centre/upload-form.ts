import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { Context } from 'hono';
import * as v from 'valibot';
import { DROP_ZONE_MAX_BYTES, UPLOAD_DOC_MODULES, UPLOAD_FILE_MAX_BYTES, type UploadDocModule } from '../../../domain/documents/centre/limits';
import { messages } from '../../../domain/messages';
import { BadRequestError } from '../../http/errors';
import { MULTIPART_OVERHEAD_BYTES } from '../../http/multipart';
import { readMultipartStream, type StreamedFile, type StreamedForm } from '../../http/multipart-stream';
import { parseOrThrow } from '../../http/read-input';
import type { FileStore, ReceivedFile } from '../../services/files/file-store';
import { extensionOf, uploadContentCheck } from './upload-content';

/** At most as many files as one drop can hold at 10 MB each (openapi MultiUploadForm maxItems). */
export const MAX_UPLOAD_FILES = DROP_ZONE_MAX_BYTES / UPLOAD_FILE_MAX_BYTES;

/** A request carries at most one drop's worth of bytes; a larger one is refused by its length before it is read. */
export const UPLOAD_FORM_MAX_BYTES = DROP_ZONE_MAX_BYTES + MULTIPART_OVERHEAD_BYTES;

/** The store's folder the files are received into and kept in. */
const UPLOADS_FOLDER = 'uploads';

/** A file of the upload, received into the store (under a temporary name) and checked: size, and type by content. */
export interface ReceivedUpload {
  /** The name it was chosen under, made safe to store and to send back in a header. */
  fileName: string;
  file: ReceivedFile;
  size: number;
}

/** One checked file of an upload with its case and type; stored by storeUploads, or discarded. */
export interface UploadEntry extends ReceivedUpload {
  module: UploadDocModule;
  propControlNo: string;
  extension: string;
}

const NAME_MAX = 200;

// Control characters and those a file name may not hold on common systems.
const isUnsafeCharacter = (ch: string) => ch.charCodeAt(0) < 0x20 || ch === '\u007f' || '"*:<>?|'.includes(ch);

/** The file's own name: no folders, no control or reserved characters, at most 200 characters with its extension. */
export function safeUploadName(name: string): string {
  const lastPart = name.split(/[\\/]/).pop() ?? '';
  const base = [...lastPart]
    .map((ch) => (isUnsafeCharacter(ch) ? '_' : ch))
    .join('')
    .trim();
  if (base.replace(/\./g, '') === '') return 'document';
  if (base.length <= NAME_MAX) return base;
  const extension = extensionOf(base);
  const room = NAME_MAX - (extension ? extension.length + 1 : 0);
  return extension ? `${base.slice(0, room)}.${extension}` : base.slice(0, NAME_MAX);
}

const UploadLists = v.object({
  docModule: v.array(v.pipe(v.string(), v.trim(), v.toLowerCase(), v.picklist(UPLOAD_DOC_MODULES))),
  propControlNo: v.array(v.pipe(v.string(), v.trim(), v.nonEmpty(messages.allNeedToSelect), v.maxLength(30))),
});

const refused = (problem: string) => new BadRequestError([`files: ${problem}`], problem);

/** Whether a stream holds no bytes at all, read to its end when it holds none. */
async function isEmpty(stream: Readable): Promise<boolean> {
  for await (const chunk of stream as AsyncIterable<Buffer>) if (chunk.byteLength > 0) return false;
  return true;
}

/**
 * One file part of the form, written to the store as it arrives, counted and judged on the way: past
 * 10,000,000 bytes (busboy cuts the part one byte later) or once its bytes are not of its name's type the part
 * fails at once, and its partial file is removed. Parts of other fields are read and dropped; a file input left
 * empty still sends a part with no name and no bytes, which is no file.
 */
async function receiveUpload(files: FileStore, part: StreamedFile): Promise<ReceivedUpload | undefined> {
  if (part.field !== 'files') {
    await finished(part.stream.resume());
    return undefined;
  }
  const fileName = safeUploadName(part.fileName);
  const notAccepted = () => refused(messages.uploadTypeNotAccepted(fileName));
  const check = uploadContentCheck(fileName);
  if (!check) {
    if (part.fileName === '' && (await isEmpty(part.stream))) return undefined;
    throw notAccepted();
  }
  let size = 0;
  const checked = async function* (stream: Readable): AsyncGenerator<Buffer> {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      size += chunk.byteLength;
      if (size > UPLOAD_FILE_MAX_BYTES) throw refused(messages.uploadFileTooLarge(fileName));
      if (!check.update(chunk)) throw notAccepted();
      yield chunk;
    }
  };
  const file = await files.receive(UPLOADS_FOLDER, checked(part.stream));
  if (!check.accepts()) {
    await files.discard(file);
    throw notAccepted();
  }
  return { fileName, file, size };
}

/** The form's lists made into entries: the n-th docModule and propControlNo describe the n-th file. */
function entriesOf(form: StreamedForm<ReceivedUpload>): UploadEntry[] {
  if (form.files.length === 0) throw refused(messages.fileNotSelected);
  const fields = parseOrThrow(UploadLists, { docModule: form.fields.get('docModule') ?? [], propControlNo: form.fields.get('propControlNo') ?? [] });
  // Seed 002 §5: every file needs both a type and a case.
  if (fields.docModule.length !== form.files.length || fields.propControlNo.length !== form.files.length) {
    throw new BadRequestError(['docModule, propControlNo: one of each for every file'], messages.allNeedToSelect);
  }
  return form.files.map((received, index) => ({
    ...received,
    module: fields.docModule[index] ?? 'other',
    propControlNo: fields.propControlNo[index] ?? '',
    extension: extensionOf(received.fileName),
  }));
}

/**
 * The multipart form of POST /multi-upload-document (seed 002 §7: repeated docModule, propControlNo and files;
 * the n-th of each describe the n-th file), streamed: each file goes to a temporary file of the store as it
 * arrives, so no request is ever held in memory. Every file is checked before any is stored, so one bad file
 * refuses the whole request; on any refusal every file received is removed again. The entries' files belong to
 * the caller, to store (storeUploads) or discard.
 */
export async function readUploadForm(c: Context, files: FileStore): Promise<UploadEntry[]> {
  const form = await readMultipartStream(c, {
    maxBytes: UPLOAD_FORM_MAX_BYTES,
    tooLarge: () => new BadRequestError([`body: ${messages.dropZoneOverLimit}`], messages.dropZoneOverLimit),
    // Per file a type and a case, with room for a few more fields; each at most 1 KB (a case number is 30).
    limits: { files: MAX_UPLOAD_FILES, fields: 4 * MAX_UPLOAD_FILES, fieldSize: 1024, fileSize: UPLOAD_FILE_MAX_BYTES + 1 },
    tooManyFiles: () => new BadRequestError([`files: at most ${MAX_UPLOAD_FILES} files a request`]),
    onFile: (part) => receiveUpload(files, part),
    discard: (received) => files.discard(received.file),
  });
  try {
    return entriesOf(form);
  } catch (error) {
    await Promise.allSettled(form.files.map((received) => files.discard(received.file)));
    throw error;
  }
}
