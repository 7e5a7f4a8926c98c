import type { ClientListRequest, ClientSortBy } from '../../../../api/contacts';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../../../domain/constants';

export type ClientPageSize = NonNullable<ClientListRequest['pageSize']>;
export type ClientSortOrder = NonNullable<ClientListRequest['sortOrder']>;

export interface ContactPaging {
  pageNo: number;
  pageSize: ClientPageSize;
  sortBy: ClientSortBy;
  sortOrder: ClientSortOrder;
}

/** What the contact listing asks the server for: which text (empty for all), which page, how sorted. */
export interface ContactListingState {
  searchText: string;
  paging: ContactPaging;
}

export type ContactListingChange =
  | { type: 'search'; searchText: string }
  | { type: 'page'; pageNo: number }
  | { type: 'pageSize'; pageSize: ClientPageSize }
  | { type: 'sort'; sortBy: ClientSortBy; sortOrder: ClientSortOrder };

export function isClientPageSize(value: number): value is ClientPageSize {
  return (PAGE_SIZES as readonly number[]).includes(value);
}

const defaultPageSize: ClientPageSize = isClientPageSize(DEFAULT_PAGE_SIZE) ? DEFAULT_PAGE_SIZE : 10;

/** Every contact, by name, on the first page (the server's default order). */
export const initialContactListing: ContactListingState = {
  searchText: '',
  paging: { pageNo: 1, pageSize: defaultPageSize, sortBy: 'name', sortOrder: 'asc' },
};

/** As the property listing: anything that changes which rows match, how many fit or their order starts at page 1. */
export function changeContactListing(state: ContactListingState, change: ContactListingChange): ContactListingState {
  const firstPage = (paging: Partial<ContactPaging>): ContactPaging => ({ ...state.paging, ...paging, pageNo: 1 });
  switch (change.type) {
    case 'search':
      return { searchText: change.searchText, paging: firstPage({}) };
    case 'page':
      return { ...state, paging: { ...state.paging, pageNo: change.pageNo } };
    case 'pageSize':
      return { ...state, paging: firstPage({ pageSize: change.pageSize }) };
    case 'sort':
      return { ...state, paging: firstPage({ sortBy: change.sortBy, sortOrder: change.sortOrder }) };
  }
}

/** The request body: the search text only when there is one. */
export function contactListRequest(loginId: string, { searchText, paging }: ContactListingState): ClientListRequest {
  return searchText ? { loginId, ...paging, searchText } : { loginId, ...paging };
}
