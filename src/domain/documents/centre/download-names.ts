import { fileNameDate } from './listing-dates';

/** What a listing row's download name is made of. */
export interface NamedDocument {
  documentModule: string;
  documentType?: string | undefined;
  fileExtension?: string | undefined;
  /** When the document was generated or uploaded (the listing's updatedDate). */
  updatedDate: string;
}

/**
 * Seed 002 §9 "Generated file name": upper-cased documentModule, the DDMMMYYYY date, upper-cased documentType,
 * optional -{row number}, then the extension. The seed gives no separator between the parts; ours is '_' as for
 * the printed documents (docs/decisions.md): OTHER_26NOV2026_UPLOAD.pdf, or OTHER_26NOV2026_UPLOAD-2.pdf as the
 * second of a zip's files that would otherwise share the name.
 */
export function downloadFileName(document: NamedDocument, rowNumber?: number): string {
  const extension = (document.fileExtension ?? '').replace(/^\.+/, '') || 'pdf';
  const suffix = rowNumber === undefined ? '' : `-${rowNumber}`;
  return `${document.documentModule.toUpperCase()}_${fileNameDate(document.updatedDate)}_${(document.documentType ?? '').toUpperCase()}${suffix}.${extension}`;
}

/**
 * The names of a zip's entries, in the documents' order: a name used once stays as it is; names shared by
 * several files number each of them (-1, -2, …) so no entry overwrites another when unpacked.
 */
export function zipEntryNames(documents: readonly NamedDocument[]): string[] {
  const plain = documents.map((document) => downloadFileName(document));
  const counts = new Map<string, number>();
  for (const name of plain) counts.set(name, (counts.get(name) ?? 0) + 1);
  const seen = new Map<string, number>();
  return documents.map((document, index) => {
    const name = plain[index] ?? '';
    if ((counts.get(name) ?? 0) < 2) return name;
    const number = (seen.get(name) ?? 0) + 1;
    seen.set(name, number);
    return downloadFileName(document, number);
  });
}
