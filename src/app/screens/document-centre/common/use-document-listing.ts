import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useState } from 'react';
import { messages } from '../../../../domain/messages';
import { showToast } from '../../../ui';
import { changeSearchedListing, type SearchedListingChange } from '../../common/searched-listing';
import { useUserDetails } from '../../shell/user-details-context';
import { initialDocumentListing } from './document-listing-state';
import { useDocumentPage } from './use-document-page';

/** Seed 000 §8: a document listing that cannot be fetched sends the user to the property listing. */
const LOAD_FAILED_PATH: string = '/property-listing';

/**
 * What the document listing and the activity log share: the search and page they ask for, the page the server
 * answered, and leaving for the property listing when it cannot be fetched.
 */
export function useDocumentListing(isActivityLog: boolean) {
  const loginId = useUserDetails().userDetails.user_id;
  const navigate = useNavigate();
  const [listing, setListing] = useState(initialDocumentListing);
  const change = useCallback((next: SearchedListingChange) => setListing((state) => changeSearchedListing(state, next)), []);
  const toPage = useCallback((pageNo: number) => change({ type: 'page', pageNo }), [change]);
  const page = useDocumentPage(loginId, isActivityLog, listing, toPage);
  const failure = page.isError ? page.error.message : null;

  useEffect(() => {
    if (failure === null) return;
    showToast(`${messages.documentListingLoadFailed} ${failure}`, 'error');
    void navigate({ to: LOAD_FAILED_PATH, replace: true });
  }, [failure, navigate]);

  return { listing, change, toPage, page };
}
