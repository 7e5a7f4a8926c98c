import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { checklistPropertiesQueryOptions, type ListingPaging } from '../../../api/queries/properties';
import { messages } from '../../../domain/messages';
import { api } from '../../api';
import { Button } from '../../ui';
import { Pagination } from '../../ui/Pagination';
import { initialListing, isPageSize } from '../property-listing/listing-state';
import { ChecklistFrame } from './ChecklistFrame';
import { ChecklistPropertyTable } from './ChecklistPropertyTable';
import './checklist.css';

/** The case whose checklist is shown: a property listing row or the case of a billing row. */
export interface ChecklistSubject {
  propertyRefNo: string;
  transactionTypeName: string;
  checkListId: string;
}

export interface ChecklistViewProps {
  subject: ChecklistSubject;
  loginId: string;
  onBack: () => void;
}

/**
 * Replaces the property listing's or the billing report's table (seed 000 §2, seed 001 §2.9): the checklist page
 * of one case, headed by its control number and transaction type, above the compact listing of every property
 * that has a checklist.
 */
export function ChecklistView({ subject, loginId, onBack }: ChecklistViewProps) {
  const headingId = useId();
  const [paging, setPaging] = useState<ListingPaging>(initialListing.paging);
  const page = useQuery(checklistPropertiesQueryOptions(api, loginId, paging));

  return (
    <section className="checklist-view" aria-labelledby={headingId}>
      <div className="checklist-view__head">
        <h2 id={headingId} className="checklist-view__title">
          {subject.propertyRefNo} ({subject.transactionTypeName})
        </h2>
        <Button variant="secondary" onPress={onBack}>
          Back to listing
        </Button>
      </div>
      <ChecklistFrame checkListId={subject.checkListId} title={`Checklist for ${subject.propertyRefNo}`} />
      {page.isError && (
        <p role="alert" className="checklist-view__error">
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
