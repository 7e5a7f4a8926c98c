import { createFileRoute } from '@tanstack/react-router';
import { loadFirstContactPage } from '../../screens/contacts/listing/contact-listing-load';
import { ContactListingPage } from '../../screens/contacts/listing/ContactListingPage';

/** /client-listing (seed 000 §2): the firm's contacts, searched and paged on the server. */
export const Route = createFileRoute('/_app/client-listing')({
  // The loader is a chunk of its own, fetched beside the page's: its API code stays out of other pages' first load.
  codeSplitGroupings: [['loader'], ['component']],
  loader: ({ context }) => loadFirstContactPage(context),
  component: ContactListingPage,
});
