import { inArray } from 'drizzle-orm';
import { strToU8, zipSync } from 'fflate';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { UploadDocModule } from '../../../domain/documents/centre/limits';
import type { FileStore } from '../../services/files/file-store';
import type { Database } from '../database';
import { properties, propertyDocuments } from '../schema';

/** One of the demo firm's own uploads: a real file, so the listing's download, zip and send work on it. */
interface DemoUpload {
  propertyRefNo: string;
  module: UploadDocModule;
  fileName: string;
  uploadedAt: string;
  /** Lines of text on the file's first page (or in the document). */
  lines: readonly string[];
  pages?: number;
}

/** Tan & Lim's uploads on three of lawyer1's cases: two PDFs and a Word document. */
const DEMO_UPLOADS: readonly DemoUpload[] = [
  {
    propertyRefNo: 'PCN-2026-000101',
    module: 'other',
    fileName: 'Valuation report - The Sail 32-07.pdf',
    uploadedAt: '2026-11-03T02:10:00Z',
    lines: [
      'Knight Frank Pte Ltd',
      'Valuation report KF/VAL/26/3301',
      '2 Marina Boulevard #32-07, The Sail @ Marina Bay',
      'Open market value: S$2,880,000',
    ],
    pages: 2,
  },
  {
    propertyRefNo: 'PCN-2026-000102',
    module: 'other',
    fileName: 'HDB resale checklist.docx',
    uploadedAt: '2026-11-04T06:45:00Z',
    lines: ['HDB resale checklist', 'Blk 123 Ang Mo Kio Avenue 6 #08-245', 'Resale application submitted: pending', 'Valuation request: pending'],
  },
  {
    propertyRefNo: 'PCN-2026-000106',
    module: 'wta',
    fileName: 'Warrant to act - client copy.pdf',
    uploadedAt: '2026-11-05T01:20:00Z',
    lines: ['Warrant to act (client copy)', '1G Cantonment Road #40-12, Pinnacle @ Duxton', 'Signed by the purchaser on 5 November 2026'],
  },
];

/** A small PDF with the lines on each page; no dates or ids are written into it, so every seeding makes the same bytes. */
async function demoPdf(upload: DemoUpload): Promise<Uint8Array> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let page = 1; page <= (upload.pages ?? 1); page += 1) {
    const sheet = pdf.addPage([595, 842]);
    upload.lines.forEach((line, index) => sheet.drawText(line, { x: 56, y: 770 - index * 20, size: index === 0 ? 14 : 11, font }));
    sheet.drawText(`Page ${page} of ${upload.pages ?? 1}`, { x: 56, y: 56, size: 9, font });
  }
  return pdf.save();
}

const xml = (body: string) => strToU8(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>${body}`);

/** The smallest Word document Word opens: content types, the package relationship and the body. */
function demoDocx(upload: DemoUpload): Uint8Array {
  const paragraphs = upload.lines.map((line) => `<w:p><w:r><w:t>${line}</w:t></w:r></w:p>`).join('');
  const mtime = new Date(upload.uploadedAt);
  return zipSync(
    {
      '[Content_Types].xml': xml(
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ),
      '_rels/.rels': xml(
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
      ),
      'word/document.xml': xml(
        `<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${paragraphs}</w:body></w:document>`,
      ),
    },
    { mtime },
  );
}

const extensionOf = (fileName: string) => fileName.slice(fileName.lastIndexOf('.') + 1);

/**
 * The demo firm's own uploads (COMMON, as the document listing stores them), so the listing is not empty on a
 * first start. The files are written with the seed's writer, which removes them again should the seed's
 * transaction fail. Runs inside the demo seed's transaction.
 */
export async function seedDemoUploads(tx: Database, write: FileStore['write'], userIdOf: (userId: string) => number): Promise<void> {
  const refNos = DEMO_UPLOADS.map((upload) => upload.propertyRefNo);
  const cases = await tx.select().from(properties).where(inArray(properties.propertyRefNo, refNos));
  const rows = [];
  for (const upload of DEMO_UPLOADS) {
    const property = cases.find((row) => row.propertyRefNo === upload.propertyRefNo);
    if (!property) throw new Error(`Demo upload names unknown ${upload.propertyRefNo}`);
    const extension = extensionOf(upload.fileName);
    const bytes = extension === 'pdf' ? await demoPdf(upload) : demoDocx(upload);
    const at = new Date(upload.uploadedAt);
    rows.push({
      firmId: property.firmId,
      propertyId: property.id,
      documentType: 'UPLOAD' as const,
      documentModule: upload.module,
      uploadType: 'COMMON' as const,
      actionType: 'UPLOAD' as const,
      fileName: upload.fileName,
      fileExtension: extension,
      filePath: await write('uploads', `${property.propertyRefNo}-${upload.module}`, extension, bytes),
      fileSize: bytes.byteLength,
      createdBy: userIdOf('lawyer1'),
      createdAt: at,
      updatedAt: at,
    });
  }
  await tx.insert(propertyDocuments).values(rows);
}
