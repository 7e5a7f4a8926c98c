import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { PropertyListRow } from '../../../api/properties';
import { checklistPropertiesQueryOptions, type ListingPaging } from '../../../api/queries/properties';
import { messages } from '../../../domain/messages';
import { api } from '../../api';
import { Button } from '../../ui';
import { Pagination } from '../../ui/Pagination';
import { ChecklistFrame } from './ChecklistFrame';
import { ChecklistPropertyTable } from './ChecklistPropertyTable';
import { initialListing, isPageSize } from './listing-state';

export interface ChecklistViewProps {
  property: PropertyListRow;
  loginId: string;
  onBack: () => void;
}

/**
 * Replaces the listing table (seed 000 §2, seed 001 §2.9): the checklist page of one property, headed by its
 * control number and transaction type, above the compact listing of every property that has a checklist.
 */
export function ChecklistView({ property, loginId, onBack }: ChecklistViewProps) {
  const headingId = useId();
  const [paging, setPaging] = useState<ListingPaging>(initialListing.paging);
  const page = useQuery(checklistPropertiesQueryOptions(api, loginId, paging));
  const checkListId = property.checkListId ?? '';

  return (
    <section className="checklist-view" aria-labelledby={headingId}>
      <div className="checklist-view__head">
        <h2 id={headingId} className="checklist-view__title">
          {property.propertyRefNo} ({property.transactionTypeName})
        </h2>
        <Button variant="secondary" onPress={onBack}>
          Back to listing
        </Button>
      </div>
      <ChecklistFrame checkListId={checkListId} title={`Checklist for ${property.propertyRefNo}`} />
      {page.isError && (
        <p role="alert" className="listing-error">
          {messages.listingLoadFailed} {page.error.message}
        </p>
      )}
      <ChecklistPropertyTable rows={page.data?.records ?? []} isLoading={page.isPending} />
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
