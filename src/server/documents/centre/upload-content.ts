/**
 * Which files the document upload takes (seed 002 §5: pdf, ppt, pptx, rtf, xls, xlsx, xlsm, csv, xlsb, zip,
 * txt, doc, docx, dot, dotx, gif, and any image, audio or video), judged by content as well as name: the name's
 * extension picks a family and the first bytes must be of that family. A page renamed x.pdf is not a PDF.
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
const ZIP_SIGNATURES = [[0x50, 0x4b, 0x03, 0x04], [0x50, 0x4b, 0x05, 0x06]];
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

/** Text (txt, csv): valid UTF-8 and no NUL byte, which no text file has and every binary one soon does. */
function isText(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

const BYTES_OF_FAMILY: Readonly<Record<UploadFamily, (bytes: Uint8Array) => boolean>> = {
  pdf: (bytes) => startsWith(bytes, PDF),
  ole2: (bytes) => startsWith(bytes, OLE2),
  zip: (bytes) => ZIP_SIGNATURES.some((signature) => startsWith(bytes, signature)),
  rtf: (bytes) => startsWith(bytes, RTF),
  text: isText,
  image: (bytes) => IMAGE_SIGNATURES.some((signature) => startsWith(bytes, signature)) || isRiff(bytes, 'WEBP'),
  media: (bytes) =>
    MEDIA_SIGNATURES.some((signature) => startsWith(bytes, signature)) || isRiff(bytes, 'WAVE') || isRiff(bytes, 'AVI ') || isIsoMedia(bytes) || isMpegFrame(bytes),
};

/** The lower-cased extension of a file name ('' when it has none). */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 || dot === fileName.length - 1 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/** Whether a file of this name and these bytes may be uploaded: an accepted extension and bytes of its family. */
export function isAcceptedUpload(fileName: string, bytes: Uint8Array): boolean {
  const family = FAMILY_OF_EXTENSION[extensionOf(fileName)];
  // An empty file is no document, whatever its name says.
  return family !== undefined && bytes.byteLength > 0 && BYTES_OF_FAMILY[family](bytes);
}
