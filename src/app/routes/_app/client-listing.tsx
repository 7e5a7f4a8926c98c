import { createFileRoute } from '@tanstack/react-router';
import { ContactListingPage } from '../../screens/contacts/listing/ContactListingPage';

/** /client-listing (seed 000 §2): the firm's contacts, searched and paged on the server. */
export const Route = createFileRoute('/_app/client-listing')({
  component: ContactListingPage,
});
