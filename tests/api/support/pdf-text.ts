import { createRequire } from 'node:module';
import path from 'node:path';
import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { getDocument, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The text a reader sees in a PDF, extracted with pdf.js (the engine browsers use to show PDFs), so a test
 * proves the file opens and shows what was filled in — not merely that some bytes were written.
 */
const standardFonts = `${path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}${path.sep}`;

export interface PdfText {
  pages: string[];
  /** All pages, whitespace collapsed to single spaces, for `toContain` checks across wrapped lines. */
  text: string;
  title: string | undefined;
}

export async function pdfText(bytes: Uint8Array): Promise<PdfText> {
  const pdf = await getDocument({
    // pdf.js takes ownership of the buffer it is given.
    data: bytes.slice(),
    standardFontDataUrl: standardFonts,
    isEvalSupported: false,
    verbosity: VerbosityLevel.ERRORS,
  }).promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= pdf.numPages; number += 1) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      pages.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : '')).join(''));
    }
    const { info } = await pdf.getMetadata();
    const title = typeof info === 'object' && info !== null && 'Title' in info && typeof info.Title === 'string' ? info.Title : undefined;
    return { pages, text: pages.join(' ').replace(/\s+/g, ' '), title };
  } finally {
    await pdf.destroy();
  }
}

/** The fonts a PDF embeds, by their base names ('CWBLAR+NotoSans-Regular'): which faces a document carries. */
export async function pdfFontNames(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  const names = new Set<string>();
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict) || object.get(PDFName.of('Type')) !== PDFName.of('Font')) continue;
    const baseFont = object.get(PDFName.of('BaseFont'));
    if (baseFont instanceof PDFName) names.add(baseFont.decodeText());
  }
  return [...names].sort();
}
