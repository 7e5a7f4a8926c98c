import { createHash } from 'node:crypto';

/** Vite names every built asset by its content hash: a new build means new names, never new bytes. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html names the current assets, so a browser must ask each time; the ETag keeps that to a 304. */
const REVALIDATE = 'no-cache';
/** Unhashed public files (the favicon) can change under the same name: a day is short enough. */
const ONE_DAY = 'public, max-age=86400';

/** How long a browser may keep a file of the built app, by its path relative to the app's root. */
export function cacheControlFor(relativePath: string): string {
  if (relativePath.startsWith('assets/')) return IMMUTABLE;
  if (relativePath.endsWith('.html')) return REVALIDATE;
  return ONE_DAY;
}

/**
 * A strong validator of exactly these bytes. Each coding of a file is its own representation (RFC 9110
 * §8.8.3), so brotli, gzip and plain bytes get different tags.
 */
export function strongEtag(bytes: Uint8Array): string {
  return `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 32)}"`;
}

/**
 * Whether If-None-Match names the representation about to be sent: a list of tags or `*`, compared weakly
 * as RFC 9110 §13.1.2 asks (a W/ prefix does not stop a match).
 */
export function isNotModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
