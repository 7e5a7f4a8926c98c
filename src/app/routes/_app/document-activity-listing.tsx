import { createFileRoute } from '@tanstack/react-router';
import { ActivityLogPage } from '../../screens/document-centre/activity/ActivityLogPage';
import { loadFirstDocumentPage } from '../../screens/document-centre/common/document-listing-load';

/** Seed 002 §2.7: ACTIVITY LOG DETAILS, every print and send; left navigation mode 4. */
export const Route = createFileRoute('/_app/document-activity-listing')({
  // The loader is a chunk of its own, fetched beside the page's: its API code stays out of other pages' first load.
  codeSplitGroupings: [['loader'], ['component']],
  loader: ({ context }) => loadFirstDocumentPage(context, true),
  component: ActivityLogPage,
});
