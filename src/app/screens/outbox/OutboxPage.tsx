import { useQuery } from '@tanstack/react-query';
import type { OutboxMessage } from '../../../api/documents';
import { outboxQueryOptions } from '../../../api/queries/outbox';
import { toDisplayTimestamp } from '../../../domain/display-date';
import { messages } from '../../../domain/messages';
import { api } from '../../api';
import { Button, PageTitle, showToast } from '../../ui';
import { saveDocument } from '../common/save-document';
import './outbox.css';

export const OUTBOX_TITLE = 'OUTBOX';

const STATUS_TEXT: Record<OutboxMessage['status'], string> = {
  QUEUED: 'Queued',
  SENT: 'Sent',
  FAILED: 'Failed',
};

/**
 * Every e-mail the firm's documents went out in (issue 6: "a way to read the outbox"): who it went to, the
 * subject and text, and the PDFs attached, newest first.
 */
export function OutboxPage() {
  const query = useQuery(outboxQueryOptions(api));
  const list = query.data;
  return (
    <section className="outbox" aria-labelledby="outbox-title">
      <PageTitle id="outbox-title">{OUTBOX_TITLE}</PageTitle>
      {query.isError && <p role="alert">{messages.outboxLoadFailed}</p>}
      {list && list.length === 0 && <p className="outbox__empty">{messages.outboxEmpty}</p>}
      {list && list.length > 0 && (
        <ol className="outbox__list" aria-label="Sent e-mail">
          {list.map((message) => (
            <OutboxItem key={message.id} message={message} />
          ))}
        </ol>
      )}
    </section>
  );
}

function OutboxItem({ message }: { message: OutboxMessage }) {
  const to = message.recipients.map((r) => (r.name ? `${r.name} <${r.email}>` : r.email)).join(', ');
  const download = (documentId: number, fileName: string) => {
    saveDocument(documentId, fileName).catch(() => showToast(messages.downloadFailed, 'error'));
  };
  return (
    <li className="outbox__item" aria-labelledby={`outbox-subject-${message.id}`}>
      <h2 id={`outbox-subject-${message.id}`} className="outbox__subject">
        {message.subject}
      </h2>
      <dl className="outbox__meta">
        <dt>Sent on</dt>
        <dd>{toDisplayTimestamp(message.sentAt ?? message.createdAt)}</dd>
        <dt>From</dt>
        <dd>{message.senderName}</dd>
        <dt>To</dt>
        <dd>{to}</dd>
        {message.propertyRefNo && (
          <>
            <dt>Property</dt>
            <dd>{message.propertyRefNo}</dd>
          </>
        )}
        <dt>Status</dt>
        <dd className={`outbox__status outbox__status--${message.status.toLowerCase()}`}>
          {STATUS_TEXT[message.status]}
          {message.error && ` — ${message.error}`}
        </dd>
      </dl>
      <p className="outbox__body">{message.body}</p>
      {message.attachments.length > 0 && (
        <ul className="outbox__attachments" aria-label="Attachments">
          {message.attachments.map((attachment) => (
            <li key={attachment.documentId}>
              <Button variant="link" onPress={() => download(attachment.documentId, attachment.fileName)}>
                {attachment.fileName}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
