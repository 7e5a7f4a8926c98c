import { PDFDocument } from 'pdf-lib';
import { looksLikePdf } from '../../../domain/documents/uploads';

/**
 * Whether bytes are a PDF a reader can open: the header at byte 0, and a document with at least one page
 * that pdf-lib can parse. Encrypted PDFs (some signing tools lock editing) are read without decrypting:
 * only the structure matters here.
 */
export async function isReadablePdf(bytes: Uint8Array): Promise<boolean> {
  if (!looksLikePdf(bytes)) return false;
  try {
    const pdf = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false, throwOnInvalidObject: true });
    return pdf.getPageCount() > 0;
  } catch {
    return false;
  }
}
