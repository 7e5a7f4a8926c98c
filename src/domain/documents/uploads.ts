/**
 * Signed copies are PDFs of at most 10 MB (issue 6; seed 002 §5 caps every upload at 10,000,000 bytes). The
 * content is checked, not the name: a PDF starts with '%PDF-' at its very first byte. (Readers tolerate junk
 * before the header, which is how an HTML page can pass as a PDF; we do not.)
 */
export const SIGNED_UPLOAD_MAX_BYTES = 10_000_000;

const PDF_HEADER = [0x25, 0x50, 0x44, 0x46, 0x2d]; // '%PDF-'

export function looksLikePdf(bytes: Uint8Array): boolean {
  return PDF_HEADER.every((byte, index) => bytes[index] === byte);
}

export function isPdfName(name: string): boolean {
  return /\.pdf$/i.test(name.trim());
}
