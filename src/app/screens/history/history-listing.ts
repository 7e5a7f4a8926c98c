import type { AuditLogRequest, CaseHistoryRequest, HistoryGroupName } from '../../../api/history';
import { DEFAULT_PAGE_SIZE } from '../../../domain/constants';
import { isListingPageSize, type ListingPageSize } from '../common/searched-listing';

/** A page of events: the kind filter ('' for all) and the page. */
export interface HistoryListing {
  group: HistoryGroupName | '';
  pageNo: number;
  pageSize: ListingPageSize;
}

/** The audit log's listing: also the words and the Singapore days searched ('' for none). */
export interface AuditLogListing extends HistoryListing {
  search: string;
  fromDate: string;
  toDate: string;
}

export const initialHistoryListing: HistoryListing = { group: '', pageNo: 1, pageSize: DEFAULT_PAGE_SIZE };
export const initialAuditLogListing: AuditLogListing = { ...initialHistoryListing, search: '', fromDate: '', toDate: '' };

export type HistoryListingChange =
  | { type: 'group'; group: HistoryGroupName | '' }
  | { type: 'search'; search: string; fromDate: string; toDate: string }
  | { type: 'page'; pageNo: number }
  | { type: 'pageSize'; pageSize: number };

/** Another filter or page size starts again from the first page; the page links only move the page. */
export function changeHistoryListing<T extends HistoryListing>(listing: T, change: HistoryListingChange): T {
  switch (change.type) {
    case 'group':
      return { ...listing, group: change.group, pageNo: 1 };
    case 'search':
      return { ...listing, search: change.search.trim(), fromDate: change.fromDate, toDate: change.toDate, pageNo: 1 };
    case 'pageSize':
      return isListingPageSize(change.pageSize) ? { ...listing, pageSize: change.pageSize, pageNo: 1 } : listing;
    case 'page':
      return { ...listing, pageNo: change.pageNo };
  }
}

/** A filter set to all is left out, so the loader's request and the page's are one key. */
export function caseHistoryRequest(propertyId: number, listing: HistoryListing): CaseHistoryRequest {
  return { propertyId, pageNo: listing.pageNo, pageSize: listing.pageSize, ...(listing.group ? { group: listing.group } : {}) };
}

export function auditLogRequest(listing: AuditLogListing): AuditLogRequest {
  return {
    pageNo: listing.pageNo,
    pageSize: listing.pageSize,
    ...(listing.group ? { group: listing.group } : {}),
    ...(listing.search ? { search: listing.search } : {}),
    ...(listing.fromDate ? { fromDate: listing.fromDate } : {}),
    ...(listing.toDate ? { toDate: listing.toDate } : {}),
  };
}
