import { createFileRoute } from '@tanstack/react-router';
import { AuditLogPage } from '../../screens/history/AuditLogPage';
import { loadAuditLog } from '../../screens/history/history-load';

/** Issue 20: the firm's audit log, a top-menu entry of its own. */
export const Route = createFileRoute('/_app/audit-log')({
  // The loader is a chunk of its own, fetched beside the page's: its API code stays out of other pages' first load.
  codeSplitGroupings: [['loader'], ['component']],
  loader: ({ context }) => loadAuditLog(context),
  component: AuditLogPage,
});
