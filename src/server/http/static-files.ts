import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { strongEtag } from './static-caching';
import { PRECOMPRESSED, type ContentCoding } from './static-encoding';

/**
 * The path of the app's file a request names, relative to the app's root (it may name no file: an app route),
 * or null when nothing may be served for it: undecodable text, `.`/`..` segments, hidden files (.vite/),
 * source maps (kept on disk for debugging, never published) and the precompressed copies themselves (only
 * ever sent as a coding of their file).
 */
export function servablePath(encodedPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(encodedPath);
  } catch {
    return null;
  }
  if (/[\\\0]/.test(decoded)) return null;
  if (decoded.split('/').some((segment) => segment.startsWith('.'))) return null;
  if (/\.(map|br|gz)$/i.test(decoded)) return null;
  return decoded;
}

/** Whether `relativePath` is a regular file under `root`. */
export async function isFile(root: string, relativePath: string): Promise<boolean> {
  const stats = await stat(path.join(root, relativePath)).catch(() => null);
  return stats?.isFile() ?? false;
}

export interface Representation {
  bytes: Uint8Array<ArrayBuffer>;
  /** Absent: the file's own bytes. */
  coding?: ContentCoding;
  etag: string;
  /** The file has compressed copies, so what is sent depends on Accept-Encoding (and caches must know). */
  varies: boolean;
}

// Tags by file and version, so a revalidation does not hash the same bytes again.
const etags = new Map<string, { mtimeMs: number; size: number; etag: string }>();

async function read(file: string): Promise<{ bytes: Uint8Array<ArrayBuffer>; etag: string }> {
  const [buffer, stats] = await Promise.all([readFile(file), stat(file)]);
  // A copy in a plain ArrayBuffer, the body type Hono takes (a Buffer's memory may be pooled or shared).
  const bytes = new Uint8Array(buffer);
  const known = etags.get(file);
  if (known && known.mtimeMs === stats.mtimeMs && known.size === bytes.length) return { bytes, etag: known.etag };
  const etag = strongEtag(bytes);
  etags.set(file, { mtimeMs: stats.mtimeMs, size: bytes.length, etag });
  return { bytes, etag };
}

/** The bytes to send for a file: its first precompressed copy the client accepts, else the file itself. */
export async function chooseRepresentation(file: string, accepted: readonly ContentCoding[]): Promise<Representation> {
  const copies = await Promise.all(
    PRECOMPRESSED.map(async ({ coding, suffix }) => ((await stat(file + suffix).catch(() => null))?.isFile() ? coding : null)),
  );
  const varies = copies.some((coding) => coding !== null);
  const coding = accepted.find((c) => copies.includes(c));
  const suffix = PRECOMPRESSED.find((p) => p.coding === coding)?.suffix ?? '';
  const { bytes, etag } = await read(file + suffix);
  return coding ? { bytes, coding, etag, varies } : { bytes, etag, varies };
}
