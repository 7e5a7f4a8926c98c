import * as v from 'valibot';
import { definePurposeToken, type PurposeTokenSettings } from '../../auth/purpose-token';
import { PDF_LINK_SECONDS } from '../../services/documents-output/pdf-link';

/**
 * The short-lived link printing agency replies answers with, opened by GET /open-pdf/{token} like a printed
 * document's. It names the firm and the agency requests whose reply PDFs make up the file, in print order;
 * the replies are stored files that never change, so the PDF is put together when the link is opened.
 */
export const MAX_REPLIES_PER_PRINT = 100;

const replyLinkToken = definePurposeToken('reply-pdf', PDF_LINK_SECONDS, {
  fid: v.pipe(v.number(), v.integer()),
  ids: v.pipe(v.array(v.pipe(v.number(), v.integer())), v.minLength(1), v.maxLength(MAX_REPLIES_PER_PRINT)),
  name: v.pipe(v.string(), v.maxLength(200)),
});

export interface ReplyLink {
  firmId: number;
  /** requisition_agency_requests ids, in the order the replies are printed. */
  requestIds: number[];
  fileName: string;
}

export async function replyLinkUrl(settings: PurposeTokenSettings, userId: string, link: ReplyLink): Promise<string> {
  const token = await replyLinkToken.issue(settings, userId, { fid: link.firmId, ids: link.requestIds, name: link.fileName });
  return `/api/open-pdf/${token}`;
}

/** The link's claims when it is genuine and unexpired, else null. */
export async function readReplyLink(settings: PurposeTokenSettings, token: string): Promise<ReplyLink | null> {
  const claims = await replyLinkToken.read(settings, token);
  return claims ? { firmId: claims.fid, requestIds: claims.ids, fileName: claims.name } : null;
}
