/**
 * Which files the document upload takes (seed 002 §5: pdf, ppt, pptx, rtf, xls, xlsx, xlsm, csv, xlsb, zip,
 * txt, doc, docx, dot, dotx, gif, and any image, audio or video), judged by content as well as name: the name's
 * extension picks a family and the first bytes must be of that family (text: all of them). A page renamed x.pdf
 * is not a PDF.
 */
export type UploadFamily = 'pdf' | 'ole2' | 'zip' | 'rtf' | 'text' | 'image' | 'media';

/**
 * Ours: "any image, audio or video" as the extensions whose formats can be told by their first bytes. SVG is
 * left out: it is a script-capable XML page, not a picture, as far as a browser is concerned.
 */
const FAMILY_OF_EXTENSION: Readonly<Record<string, UploadFamily>> = {
  pdf: 'pdf',
  doc: 'ole2',
  dot: 'ole2',
  xls: 'ole2',
  ppt: 'ole2',
  docx: 'zip',
  dotx: 'zip',
  xlsx: 'zip',
  xlsm: 'zip',
  xlsb: 'zip',
  pptx: 'zip',
  zip: 'zip',
  rtf: 'rtf',
  txt: 'text',
  csv: 'text',
  ...Object.fromEntries(['gif', 'png', 'jpg', 'jpeg', 'jpe', 'webp', 'bmp', 'tif', 'tiff'].map((ext) => [ext, 'image' as const])),
  ...Object.fromEntries(
    ['mp3', 'wav', 'm4a', 'aac', 'ogg', 'oga', 'opus', 'flac', 'weba', 'mp4', 'm4v', 'mov', 'avi', 'webm', 'mkv', 'ogv', '3gp'].map((ext) => [
      ext,
      'media' as const,
    ]),
  ),
};

const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));

function startsWith(bytes: Uint8Array, signature: readonly number[], at = 0): boolean {
  return bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);
}

const PDF = ascii('%PDF-');
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
// A local file header, or the end record alone of an empty archive.
const ZIP_SIGNATURES = [
  [0x50, 0x4b, 0x03, 0x04],
  [0x50, 0x4b, 0x05, 0x06],
];
const RTF = ascii('{\\rtf');
const IMAGE_SIGNATURES = [
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], // PNG
  [0xff, 0xd8, 0xff], // JPEG
  ascii('GIF87a'),
  ascii('GIF89a'),
  ascii('BM'), // BMP
  [0x49, 0x49, 0x2a, 0x00], // TIFF, little-endian
  [0x4d, 0x4d, 0x00, 0x2a], // TIFF, big-endian
];
const MEDIA_SIGNATURES = [
  ascii('ID3'), // MP3 with a tag
  ascii('OggS'),
  ascii('fLaC'),
  [0x1a, 0x45, 0xdf, 0xa3], // EBML: WebM, Matroska
];

const isRiff = (bytes: Uint8Array, form: string) => startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii(form), 8);
// ISO base media (MP4, MOV, M4A, 3GP): a box size, then 'ftyp'.
const isIsoMedia = (bytes: Uint8Array) => startsWith(bytes, ascii('ftyp'), 4);
// An MPEG audio frame (MP3 without a tag) or an AAC ADTS frame: eleven set sync bits.
const isMpegFrame = (bytes: Uint8Array) => bytes.length >= 2 && bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0;

type SignatureFamily = Exclude<UploadFamily, 'text'>;

const BYTES_OF_FAMILY: Readonly<Record<SignatureFamily, (head: Uint8Array) => boolean>> = {
  pdf: (bytes) => startsWith(bytes, PDF),
  ole2: (bytes) => startsWith(bytes, OLE2),
  zip: (bytes) => ZIP_SIGNATURES.some((signature) => startsWith(bytes, signature)),
  rtf: (bytes) => startsWith(bytes, RTF),
  image: (bytes) => IMAGE_SIGNATURES.some((signature) => startsWith(bytes, signature)) || isRiff(bytes, 'WEBP'),
  media: (bytes) =>
    MEDIA_SIGNATURES.some((signature) => startsWith(bytes, signature)) ||
    isRiff(bytes, 'WAVE') ||
    isRiff(bytes, 'AVI ') ||
    isIsoMedia(bytes) ||
    isMpegFrame(bytes),
};

/** The first bytes kept of a file for its signature; the signatures above need at most 12. */
const UPLOAD_HEAD_BYTES = 4096;

/**
 * A file's bytes judged as they arrive, so a file is never held whole: `update` takes each chunk in order and
 * answers false once the bytes already show the file is not of its name's family; `accepts`, after the last
 * chunk, whether the whole file is. An empty file is no document, whatever its name says.
 */
export interface UploadContentCheck {
  update(chunk: Uint8Array): boolean;
  accepts(): boolean;
}

/** A signature family: the first bytes decide, judged as soon as enough of them are in. */
function headCheck(matches: (head: Uint8Array) => boolean): UploadContentCheck {
  const head = new Uint8Array(UPLOAD_HEAD_BYTES);
  let length = 0;
  let verdict: boolean | undefined;
  return {
    update(chunk) {
      if (length < UPLOAD_HEAD_BYTES) {
        const taken = chunk.subarray(0, UPLOAD_HEAD_BYTES - length);
        head.set(taken, length);
        length += taken.byteLength;
        if (length === UPLOAD_HEAD_BYTES) verdict = matches(head);
      }
      return verdict !== false;
    },
    accepts: () => length > 0 && (verdict ?? matches(head.subarray(0, length))),
  };
}

const decodes = (decode: () => unknown): boolean => {
  try {
    decode();
    return true;
  } catch {
    return false;
  }
};

/**
 * Text (txt, csv): valid UTF-8 and no NUL byte, which no text file has and every binary one soon does. Every
 * chunk is decoded as it comes (a character split between chunks is carried over) and the end must not cut one.
 */
function textCheck(): UploadContentCheck {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let size = 0;
  let valid = true;
  return {
    update(chunk) {
      size += chunk.byteLength;
      valid &&= !chunk.includes(0) && decodes(() => decoder.decode(chunk, { stream: true }));
      return valid;
    },
    accepts: () => valid && size > 0 && decodes(() => decoder.decode()),
  };
}

/** The lower-cased extension of a file name ('' when it has none). */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 || dot === fileName.length - 1 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/** The check for a file of this name, or undefined when its extension is not one the upload takes at all. */
export function uploadContentCheck(fileName: string): UploadContentCheck | undefined {
  const family = FAMILY_OF_EXTENSION[extensionOf(fileName)];
  if (family === undefined) return undefined;
  return family === 'text' ? textCheck() : headCheck(BYTES_OF_FAMILY[family]);
}
