import * as v from 'valibot';
import { definePurposeToken, type PurposeTokenSettings } from '../../auth/purpose-token';

/**
 * The short-lived link /print and /printRead answer with (GET /open-pdf/{token}). The browser opens it in a
 * new window that cannot send the bearer header, so the token itself names the firm, the document and the
 * name to show; `render` marks a read-only copy drawn when opened instead of a stored printed file.
 */
export const PDF_LINK_SECONDS = 300;

const pdfLinkToken = definePurposeToken('document-pdf', PDF_LINK_SECONDS, {
  fid: v.pipe(v.number(), v.integer()),
  doc: v.pipe(v.number(), v.integer()),
  name: v.pipe(v.string(), v.maxLength(200)),
  render: v.boolean(),
});

export interface PdfLink {
  firmId: number;
  documentId: number;
  fileName: string;
  render: boolean;
}

export async function pdfLinkUrl(settings: PurposeTokenSettings, userId: string, link: PdfLink): Promise<string> {
  const token = await pdfLinkToken.issue(settings, userId, { fid: link.firmId, doc: link.documentId, name: link.fileName, render: link.render });
  return `/api/open-pdf/${token}`;
}

/** The link's claims when it is genuine and unexpired, else null. */
export async function readPdfLink(settings: PurposeTokenSettings, token: string): Promise<PdfLink | null> {
  const claims = await pdfLinkToken.read(settings, token);
  return claims ? { firmId: claims.fid, documentId: claims.doc, fileName: claims.name, render: claims.render } : null;
}
