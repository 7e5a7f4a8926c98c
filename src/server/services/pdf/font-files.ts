import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import { create as parseFont, type Font as FontkitFont, type Subset as FontkitSubset } from 'fontkit';
import type { CustomFontSubsetEmbedder } from 'pdf-lib';

/**
 * The font files of the PDF font set (fonts.ts): where each face is, read and parsed once per process on the first
 * document that needs fonts, and handed to pdf-lib already parsed.
 */
export type FaceName = 'latin' | 'latin-bold' | 'latin-italic' | 'sc' | 'sc-bold' | 'tamil' | 'tamil-bold';

/**
 * Where each face's file is, as a package path resolved from node_modules at run time (the bundled server included).
 * Noto Sans is the full face (one file per style: Latin, Latin Extended, Greek, Cyrillic, Vietnamese). Noto Sans SC is
 * Fontsource's 'chinese-simplified' cut (GB 2312 and the common traditional forms: 7,333 ideographs); Noto Sans
 * Tamil is Fontsource's 'tamil' cut. WOFF rather than WOFF2: fontkit subsets WOFF2 badly (whole tables, or a crash).
 * The name is the embedded subset's, the same in every document, tagged as PDF subsets are (Fontsource's SC files
 * call themselves 'NotoSansSCThin' though their weights are 400 and 700).
 */
const FACE_FILES: Readonly<Record<FaceName, { file: string; name: string }>> = {
  latin: { file: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf', name: 'CWBLAR+NotoSans-Regular' },
  'latin-bold': { file: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf', name: 'CWBLAB+NotoSans-Bold' },
  'latin-italic': { file: '@expo-google-fonts/noto-sans/400Regular_Italic/NotoSans_400Regular_Italic.ttf', name: 'CWBLAI+NotoSans-Italic' },
  sc: { file: '@fontsource/noto-sans-sc/files/noto-sans-sc-chinese-simplified-400-normal.woff', name: 'CWBSCR+NotoSansSC-Regular' },
  'sc-bold': { file: '@fontsource/noto-sans-sc/files/noto-sans-sc-chinese-simplified-700-normal.woff', name: 'CWBSCB+NotoSansSC-Bold' },
  tamil: { file: '@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-400-normal.woff', name: 'CWBTAR+NotoSansTamil-Regular' },
  'tamil-bold': { file: '@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-700-normal.woff', name: 'CWBTAB+NotoSansTamil-Bold' },
};

export const ALL_FACES = Object.keys(FACE_FILES) as FaceName[];

/** The name each face's subset is embedded under. */
export const FACE_NAMES = Object.fromEntries(ALL_FACES.map((face) => [face, FACE_FILES[face].name])) as Readonly<Record<FaceName, string>>;

export interface LoadedFace {
  bytes: Uint8Array;
  font: FontkitFont;
}

const requireFrom = createRequire(import.meta.url);
const loading = new Map<FaceName, Promise<LoadedFace>>();
/** The parsed font of each file's bytes, for the fontkit stand-in pdf-lib is given. */
const parsedByBytes = new WeakMap<Uint8Array, FontkitFont>();

/** The file a face is read from. */
export function faceFile(face: FaceName): string {
  return requireFrom.resolve(FACE_FILES[face].file);
}

export function loadFace(face: FaceName): Promise<LoadedFace> {
  let loaded = loading.get(face);
  if (!loaded) {
    loaded = readFile(faceFile(face)).then((file) => {
      const buffer = sfntOf(file);
      const parsed = parseFont(buffer);
      if ('fonts' in parsed) throw new Error(`${FACE_FILES[face].file} is a font collection, not a font`);
      const bytes = new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
      parsedByBytes.set(bytes, forPdfLib(parsed, face));
      return { bytes, font: parsed };
    });
    // A failed read is not cached: the next document tries again.
    loaded.catch(() => loading.delete(face));
    loading.set(face, loaded);
  }
  return loaded;
}

/**
 * A WOFF file as the plain OpenType font it wraps. fontkit reads a WOFF table by inflating it anew on every read, so
 * each glyph looked up or subset would inflate the whole glyph table again; inflated once, the font is read in place.
 */
export function sfntOf(file: Buffer): Buffer {
  if (file.toString('latin1', 0, 4) !== 'wOFF') return file;
  const count = file.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, index) => {
    const entry = 44 + index * 20;
    const [offset, compressed, length] = [file.readUInt32BE(entry + 4), file.readUInt32BE(entry + 8), file.readUInt32BE(entry + 12)];
    const stored = file.subarray(offset, offset + compressed);
    return {
      tag: file.subarray(entry, entry + 4),
      checksum: file.readUInt32BE(entry + 16),
      data: compressed < length ? inflateSync(stored) : stored,
    };
  });
  const headerLength = 12 + 16 * count;
  const padded = (length: number) => (length + 3) & ~3;
  const out = Buffer.alloc(headerLength + tables.reduce((sum, table) => sum + padded(table.data.length), 0));
  const power = 2 ** Math.floor(Math.log2(count));
  out.writeUInt32BE(file.readUInt32BE(4), 0);
  out.writeUInt16BE(count, 4);
  out.writeUInt16BE(power * 16, 6);
  out.writeUInt16BE(Math.log2(power), 8);
  out.writeUInt16BE(count * 16 - power * 16, 10);
  let offset = headerLength;
  tables.forEach((table, index) => {
    const record = 12 + index * 16;
    table.tag.copy(out, record);
    out.writeUInt32BE(table.checksum, record + 4);
    out.writeUInt32BE(offset, record + 8);
    out.writeUInt32BE(table.data.length, record + 12);
    table.data.copy(out, offset);
    offset += padded(table.data.length);
  });
  return out;
}

