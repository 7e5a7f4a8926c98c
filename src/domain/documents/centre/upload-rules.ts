import { messages } from '../../messages';
import { DROP_ZONE_MAX_BYTES, UPLOAD_FILE_MAX_BYTES } from './limits';

/**
 * The browser's checks of the files chosen on the upload page and in the Upload Document dialog (seed 002 §5
 * "Documents", §8; seed 000 §8). The server checks the content again; these decide what joins the list.
 */

/** Seed 002 §5: the accepted file types by extension (any image, audio or video is accepted as well). */
export const UPLOAD_ACCEPTED_EXTENSIONS = [
  'pdf',
  'ppt',
  'pptx',
  'rtf',
  'xls',
  'xlsx',
  'xlsm',
  'csv',
  'xlsb',
  'zip',
  'txt',
  'doc',
  'docx',
  'dot',
  'dotx',
  'gif',
] as const;

/** Seed 002 §5: 'any image, audio or video', i.e. every MIME type of these top-level types. */
export const UPLOAD_ACCEPTED_MEDIA_GROUPS = ['image', 'audio', 'video'] as const;

/** The MIME types browsers report for the accepted extensions, for a file whose name has no extension. */
export const UPLOAD_ACCEPTED_MIME_TYPES: readonly string[] = [
  'application/pdf',
  'application/vnd.ms-powerpoint',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/rtf',
  'text/rtf',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-excel.sheet.macroenabled.12',
  'text/csv',
  'application/vnd.ms-excel.sheet.binary.macroenabled.12',
  'application/zip',
  'application/x-zip-compressed',
  'text/plain',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.template',
  'image/gif',
];

/**
 * The `acceptedFileTypes` of react-aria's FileTrigger (the input's `accept`): '.pdf', … '.gif', 'image/*',
 * 'audio/*', 'video/*'. The system dialog only suggests; a drop or an "All files" pick still goes through
 * `screenUploadFiles`.
 */
export const UPLOAD_ACCEPTED_FILE_TYPES: readonly string[] = [
  ...UPLOAD_ACCEPTED_EXTENSIONS.map((extension) => `.${extension}`),
  ...UPLOAD_ACCEPTED_MEDIA_GROUPS.map((group) => `${group}/*`),
];

/** The same list as one `accept` attribute value. */
export const UPLOAD_ACCEPT = UPLOAD_ACCEPTED_FILE_TYPES.join(',');

/** What the checks read of a chosen file (a File has all three). */
export interface UploadCandidate {
  name: string;
  size: number;
  /** The MIME type the browser reports; '' when it does not know. */
  type: string;
}

function extensionOf(name: string): string {
  const dot = name.trim().lastIndexOf('.');
  return dot < 0
    ? ''
    : name
        .trim()
        .slice(dot + 1)
        .toLowerCase();
}

/** Whether a MIME type is accepted: one of the listed types, or any image, audio or video. */
export function isAcceptedMediaType(type: string): boolean {
  const mime = type.trim().toLowerCase();
  if (UPLOAD_ACCEPTED_MIME_TYPES.includes(mime)) return true;
  const group = mime.split('/')[0] ?? '';
  return mime.includes('/') && (UPLOAD_ACCEPTED_MEDIA_GROUPS as readonly string[]).includes(group);
}

/** Accepted by its extension (any case) or by its MIME type. */
export function isAcceptedUpload(file: Pick<UploadCandidate, 'name' | 'type'>): boolean {
  return (UPLOAD_ACCEPTED_EXTENSIONS as readonly string[]).includes(extensionOf(file.name)) || isAcceptedMediaType(file.type);
}

/** Seed 002 §5: a file of more than 10,000,000 bytes is removed; exactly 10,000,000 is kept. */
export function isOversizeUpload(size: number): boolean {
  return size > UPLOAD_FILE_MAX_BYTES;
}

/** Why one file is removed from the pick: its type, else its size; null when it is kept. */
export function uploadFileProblem(file: UploadCandidate): string | null {
  if (!isAcceptedUpload(file)) return messages.uploadTypeNotAccepted(file.name);
  if (isOversizeUpload(file.size)) return messages.uploadFileTooLarge(file.name);
  return null;
}

export interface DroppedFile<TFile> {
  file: TFile;
  message: string;
}

export interface ScreenedFiles<TFile> {
  /** The files that join the list, in the order given. */
  kept: TFile[];
  /** Files removed one by one, each with its message ('… is over 10MB system auto remove.'). */
  dropped: Array<DroppedFile<TFile>>;
  /** The whole pick refused: 'error file !' for an empty drop, the 200 MB message for too much at once. */
  refusal: string | null;
}

/**
 * One drop or one pick: refused whole when it holds no file or more than 200,000,000 bytes together; otherwise
 * each file of an unaccepted type or over 10,000,000 bytes is dropped with its message and the rest kept.
 */
export function screenUploadFiles<TFile extends UploadCandidate>(files: readonly TFile[]): ScreenedFiles<TFile> {
  if (files.length === 0) return { kept: [], dropped: [], refusal: messages.emptyDrop };
  const total = files.reduce((sum, file) => sum + file.size, 0);
  if (total > DROP_ZONE_MAX_BYTES) return { kept: [], dropped: [], refusal: messages.dropZoneOverLimit };
  const kept: TFile[] = [];
  const dropped: Array<DroppedFile<TFile>> = [];
  for (const file of files) {
    const problem = uploadFileProblem(file);
    if (problem === null) kept.push(file);
    else dropped.push({ file, message: problem });
  }
  return { kept, dropped, refusal: null };
}

/** What a row of the chosen files needs before it can be saved. */
export interface UploadRowChoice {
  docModule: string | null;
  propControlNo: string | null;
}

export function isRowAssigned(row: UploadRowChoice): boolean {
  return row.docModule !== null && row.docModule !== '' && (row.propControlNo ?? '').trim() !== '';
}

/**
 * Seed 002 §5: every file needs both a type and a property ref, else 'All need to select'. No rows at all is the
 * same refusal (seed 000 §8: a file is needed too).
 */
export function rowProblem(rows: readonly UploadRowChoice[]): string | null {
  return rows.length > 0 && rows.every(isRowAssigned) ? null : messages.allNeedToSelect;
}
