import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { PropertyListRow } from '../../../api/properties';
import { checklistPropertiesQueryOptions, type ListingPaging } from '../../../api/queries/properties';
import { messages } from '../../../domain/messages';
import { api } from '../../api';
import { PageTitle, Pagination } from '../../ui';
import { TextSearchForm } from '../common/TextSearchForm';
import { initialListing, isPageSize } from '../property-listing/listing-state';
import { useUserDetails } from '../shell/user-details-context';
import { CHECKLIST_TITLE, propertyChecklistPath } from './checklist-paths';
import { ChecklistPropertyTable } from './ChecklistPropertyTable';
import '../property-listing/property-listing.css';
import './checklist.css';

const TITLE_ID = 'check-listing-title';

// The listing opens a case's checklist editable: the user came to work on it.
const checklistOf = (row: PropertyListRow) => propertyChecklistPath(row.id, true);

/**
 * /check-listing (seed 002 §2.1, seed 000 §2): the firm's cases that have a checklist, in the compact checklist
 * columns, searched (control no., reference no. or address) and paged on the server; View opens the case's checklist.
 */
export function CheckListingPage() {
  const loginId = useUserDetails().userDetails.user_id;
  const [paging, setPaging] = useState<ListingPaging>(initialListing.paging);
  const [searchText, setSearchText] = useState('');
  const page = useQuery(checklistPropertiesQueryOptions(api, loginId, paging, searchText));

  return (
    <section className="checklist-page" aria-labelledby={TITLE_ID}>
      <PageTitle id={TITLE_ID} description="The cases of the firm that have a checklist. View opens a case's checklist and its templates.">
        {CHECKLIST_TITLE}
      </PageTitle>
      {page.isError && (
        <p role="alert" className="checklist-view__error">
          {messages.listingLoadFailed} {page.error.message}
        </p>
      )}
      <div className="listing-toolbar">
        <TextSearchForm
          label="Checklist property search"
          placeholder={messages.checklistSearchPlaceholder}
          className="checklist-search"
          onSearch={(text) => {
            // A new search starts again at page 1.
            setSearchText(text);
            setPaging({ ...paging, pageNo: 1 });
          }}
        />
      </div>
      <ChecklistPropertyTable rows={page.data?.records ?? []} isLoading={page.isPending} viewPath={checklistOf} />
      <Pagination
        label="Checklist property pages"
        pageNo={paging.pageNo}
        pageSize={paging.pageSize}
        recordCount={page.data?.recordCount ?? 0}
        onPageChange={(pageNo) => setPaging({ ...paging, pageNo })}
        onPageSizeChange={(pageSize) => isPageSize(pageSize) && setPaging({ ...paging, pageSize, pageNo: 1 })}
      />
    </section>
  );
}
