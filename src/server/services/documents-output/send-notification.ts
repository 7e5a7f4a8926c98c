import type { NotificationCode } from '../../../domain/documents/send-rules';
import { s65SendProblem, s65SignedState } from '../../../domain/documents/signed-copy-rules';
import { notificationSent } from '../../../domain/history/document-summaries';
import { messages } from '../../../domain/messages';
import type { OutboxMessageRow, PropertyDocumentRow } from '../../db/schema';
import { documentLink } from '../../documents/document-history';
import { isEditableTemplateRow } from '../../documents/document-store';
import { s65CopyBy, signedCopiesAmong } from '../../documents/signed-copies';
import type { Author } from '../../documents/template-documents';
import { ConflictError } from '../../http/errors';
import { notificationMail } from '../mail/document-mail-wording';
import type { MailDeps, MailRecipient } from '../mail/outbox';
import { mailAsActivity, mailCaseOf } from './mail-activity';
import { loadPdfSource } from './pdf-source';

export interface NotificationRequest {
  propertyId: number;
  code: NotificationCode;
  recipients: readonly MailRecipient[];
  senderName: string;
}

/**
 * Which signed S.65 copies a notification carries, or why it cannot go (seed 001 §4 "Notification choice"):
 * S65_SELLER_SIGNED while only the seller's lawyer has signed, the completed notifications once both have.
 */
export function notificationCopies(code: NotificationCode, rows: readonly PropertyDocumentRow[]): PropertyDocumentRow[] {
  const copies = signedCopiesAmong(rows);
  const missingSeller = s65SendProblem(copies);
  if (missingSeller) throw new ConflictError(missingSeller);
  const state = s65SignedState(copies);
  if (code === 'S65_SELLER_SIGNED' && state === 'both') throw new ConflictError(messages.s65BothLawyersSigned);
  if (code !== 'S65_SELLER_SIGNED' && state !== 'both') throw new ConflictError(messages.s65BuyerLawyerNotSigned);
  const lawyers = code === 'S65_SELLER_SIGNED' ? (['SELLERLAWYER'] as const) : (['SELLERLAWYER', 'BUYERLAWYER'] as const);
  return lawyers.map((lawyer) => s65CopyBy(rows, lawyer)).filter((row) => row !== undefined);
}

/**
 * POST /send-mail-notification: the S.65 signing notification, worded by its template code, with the signed
 * copies attached. Their bytes are copied into new SENT rows, so removing a copy later never breaks the
 * activity log or the outbox (see mailAsActivity).
 */
export async function sendNotification(deps: MailDeps, author: Author, request: NotificationRequest, now: Date): Promise<OutboxMessageRow> {
  const source = await loadPdfSource(deps.db, author.firmId, request.propertyId);
  const { property, documents } = source.aggregate;
  const files = [];
  for (const copy of notificationCopies(request.code, documents)) {
    const bytes = copy.filePath ? await deps.files.read(copy.filePath) : null;
    if (!bytes) throw new Error(`signed copy ${copy.id} has no file`);
    files.push({ bytes, source: copy });
  }
  const template = documents.find((row) => row.documentModule === 's65' && isEditableTemplateRow(row));
  return mailAsActivity(
    deps,
    author,
    {
      propertyId: property.id,
      module: 's65',
      files,
      recipients: request.recipients,
      senderName: request.senderName,
      text: notificationMail(request.code, mailCaseOf(source, request.senderName), template?.metadata?.s65McstNo ?? property.mcstNo),
      messageTemplateCode: request.code,
      history: { summary: notificationSent(request.code, request.recipients), link: documentLink(property.id, 's65') },
    },
    now,
  );
}
