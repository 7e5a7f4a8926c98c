import type { DocumentModule } from '../../../domain/documents/modules';
import type { OutboxMessageRow } from '../../db/schema';
import type { Author } from '../../documents/template-documents';
import type { MailCase, MailText } from '../mail/document-mail-wording';
import { deliverMail, queueMail, type MailDeps, type MailRecipient } from '../mail/outbox';
import { joinRecipients } from '../mail/recipients';
import type { PdfSource } from './pdf-source';
import { storeActivity, type ActivityFile } from './store-activity';

/** An e-mail from a property's documents: the PDFs it attaches and the wording it goes with. */
export interface DocumentMail {
  propertyId: number;
  /** The template module that names files without a name of their own (see storeActivity). */
  module?: DocumentModule;
  files: readonly ActivityFile[];
  recipients: readonly MailRecipient[];
  senderName: string;
  text: MailText;
  /** The seed's template code of a notification; none for a document sent as such. */
  messageTemplateCode?: string;
  /** What the case's history says of it (document.sent): who it went to, and the page that shows it. */
  history: { summary: string; link: string };
}

/** What the wording of a property's e-mail names: the case, the firm that sends it and who signs it. */
export function mailCaseOf(source: PdfSource, senderName: string): MailCase {
  const { property } = source.aggregate;
  return {
    propertyRefNo: property.propertyRefNo,
    lawfirmRefNo: property.lawfirmRefNo,
    propAddress: property.propAddress,
    firmName: source.firm.name,
    senderName,
  };
}

/**
 * Keeps the attached files as SENT rows naming the recipients (message_details) and writes the outbox message
 * attaching them, in one transaction; delivery comes after it. The answered message row tells whether
 * delivery failed.
 */
export async function mailAsActivity(deps: MailDeps, author: Author, mail: DocumentMail, now: Date): Promise<OutboxMessageRow> {
  const { extra: queued } = await storeActivity(
    deps,
    author,
    {
      propertyId: mail.propertyId,
      ...(mail.module ? { module: mail.module } : {}),
      action: 'SENT',
      files: mail.files,
      messageDetails: { sendername: mail.senderName, recipents: joinRecipients(mail.recipients) },
      event: { kind: 'document.sent', ...mail.history },
      within: (tx, rows) =>
        queueMail(
          tx,
          {
            firmId: author.firmId,
            propertyId: mail.propertyId,
            senderName: mail.senderName,
            recipients: mail.recipients,
            ...mail.text,
            messageTemplateCode: mail.messageTemplateCode ?? null,
            attachmentDocumentIds: rows.map((row) => row.id),
            createdBy: author.userPk,
          },
          { now, transport: Boolean(deps.mail) },
        ),
    },
    now,
  );
  if (!queued) throw new Error('the outbox message was not written');
  return deliverMail(deps, queued);
}
