import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { documentListQueryOptions } from '../../../../api/queries/document-centre';
import { api } from '../../../api';
import { pageCount } from '../../../ui/page-window';
import { documentListRequest, type DocumentListingState } from './document-listing-state';

/**
 * The page of the document listing (or, with `isActivityLog`, the activity log) the state asks for. When a delete
 * leaves the page past the end, `onPastEnd` gets the page that now is the last one.
 */
export function useDocumentPage(loginId: string, isActivityLog: boolean, listing: DocumentListingState, onPastEnd: (lastPage: number) => void) {
  const query = useQuery(documentListQueryOptions(api, documentListRequest(loginId, isActivityLog, listing)));
  const answered = query.isPlaceholderData ? undefined : query.data;
  const { pageNo } = listing;

  useEffect(() => {
    if (!answered || answered.records.length > 0 || answered.recordCount === 0) return;
    const last = pageCount(answered.recordCount, answered.pageSize);
    if (pageNo > last) onPastEnd(last);
  }, [answered, pageNo, onPastEnd]);

  return query;
}
