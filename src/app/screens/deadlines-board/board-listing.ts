import type { DeadlinesBoardRequest } from '../../../api/deadlines-board';
import type { BoardStage } from '../../../domain/case/board-stages';
import { DEFAULT_PAGE_SIZE } from '../../../domain/constants';
import { isListingPageSize, type ListingPageSize } from '../common/searched-listing';

/** What the board shows: its filters ('' for all) and its page. */
export interface BoardListing {
  lawyerId: string;
  stage: BoardStage | '';
  pageNo: number;
  pageSize: ListingPageSize;
}

export const initialBoardListing: BoardListing = { lawyerId: '', stage: '', pageNo: 1, pageSize: DEFAULT_PAGE_SIZE };

export type BoardListingChange =
  | { type: 'lawyer'; lawyerId: string }
  | { type: 'stage'; stage: BoardStage | '' }
  | { type: 'page'; pageNo: number }
  | { type: 'pageSize'; pageSize: number };

/** Another filter or page size starts again from the first page; the page links only move the page. */
export function changeBoardListing(listing: BoardListing, change: BoardListingChange): BoardListing {
  switch (change.type) {
    case 'lawyer':
      return { ...listing, lawyerId: change.lawyerId, pageNo: 1 };
    case 'stage':
      return { ...listing, stage: change.stage, pageNo: 1 };
    case 'pageSize':
      // The pager offers the listings' sizes only; anything else leaves the board as it is.
      return isListingPageSize(change.pageSize) ? { ...listing, pageSize: change.pageSize, pageNo: 1 } : listing;
    case 'page':
      return { ...listing, pageNo: change.pageNo };
  }
}

/** The request for the listing: a filter set to all is left out, so the loader's request and the page's are one key. */
export function boardRequest(listing: BoardListing): DeadlinesBoardRequest {
  return {
    pageNo: listing.pageNo,
    pageSize: listing.pageSize,
    ...(listing.lawyerId ? { lawyerId: listing.lawyerId } : {}),
    ...(listing.stage ? { stage: listing.stage } : {}),
  };
}
