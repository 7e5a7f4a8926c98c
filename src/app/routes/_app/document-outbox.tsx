import { createFileRoute } from '@tanstack/react-router';
import { OutboxPage } from '../../screens/outbox/OutboxPage';

/** /document-outbox (ours, issue 6): the e-mail the firm's documents went out in. */
export const Route = createFileRoute('/_app/document-outbox')({
  component: OutboxPage,
});
