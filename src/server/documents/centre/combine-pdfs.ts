import { PDFDocument } from 'pdf-lib';
import { looksLikePdf } from '../../../domain/documents/uploads';

/** A PDF that can join a combined one: read, not encrypted (copied pages of an encrypted one come out garbled). */
async function combinable(bytes: Uint8Array): Promise<PDFDocument | null> {
  if (!looksLikePdf(bytes)) return null;
  try {
    const pdf = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
    return pdf.isEncrypted || pdf.getPageCount() === 0 ? null : pdf;
  } catch {
    return null;
  }
}

export interface CombinedParts<T> {
  /** The combined PDF, or null when fewer than two parts could be combined. */
  combined: Uint8Array | null;
  /** The parts it holds, in order. */
  inside: T[];
  /** The parts that stay separate (not PDFs, or PDFs that cannot be combined; all parts when nothing was). */
  outside: T[];
}

/**
 * The PDFs among the parts as one PDF, their pages in the parts' order (pdf-lib copyPages). A single
 * combinable PDF stays as it is: combining it would only rewrite it.
 */
export async function combinePdfs<T>(parts: readonly T[], bytesOf: (part: T) => Uint8Array): Promise<CombinedParts<T>> {
  const loaded: Array<{ part: T; pdf: PDFDocument }> = [];
  const outside: T[] = [];
  for (const part of parts) {
    const pdf = await combinable(bytesOf(part));
    if (pdf) loaded.push({ part, pdf });
    else outside.push(part);
  }
  if (loaded.length < 2) return { combined: null, inside: [], outside: [...parts] };
  const merged = await PDFDocument.create();
  for (const { pdf } of loaded) {
    for (const page of await merged.copyPages(pdf, pdf.getPageIndices())) merged.addPage(page);
  }
  return { combined: await merged.save(), inside: loaded.map((entry) => entry.part), outside };
}
