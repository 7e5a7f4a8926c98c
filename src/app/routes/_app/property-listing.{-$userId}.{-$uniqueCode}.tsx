import { createFileRoute } from '@tanstack/react-router';
import { loadFirstListingPage } from '../../screens/property-listing/listing-load';
import { PropertyListingPage } from '../../screens/property-listing/PropertyListingPage';

// The direct-entry token exchange (userId + uniqueCode) runs in the _app guard, before the login check.
export const Route = createFileRoute('/_app/property-listing/{-$userId}/{-$uniqueCode}')({
  // The loader is a chunk of its own, fetched beside the page's: its API code stays out of other pages' first load.
  codeSplitGroupings: [['loader'], ['component']],
  loader: ({ context }) => loadFirstListingPage(context),
  component: PropertyListingPage,
});
