import { createFileRoute } from '@tanstack/react-router';
import { DraftRequisitionsPage } from '../../screens/draft-requisitions/DraftRequisitionsPage';
import { loadDrafts } from '../../screens/draft-requisitions/drafts-load';

/** Seed 001 §2.8: the DRAFT REQUISITION page with its cart; left navigation mode 7 like the report. */
export const Route = createFileRoute('/_app/draftedRequisition-reports')({
  // The loader is a chunk of its own, fetched beside the page's: its API code stays out of other pages' first load.
  codeSplitGroupings: [['loader'], ['component']],
  loader: ({ context }) => loadDrafts(context),
  component: DraftRequisitionsPage,
});
