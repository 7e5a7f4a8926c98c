import { printFileName } from '../../../domain/documents/file-names';
import { isDocumentModule } from '../../../domain/documents/modules';
import { documentOpenedToRead, documentPrinted } from '../../../domain/history/document-summaries';
import type { Database } from '../../db/database';
import { verifiedFirmId } from '../../db/firm-scope';
import { documentLink } from '../../documents/document-history';
import { findDocument, isEditableTemplateRow } from '../../documents/document-store';
import type { Author } from '../../documents/template-documents';
import { recordEvent } from '../../history/record-event';
import type { FileStore } from '../files/file-store';
import { renderDocumentPdf } from '../pdf/render-document-pdf';
import type { PdfLink } from './pdf-link';
import { loadPdfSource, pdfInputOf } from './pdf-source';
import { savedTemplate, type TemplateRequest } from './saved-template';
import { storeActivity } from './store-activity';

interface PrintDeps {
  db: Database;
  files: FileStore;
}

/**
 * POST /print: the saved document drawn as a PDF and kept as a PRINT row of the activity log (seed 001 §4),
 * answered as a link to that file under the print name (OTP.pdf, WTA.pdf, {propertyRefNo}_S65.pdf).
 */
export async function printDocument(deps: PrintDeps, author: Author, request: TemplateRequest, now: Date): Promise<PdfLink> {
  const template = await savedTemplate(deps.db, author.firmId, request);
  const source = await loadPdfSource(deps.db, author.firmId, request.propertyId);
  const bytes = await renderDocumentPdf(pdfInputOf(source, { module: request.module, metadata: template.metadata }, now));
  const { rows } = await storeActivity(
    deps,
    author,
    {
      propertyId: request.propertyId,
      module: request.module,
      action: 'PRINT',
      files: [{ bytes, source: template }],
      event: { kind: 'document.printed', summary: documentPrinted(request.module), link: documentLink(request.propertyId, request.module) },
    },
    now,
  );
  const printed = rows[0];
  if (!printed) throw new Error('the printed document was not stored');
  return { firmId: author.firmId, documentId: printed.id, fileName: printFileName(request.module, source.parties.propertyRefNo), render: false };
}

/**
 * POST /printRead: the same document to read, drawn when the link is opened. No printed copy is kept in the
 * activity log; the case's history still says the document was opened.
 */
export async function readOnlyLink(deps: PrintDeps, author: Author, request: TemplateRequest, now: Date): Promise<PdfLink> {
  const template = await savedTemplate(deps.db, author.firmId, request);
  const source = await loadPdfSource(deps.db, author.firmId, request.propertyId);
  const event = {
    kind: 'document.printed',
    summary: documentOpenedToRead(request.module),
    propertyId: request.propertyId,
    link: documentLink(request.propertyId, request.module),
  } as const;
  await deps.db.transaction((tx) => recordEvent(tx, author, event, now));
  return { firmId: author.firmId, documentId: template.id, fileName: printFileName(request.module, source.parties.propertyRefNo), render: true };
}

/**
 * The PDF a genuine link names: the printed file as stored, or (read-only links) the saved document drawn
 * now. null when the document or its file is gone.
 */
export async function openLinkedPdf(deps: PrintDeps, link: PdfLink, now: Date): Promise<Uint8Array | null> {
  // The firm comes from a link this server signed for a verified session.
  const firmId = verifiedFirmId(link.firmId);
  const row = await findDocument(deps.db, firmId, link.documentId);
  if (!row || !isDocumentModule(row.documentModule)) return null;
  if (!link.render) return row.filePath ? deps.files.read(row.filePath) : null;
  if (!isEditableTemplateRow(row)) return null;
  const source = await loadPdfSource(deps.db, firmId, row.propertyId);
  return renderDocumentPdf(pdfInputOf(source, { module: row.documentModule, metadata: row.metadata }, now));
}
