/**
 * Signed copies are PDFs of at most 10 MB (issue 6; seed 002 §5 caps every upload at 10,000,000 bytes). The
 * content is checked, not the name: a PDF starts with '%PDF-' within its first kilobyte.
 */
export const SIGNED_UPLOAD_MAX_BYTES = 10_000_000;

export function looksLikePdf(bytes: Uint8Array): boolean {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 1024));
  return head.includes('%PDF-');
}

export function isPdfName(name: string): boolean {
  return /\.pdf$/i.test(name.trim());
}
