import { EMPTY_DOCUMENT_PARTIES } from '../../../../src/domain/documents/document-parties';
import type { DocumentPdfInput, Letterhead } from '../../../../src/server/services/pdf/document-pdf-input';
import { renderDocumentPdf } from '../../../../src/server/services/pdf/render-document-pdf';
import { pdfText } from '../../../api/support/pdf-text';

/**
 * Issue 18: what a lawyer read on screen is what they sign. A document's screen is split into the blocks a reader
 * sees (headings, paragraphs, list items, labels and values, lines), and each must be found, word for word, in
 * the text pdf.js extracts from the printed PDF of the same document.
 */
const BLOCKS = 'h1, h2, h3, h4, p, li, dt, dd, div, header, footer, section';

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The text of every innermost block under `root`, in document order, whitespace collapsed. */
export function screenBlocks(root: HTMLElement): string[] {
  return Array.from(root.querySelectorAll<HTMLElement>(BLOCKS))
    .filter((element) => element.querySelector(BLOCKS) === null)
    .map((element) => normalise(element.textContent ?? ''))
    .filter(Boolean);
}

export const FIRM: Letterhead = {
  name: 'Tan & Lim LLC',
  address: '1 RAFFLES PLACE, #20-01 ONE RAFFLES PLACE',
  postalCode: '048616',
  phone: '62201234',
  fax: '62205678',
  uen: '201912345K',
};

/** The printed document's text, without the page numbers the composer adds at the foot of each page. */
export async function printedText(input: Pick<DocumentPdfInput, 'module' | 'metadata' | 'parties'> & Partial<DocumentPdfInput>) {
  const bytes = await renderDocumentPdf({
    firm: FIRM,
    createdAt: new Date('2026-03-20T02:00:00Z'),
    ...input,
    parties: input.parties ?? EMPTY_DOCUMENT_PARTIES,
  });
  const { pages } = await pdfText(bytes);
  return normalise(pages.map((page) => page.replace(/Page \d+ of \d+/g, ' ')).join(' '));
}

/** The screen's blocks the printed text does not contain: none when both say the same. */
export function missingFromPdf(blocks: readonly string[], printed: string): string[] {
  return blocks.filter((block) => !printed.includes(block));
}
