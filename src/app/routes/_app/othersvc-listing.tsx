import { createFileRoute } from '@tanstack/react-router';
import { loadFirstOtherServicePage } from '../../screens/other-services/listing/other-service-listing-load';
import { OtherServiceListingPage } from '../../screens/other-services/listing/OtherServiceListingPage';

/** Seed 002 §2.2: OTHER SVC LISTING, the firm's requests to the tax authority; a failed load goes to the property listing. */
export const Route = createFileRoute('/_app/othersvc-listing')({
  // The loader is a chunk of its own, fetched beside the page's: its API code stays out of other pages' first load.
  codeSplitGroupings: [['loader'], ['component']],
  loader: ({ context, preload }) => loadFirstOtherServicePage(context, preload),
  component: OtherServiceListingPage,
});
