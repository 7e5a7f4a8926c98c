import { documentSent } from '../../../domain/history/document-summaries';
import type { OutboxMessageRow } from '../../db/schema';
import { documentLink } from '../../documents/document-history';
import type { Author } from '../../documents/template-documents';
import { documentMail } from '../mail/document-mail-wording';
import type { MailDeps, MailRecipient } from '../mail/outbox';
import { renderDocumentPdf } from '../pdf/render-document-pdf';
import { mailAsActivity, mailCaseOf } from './mail-activity';
import { loadPdfSource, pdfInputOf } from './pdf-source';
import { savedTemplate, type TemplateRequest } from './saved-template';

export interface SendRequest extends TemplateRequest {
  recipients: readonly MailRecipient[];
  senderName: string;
}

/**
 * POST /send-message-to-user: the saved document drawn as a PDF, kept as a SENT row naming the recipients and
 * e-mailed with that PDF attached (see mailAsActivity).
 */
export async function sendDocument(deps: MailDeps, author: Author, request: SendRequest, now: Date): Promise<OutboxMessageRow> {
  const template = await savedTemplate(deps.db, author.firmId, request);
  const source = await loadPdfSource(deps.db, author.firmId, request.propertyId);
  const bytes = await renderDocumentPdf(pdfInputOf(source, { module: request.module, metadata: template.metadata }, now));
  return mailAsActivity(
    deps,
    author,
    {
      propertyId: request.propertyId,
      module: request.module,
      files: [{ bytes, source: template }],
      recipients: request.recipients,
      senderName: request.senderName,
      text: documentMail(request.module, mailCaseOf(source, request.senderName)),
      history: { summary: documentSent(request.module, request.recipients), link: documentLink(request.propertyId, request.module) },
    },
    now,
  );
}
