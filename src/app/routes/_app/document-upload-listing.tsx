import { createFileRoute } from '@tanstack/react-router';
import { loadFirstDocumentPage } from '../../screens/document-centre/common/document-listing-load';
import { DocumentListingPage } from '../../screens/document-centre/listing/DocumentListingPage';

/** Seed 002 §2.6: DOCUMENT LISTING, every document of the firm's cases; left navigation mode 4. */
export const Route = createFileRoute('/_app/document-upload-listing')({
  // The loader is a chunk of its own, fetched beside the page's: its API code stays out of other pages' first load.
  codeSplitGroupings: [['loader'], ['component']],
  loader: ({ context }) => loadFirstDocumentPage(context, false),
  component: DocumentListingPage,
});
