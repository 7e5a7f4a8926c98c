import * as v from 'valibot';
import { DROP_ZONE_MAX_BYTES, UPLOAD_DOC_MODULES, UPLOAD_FILE_MAX_BYTES, type UploadDocModule } from '../../../domain/documents/centre/limits';
import { messages } from '../../../domain/messages';
import { BadRequestError } from '../../http/errors';
import { MULTIPART_OVERHEAD_BYTES, type MultipartLists } from '../../http/multipart';
import { parseOrThrow } from '../../http/read-input';
import { extensionOf, isAcceptedUpload } from './upload-content';

/** At most as many files as one drop can hold at 10 MB each (openapi MultiUploadForm maxItems). */
export const MAX_UPLOAD_FILES = DROP_ZONE_MAX_BYTES / UPLOAD_FILE_MAX_BYTES;

/** A request carries at most one drop's worth of bytes; a larger one is refused by its length before it is read. */
export const UPLOAD_FORM_MAX_BYTES = DROP_ZONE_MAX_BYTES + MULTIPART_OVERHEAD_BYTES;

/** One checked file of an upload: within the size limit, of an accepted type by name and content. */
export interface UploadEntry {
  module: UploadDocModule;
  propControlNo: string;
  /** The name it was chosen under, made safe to store and to send back in a header. */
  fileName: string;
  extension: string;
  bytes: Uint8Array;
}

const NAME_MAX = 200;

// Control characters and those a file name may not hold on common systems.
const isUnsafeCharacter = (ch: string) => ch.charCodeAt(0) < 0x20 || ch === '\u007f' || '"*:<>?|'.includes(ch);

/** The file's own name: no folders, no control or reserved characters, at most 200 characters with its extension. */
export function safeUploadName(name: string): string {
  const lastPart = name.split(/[\\/]/).pop() ?? '';
  const base = [...lastPart].map((ch) => (isUnsafeCharacter(ch) ? '_' : ch)).join('').trim();
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

const isFile = (value: string | File): value is File => typeof value !== 'string';

/** The files chosen; an empty file input still sends a part with no name and no bytes, which is no file. */
function chosenFiles(lists: MultipartLists): File[] {
  return (lists.files ?? []).filter(isFile).filter((file) => !(file.size === 0 && file.name === ''));
}

async function checkedEntry(file: File, module: UploadDocModule, propControlNo: string): Promise<UploadEntry> {
  const fileName = safeUploadName(file.name);
  if (file.size > UPLOAD_FILE_MAX_BYTES) throw new BadRequestError([`files: ${messages.uploadFileTooLarge(fileName)}`], messages.uploadFileTooLarge(fileName));
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!isAcceptedUpload(fileName, bytes)) throw new BadRequestError([`files: ${messages.uploadTypeNotAccepted(fileName)}`], messages.uploadTypeNotAccepted(fileName));
  return { module, propControlNo, fileName, extension: extensionOf(fileName), bytes };
}

/**
 * The multipart form of POST /multi-upload-document (seed 002 §7: repeated docModule, propControlNo and files;
 * the n-th of each describe the n-th file) read into checked entries. Every file is checked before any is
 * stored, so one bad file refuses the whole request.
 */
export async function uploadEntriesOf(lists: MultipartLists): Promise<UploadEntry[]> {
  const files = chosenFiles(lists);
  if (files.length === 0) throw new BadRequestError([`files: ${messages.fileNotSelected}`], messages.fileNotSelected);
  if (files.length > MAX_UPLOAD_FILES) throw new BadRequestError([`files: at most ${MAX_UPLOAD_FILES} files a request`]);
  const fields = parseOrThrow(UploadLists, {
    docModule: (lists.docModule ?? []).filter((value) => typeof value === 'string'),
    propControlNo: (lists.propControlNo ?? []).filter((value) => typeof value === 'string'),
  });
  // Seed 002 §5: every file needs both a type and a case.
  if (fields.docModule.length !== files.length || fields.propControlNo.length !== files.length) {
    throw new BadRequestError(['docModule, propControlNo: one of each for every file'], messages.allNeedToSelect);
  }
  const entries: UploadEntry[] = [];
  for (const [index, file] of files.entries()) {
    entries.push(await checkedEntry(file, fields.docModule[index] ?? 'other', fields.propControlNo[index] ?? ''));
  }
  return entries;
}
