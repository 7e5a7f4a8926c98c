import { lazy, Suspense, useCallback, useState } from 'react';
import type { PropertyListRow } from '../../../api/properties';
import { propertyMessages as messages } from '../../../domain/messages/property';
import { sessionStore } from '../../session/storage';
import { Button, PageTitle } from '../../ui';
import { Pagination } from '../../ui/Pagination';
import type { ChecklistSubject } from '../checklist/ChecklistView';
import { AppLinks } from '../shell/AppLinks';
import { useUserDetails } from '../shell/user-details-context';
import { changeListing, initialListing, isPageSize, type ListingChange } from './listing-state';
import { ListingToolbar } from './ListingToolbar';
import { PropertyTable } from './PropertyTable';
import { StatusBanner } from './StatusBanner';
import { usePropertyPage } from './use-property-page';
import './property-listing.css';

// Neither shows until a row's action asks for it: each is fetched the first time it is.
const DeletePropertyFlow = lazy(() => import('./DeletePropertyFlow').then((module) => ({ default: module.DeletePropertyFlow })));
const ChecklistView = lazy(() => import('../checklist/ChecklistView').then((module) => ({ default: module.ChecklistView })));

/** The property listing (seed 000 §2 "Property listing"): search, status banner, paged table, row actions. */
export function PropertyListingPage() {
  const loginId = useUserDetails().userDetails.user_id;
  const [listing, setListing] = useState(initialListing);
  const change = useCallback((next: ListingChange) => setListing((state) => changeListing(state, next)), []);
  const toPage = useCallback((pageNo: number) => change({ type: 'page', pageNo }), [change]);
  const page = usePropertyPage(loginId, listing, toPage);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<PropertyListRow | null>(null);
  const [checklistFor, setChecklistFor] = useState<ChecklistSubject | null>(null);
  const viewer = { isLAActive: sessionStore.isLAActive(), selectedId };

  return (
    <section className="listing-page" aria-labelledby="property-listing-title">
      <PageTitle id="property-listing-title">Property Listing</PageTitle>
      <StatusBanner />
      <AppLinks>
        {checklistFor && (
          <Suspense fallback={null}>
            <ChecklistView subject={checklistFor} loginId={loginId} onBack={() => setChecklistFor(null)} />
          </Suspense>
        )}
        {/* Hidden, not unmounted, behind the checklist view: Back finds the search and page as they were. */}
        <div className="listing-main" hidden={checklistFor !== null}>
          <ListingToolbar onSearch={(search) => change({ type: 'search', search })} />
          {page.isError && (
            <div role="alert" className="listing-error">
              <p>
                {messages.listingLoadFailed} {page.error.message}
              </p>
              <Button variant="secondary" onPress={() => void page.refetch()}>
                Try again
              </Button>
            </div>
          )}
          <div className="listing-table-wrap" aria-busy={page.isFetching}>
            <PropertyTable
              rows={page.data?.records ?? []}
              isLoading={page.isPending}
              sortBy={listing.paging.sortBy ?? 'createdDate'}
              sortOrder={listing.paging.sortOrder}
              onSort={(sortBy, sortOrder) => change({ type: 'sort', sortBy, sortOrder })}
              viewer={viewer}
              onSelect={setSelectedId}
              onDelete={setDeleting}
              onChecklist={setChecklistFor}
            />
          </div>
          <Pagination
            label="Property listing pages"
            pageNo={listing.paging.pageNo}
            pageSize={listing.paging.pageSize}
            recordCount={page.data?.recordCount ?? 0}
            onPageChange={toPage}
            onPageSizeChange={(pageSize) => isPageSize(pageSize) && change({ type: 'pageSize', pageSize })}
          />
        </div>
      </AppLinks>
      {deleting && (
        <Suspense fallback={null}>
          <DeletePropertyFlow
            key={deleting.id}
            target={deleting}
            onClose={() => setDeleting(null)}
            onDeleted={({ id }) => setSelectedId((selected) => (selected === id ? null : selected))}
          />
        </Suspense>
      )}
    </section>
  );
}