type PdfLibFontkit = Parameters<typeof CustomFontSubsetEmbedder.for>[0];
type PdfLibFont = ReturnType<PdfLibFontkit['create']>;

/**
 * pdf-lib 1.17 takes a fontkit to parse and subset fonts. It is given fontkit 2 (whose layout shapes Tamil; the
 * @pdf-lib/fontkit fork fails on it with "regeneratorRuntime is not defined"), with the fonts already parsed, so a
 * document does not parse a font again. The one difference pdf-lib meets is how a subset is read: fontkit 1 streamed
 * it (encodeStream), fontkit 2 returns it (encode).
 */
export const fontkitForPdfLib: PdfLibFontkit = {
  create(bytes) {
    const font = parsedByBytes.get(bytes);
    if (!font) throw new Error('Only the fonts of the PDF font set are embedded');
    return font as unknown as PdfLibFont;
  },
};

/**
 * Fits a parsed font to pdf-lib, in place (the font is this process's own). Its subsets get encodeStream. Latin text
 * is mapped character by character, without shaping: pdf-lib draws no kerning or mark positioning anyway, composed
 * (NFC) text has a glyph for each accented letter, and shaping every line cost more than the rest of a document.
 * Tamil must be shaped (conjuncts, vowel signs) and Chinese keeps fontkit's layout too.
 */
function forPdfLib(font: FontkitFont, face: FaceName): FontkitFont {
  const createSubset = font.createSubset.bind(font);
  Object.assign(font, { createSubset: () => Object.assign(createSubset(), { encodeStream: encodeStreamOf }) });
  if (face.startsWith('latin')) Object.assign(font, { layout: (text: string) => ({ glyphs: font.glyphsForString(text) }) });
  return font;
}

type StreamEvent = 'data' | 'end' | 'error';
interface OnceStream {
  on(event: StreamEvent, callback: (value?: unknown) => void): OnceStream;
}

function encodeStreamOf(this: FontkitSubset): OnceStream {
  const callbacks = new Map<StreamEvent, (value?: unknown) => void>();
  const stream: OnceStream = {
    on(event, callback) {
      callbacks.set(event, callback);
      return stream;
    },
  };
  // pdf-lib attaches its listeners right after the call returns.
  queueMicrotask(() => {
    try {
      callbacks.get('data')?.(this.encode());
      callbacks.get('end')?.();
    } catch (error) {
      callbacks.get('error')?.(error);
    }
  });
  return stream;
}
