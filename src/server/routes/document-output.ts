import type { Context } from 'hono';
import { Hono } from 'hono';
import { messages } from '../../domain/messages';
import type { AppDeps } from '../app-deps';
import { requireBearer } from '../auth/bearer';
import { openStampDutyLink } from '../case/case-stamp-duty-print';
import type { AppEnv } from '../http/app-env';
import { contentDisposition } from '../http/content-disposition';
import { readJson } from '../http/read-input';
import { VIEWER_PDF_HEADERS } from '../http/security-headers';
import { openOtherServicePdf, readOtherServiceLink } from '../other-services/print';
import { openReplyPdf, printReplies } from '../requisitions/replies/print-replies';
import { readReplyLink, replyLinkUrl } from '../requisitions/replies/reply-pdf-link';
import { pdfLinkUrl, readPdfLink, type PdfLink } from '../services/documents-output/pdf-link';
import { openLinkedPdf, printDocument, readOnlyLink } from '../services/documents-output/print-document';
import { sendDocument } from '../services/documents-output/send-document';
import { sendNotification } from '../services/documents-output/send-notification';
import { listOutbox } from '../services/mail/outbox-json';
import { settleDueSignings, startDssSigning } from '../services/signing/start-signing';
import { authorOf } from './document-author';
import {
  DocumentPrintBody,
  DssSignBody,
  readPrintBody,
  SendMailNotificationBody,
  SendMessageBody,
  templateRequestOf,
} from './document-output-bodies';

/**
 * What the documents produce (seed 001 §7 "Documents"): printed PDFs behind short-lived links, e-mail to
 * stakeholders through the outbox, the S.65 signing notifications and DSS signing. /print also prints agency
 * replies of legal requisitions (seed 001 §7 "Legal requisitions") behind the same kind of link. Saving,
 * uploading and removing documents are in documents.ts.
 */
export function documentOutputRoutes(deps: AppDeps): Hono<AppEnv> {
  const bearer = requireBearer(deps);
  const now = () => new Date(deps.clock.nowMs());
  const tokenSettings = { secret: deps.keys.jwtSecret, clock: deps.clock };
  const answerLink = async (c: Context<AppEnv>, link: PdfLink) => c.json({ pdfURL: await pdfLinkUrl(tokenSettings, c.get('session').userId, link) });
  const senderOf = (c: Context<AppEnv>, senderName: string) => senderName || c.get('session').userId;
  // A printed document's link or printed agency replies' link; each token kind is signed for its own purpose.
  const openDocumentLink = async (token: string) => {
    const link = await readPdfLink(tokenSettings, token);
    const bytes = link ? await openLinkedPdf(deps, link, now()) : null;
    return link && bytes ? { bytes, fileName: link.fileName } : null;
  };
  const openReplyLink = async (token: string) => {
    const link = await readReplyLink(tokenSettings, token);
    const bytes = link ? await openReplyPdf(deps, link) : null;
    return link && bytes ? { bytes, fileName: link.fileName } : null;
  };

  const openOtherServiceLink = async (token: string) => {
    const link = await readOtherServiceLink(tokenSettings, token);
    const bytes = link ? await openOtherServicePdf(deps, link) : null;
    return link && bytes ? { bytes, fileName: link.fileName } : null;
  };

  return (
    new Hono<AppEnv>()
      .post('/print', bearer, async (c) => {
        const print = await readPrintBody(c);
        if (print.kind === 'document') return answerLink(c, await printDocument(deps, authorOf(c), templateRequestOf(print.body), now()));
        const link = await printReplies(
          deps,
          authorOf(c),
          print.body.lrPrint.map((item) => item.rpControlNo),
          now(),
        );
        return c.json({ pdfURL: await replyLinkUrl(tokenSettings, c.get('session').userId, link) });
      })
      .post('/printRead', bearer, async (c) =>
        answerLink(c, await readOnlyLink(deps, authorOf(c), templateRequestOf(await readJson(c, DocumentPrintBody)), now())),
      )
      // Public: the browser opens the link in a new window that cannot send the bearer header; the token is the credential.
      .get('/open-pdf/:token', async (c) => {
        const token = c.req.param('token').slice(0, 2000);
        const opened =
          (await openDocumentLink(token)) ??
          (await openReplyLink(token)) ??
          (await openOtherServiceLink(token)) ??
          (await openStampDutyLink(deps.db, tokenSettings, token, now()));
        if (!opened) return c.json({ errormsg: messages.documentPdfLinkExpired }, 404);
        return c.body(opened.bytes.slice().buffer, 200, {
          'Content-Type': 'application/pdf',
          'Content-Disposition': contentDisposition('inline', opened.fileName),
          ...VIEWER_PDF_HEADERS,
        });
      })
      .get('/outbox', bearer, async (c) => c.json(await listOutbox(deps.db, c.get('session').firmId)))
      .post('/send-message-to-user', bearer, async (c) => {
        const body = await readJson(c, SendMessageBody);
        const message = await sendDocument(
          deps,
          authorOf(c),
          { ...templateRequestOf(body), recipients: body.recipents, senderName: senderOf(c, body.senderName) },
          now(),
        );
        // Seed 001 §7: true, or false for 'Sending Failed'.
        return c.json(message.status !== 'FAILED');
      })
      .post('/send-mail-notification', bearer, async (c) => {
        const body = await readJson(c, SendMailNotificationBody);
        // A DSS signature that is due counts as a signed copy for the notification.
        await settleDueSignings(deps, c.get('session').firmId, body.propertyId);
        const message = await sendNotification(
          deps,
          authorOf(c),
          { propertyId: body.propertyId, code: body.messageTemplateCode, recipients: body.recipents, senderName: senderOf(c, body.senderName) },
          now(),
        );
        return c.json(message.status !== 'FAILED');
      })
      .post('/dss/sign-with-dss', bearer, async (c) => {
        const body = await readJson(c, DssSignBody);
        const receipts = await startDssSigning(
          deps,
          authorOf(c),
          {
            propertyId: body.propertyId,
            documentIds: body.documents.map((document) => document.propertyDocumentId),
            arranger: body.arranger || body.loggedInUser || c.get('session').userId,
            parties: body.signingParty,
          },
          now(),
        );
        return c.json(receipts);
      })
  );
}
