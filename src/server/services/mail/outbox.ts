import { eq, inArray } from 'drizzle-orm';
import { uploadFileName } from '../../../domain/documents/file-names';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { inFirm, type FirmId } from '../../db/firm-scope';
import { outboxMessages, propertyDocuments, type OutboxMessageRow } from '../../db/schema';
import type { Logger } from '../../logger';
import type { FileStore } from '../files/file-store';
import type { MailTransport, OutgoingMail } from './mail-transport';

export interface MailRecipient {
  name: string;
  email: string;
}

/** One e-mail to write to the outbox: attachments are property documents of the same firm. */
export interface MailMessage {
  firmId: FirmId;
  propertyId: number | null;
  senderName: string;
  recipients: readonly MailRecipient[];
  subject: string;
  body: string;
  messageTemplateCode?: string | null;
  attachmentDocumentIds: readonly number[];
  createdBy: number;
}

export interface MailDeps {
  db: Database;
  files: FileStore;
  clock: Clock;
  logger: Logger;
  config: Pick<Config, 'mailFrom'>;
  /** Absent: no SMTP is configured and the outbox is the delivery. */
  mail?: MailTransport | undefined;
}

// Long enough for an SMTP server's reply; short enough that one failure cannot bloat the table.
const ERROR_MAX = 500;

/**
 * Writes the message to the outbox in the caller's transaction (with the rows it attaches). Without a
 * transport it is SENT at once: the outbox is where the mail is read. With one it is QUEUED until delivered.
 */
export async function queueMail(tx: Database, message: MailMessage, delivery: { now: Date; transport: boolean }): Promise<OutboxMessageRow> {
  const [row] = await tx
    .insert(outboxMessages)
    .values({
      firmId: message.firmId,
      propertyId: message.propertyId,
      senderName: message.senderName,
      recipients: message.recipients.map(({ name, email }) => ({ name, email })),
      subject: message.subject,
      body: message.body,
      messageTemplateCode: message.messageTemplateCode ?? null,
      attachmentDocumentIds: [...message.attachmentDocumentIds],
      status: delivery.transport ? 'QUEUED' : 'SENT',
      sentAt: delivery.transport ? null : delivery.now,
      createdBy: message.createdBy,
      createdAt: delivery.now,
    })
    .returning();
  if (!row) throw new Error('outbox insert returned no row');
  return row;
}

/**
 * Hands a QUEUED message to the transport, attachments read from the file store, and records the outcome:
 * SENT, or FAILED with the transport's error. Never throws for a delivery failure: the caller answers false.
 */
export async function deliverMail(deps: MailDeps, row: OutboxMessageRow): Promise<OutboxMessageRow> {
  if (row.status !== 'QUEUED' || !deps.mail) return row;
  let outcome: Pick<OutboxMessageRow, 'status' | 'error' | 'sentAt'>;
  try {
    await deps.mail.send(await outgoingMail(deps, row));
    outcome = { status: 'SENT', error: null, sentAt: new Date(deps.clock.nowMs()) };
  } catch (error) {
    deps.logger.error(`outbox message ${row.id} was not delivered`, error);
    outcome = { status: 'FAILED', error: errorText(error), sentAt: null };
  }
  const [updated] = await deps.db.update(outboxMessages).set(outcome).where(eq(outboxMessages.id, row.id)).returning();
  return updated ?? { ...row, ...outcome };
}

/** Writes the message (in its own transaction) and delivers it: the outbox's one-call form. */
export async function sendMail(deps: MailDeps, message: MailMessage): Promise<OutboxMessageRow> {
  const now = new Date(deps.clock.nowMs());
  const row = await queueMail(deps.db, message, { now, transport: Boolean(deps.mail) });
  return deliverMail(deps, row);
}

async function outgoingMail(deps: MailDeps, row: OutboxMessageRow): Promise<OutgoingMail> {
  // The row was written for a verified session's firm; its attachments are read within that firm only.
  const firmId = row.firmId as FirmId;
  const ids = row.attachmentDocumentIds;
  const documents =
    ids.length === 0
      ? []
      : await deps.db
          .select()
          .from(propertyDocuments)
          .where(inFirm(propertyDocuments, firmId, inArray(propertyDocuments.id, ids)));
  const attachments = [];
  for (const id of ids) {
    const document = documents.find((candidate) => candidate.id === id);
    const content = document?.filePath ? await deps.files.read(document.filePath) : null;
    // A message must not go out without the document it promises.
    if (!document || !content) throw new Error(`attachment ${id} is not available`);
    attachments.push({ filename: document.fileName ?? uploadFileName(document.uploadType ?? 'document', document.fileExtension), content });
  }
  return { from: deps.config.mailFrom, to: row.recipients, subject: row.subject, text: row.body, attachments };
}

function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, ERROR_MAX) || 'delivery failed';
}
