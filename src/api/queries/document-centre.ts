import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { getDocumentListing, type DocumentListRequest } from '../document-centre';

/** Everything document-centre-shaped starts here: an upload, send or delete invalidates it. */
export const documentsQueryKey = ['documents'] as const;

/** One page of the document listing or the activity log; the previous page stays on screen while the next loads. */
export function documentListQueryOptions(client: ApiClient, request: DocumentListRequest) {
  return queryOptions({
    queryKey: [...documentsQueryKey, 'list', request] as const,
    queryFn: ({ signal }) => getDocumentListing(client, request, { signal }),
    placeholderData: keepPreviousData,
    // The route's loader has just fetched the page the listing opens on: mounting does not ask again. Another
    // search or page is another key, and that always goes to the server.
    refetchOnMount: false,
  });
}
