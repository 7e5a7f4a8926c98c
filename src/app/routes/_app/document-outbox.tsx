import { createFileRoute } from '@tanstack/react-router';
import { loadOutbox } from '../../screens/outbox/outbox-load';
import { OutboxPage } from '../../screens/outbox/OutboxPage';

/** /document-outbox (ours, issue 6): the e-mail the firm's documents went out in. */
export const Route = createFileRoute('/_app/document-outbox')({
  // The loader is a chunk of its own, fetched beside the page's: its API code stays out of other pages' first load.
  codeSplitGroupings: [['loader'], ['component']],
  loader: ({ context }) => loadOutbox(context),
  component: OutboxPage,
});
