import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { propertyListQueryOptions } from '../../../api/queries/properties';
import { api } from '../../api';
import { pageCount } from '../../ui/page-window';
import type { ListingState } from './listing-state';

/**
 * The listing page the state asks for. When deleting the last row of the last page leaves the page past the
 * end, `onPastEnd` gets the page that now is the last one.
 */
export function usePropertyPage(loginId: string, listing: ListingState, onPastEnd: (lastPage: number) => void) {
  const query = useQuery(propertyListQueryOptions(api, { loginId, ...listing }));
  const answered = query.isPlaceholderData ? undefined : query.data;
  const { pageNo } = listing.paging;

  useEffect(() => {
    if (!answered || answered.records.length > 0 || answered.recordCount === 0) return;
    const last = pageCount(answered.recordCount, answered.pageSize);
    if (pageNo > last) onPastEnd(last);
  }, [answered, pageNo, onPastEnd]);

  return query;
}
