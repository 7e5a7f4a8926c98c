/**
 * The document centre's limits (seed 002 §5 "Documents", §9). The screens, their machines and the server all
 * read them from here.
 */

/** A single uploaded file may be at most this many bytes: 10,000,000 is accepted, 10,000,001 is not. */
export const UPLOAD_FILE_MAX_BYTES = 10_000_000;

/** What one drop (or one pick) may add at most. */
export const DROP_ZONE_MAX_BYTES = 200_000_000;

/**
 * Bulk send and download only while the selection's total is under this many bytes: seed 002 §4 "at 10,000,000
 * bytes or more, the send/download icons are replaced by a hint" and §5 "under 10,000,000 bytes".
 */
export const BULK_LIMIT_BYTES = 10_000_000;

export function isOverBulkLimit(totalBytes: number): boolean {
  return totalBytes >= BULK_LIMIT_BYTES;
}

/**
 * Seed 002 §9: sizes show in MB with 3 decimals, the size divided by 1,000,000. Cut, not rounded: a selection of
 * 9,999,999 bytes reads 9.999 (it may still be sent), never 10.000 beside a Send button.
 */
export function sizeInMb(bytes: number): string {
  return (Math.floor(bytes / 1_000) / 1_000).toFixed(3);
}

/** Seed 002 §9: the document listing, the activity log and other services open on 5 rows a page. */
export const DOCUMENT_PAGE_SIZE = 5;

/** Seed 002 §5: the types a document is uploaded as, shown upper-cased; none is chosen at first. */
export const UPLOAD_DOC_MODULES = ['otp', 'wta', 's65', 'other'] as const;
export type UploadDocModule = (typeof UPLOAD_DOC_MODULES)[number];

export const UPLOAD_DOC_MODULE_LABELS: Readonly<Record<UploadDocModule, string>> = {
  otp: 'OTP',
  wta: 'WTA',
  s65: 'S65',
  other: 'OTHER',
};
