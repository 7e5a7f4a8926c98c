import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useState } from 'react';
import type { ClientListRow } from '../../../../api/contacts';
import { messages } from '../../../../domain/messages';
import { PageTitle, showToast } from '../../../ui';
import { Pagination } from '../../../ui/Pagination';
import { AppLinks } from '../../shell/AppLinks';
import { useUserDetails } from '../../shell/user-details-context';
import { changeContactListing, initialContactListing, isClientPageSize, type ContactListingChange } from './contact-listing-state';
import { ContactSearch } from './ContactSearch';
import { ContactTable } from './ContactTable';
import { DeleteContactFlow } from './DeleteContactFlow';
import { useContactPage } from './use-contact-page';
import '../../property-listing/property-listing.css';
import './contact-listing.css';

/** Seed 000 §8: a contact list that cannot be fetched sends the user to the property listing. */
const LOAD_FAILED_PATH: string = '/property-listing';

/** The contact listing (seed 000 §2 "Contact listing"): server search, paged table, view and delete. */
export function ContactListingPage() {
  const loginId = useUserDetails().userDetails.user_id;
  const navigate = useNavigate();
  const [listing, setListing] = useState(initialContactListing);
  const change = useCallback((next: ContactListingChange) => setListing((state) => changeContactListing(state, next)), []);
  const toPage = useCallback((pageNo: number) => change({ type: 'page', pageNo }), [change]);
  const page = useContactPage(loginId, listing, toPage);
  const [deleting, setDeleting] = useState<ClientListRow | null>(null);
  const failure = page.isError ? page.error.message : null;

  useEffect(() => {
    if (failure === null) return;
    showToast(`${messages.contactsLoadFailed} ${failure}`, 'error');
    void navigate({ to: LOAD_FAILED_PATH, replace: true });
  }, [failure, navigate]);

  return (
    <section className="listing-page contact-listing" aria-labelledby="contact-listing-title">
      <PageTitle id="contact-listing-title">Contact Listing</PageTitle>
      <AppLinks>
        <div className="listing-main">
          <div className="listing-toolbar">
            <ContactSearch onSearch={(searchText) => change({ type: 'search', searchText })} />
          </div>
          <div className="listing-table-wrap" aria-busy={page.isFetching}>
            <ContactTable
              rows={page.data?.records ?? []}
              isLoading={page.isPending}
              sortBy={listing.paging.sortBy}
              sortOrder={listing.paging.sortOrder}
              onSort={(sortBy, sortOrder) => change({ type: 'sort', sortBy, sortOrder })}
              onDelete={setDeleting}
            />
          </div>
          <Pagination
            label="Contact listing pages"
            pageNo={listing.paging.pageNo}
            pageSize={listing.paging.pageSize}
            recordCount={page.data?.recordCount ?? 0}
            onPageChange={toPage}
            onPageSizeChange={(pageSize) => isClientPageSize(pageSize) && change({ type: 'pageSize', pageSize })}
          />
        </div>
      </AppLinks>
      {deleting && <DeleteContactFlow key={deleting.clientInfoId} target={deleting} onClose={() => setDeleting(null)} />}
    </section>
  );
}
