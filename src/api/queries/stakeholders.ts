import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import {
  fetchUsersByLawFirmName,
  retrieveLawFirmUser,
  searchAgent,
  searchClient,
  searchSalespersonRegister,
  type ClientCategory,
} from '../stakeholders';
import { contactsQueryKey } from './contacts';

/** The assignment modals' lookups. Asked afresh on every search: contacts and firms change under the user. */
export const stakeholderLookupsQueryKey = ['stakeholder-lookups'] as const;

const fresh = { staleTime: 0, gcTime: 0 } as const;

export function clientSearchQueryOptions(client: ApiClient, search: { category: ClientCategory; text: string; propertyId: number }) {
  return queryOptions({
    queryKey: [...stakeholderLookupsQueryKey, 'clients', search] as const,
    queryFn: ({ signal }) => searchClient(client, search, { signal }),
    ...fresh,
  });
}

export function lawFirmSearchQueryOptions(client: ApiClient, acctName: string) {
  return queryOptions({
    queryKey: [...stakeholderLookupsQueryKey, 'law-firms', acctName] as const,
    queryFn: ({ signal }) => fetchUsersByLawFirmName(client, acctName, { signal }),
    ...fresh,
  });
}

export function lawFirmUsersQueryOptions(client: ApiClient, accountId: string) {
  return queryOptions({
    queryKey: [...stakeholderLookupsQueryKey, 'law-firm-users', accountId] as const,
    queryFn: ({ signal }) => retrieveLawFirmUser(client, accountId, { signal }),
    ...fresh,
  });
}

export function agentSearchQueryOptions(client: ApiClient, search: { text: string; propertyId: number }) {
  return queryOptions({
    queryKey: [...stakeholderLookupsQueryKey, 'agents', search] as const,
    queryFn: ({ signal }) => searchAgent(client, search, { signal }),
    ...fresh,
  });
}

export function salespersonSearchQueryOptions(client: ApiClient, q: string) {
  return queryOptions({
    queryKey: [...stakeholderLookupsQueryKey, 'salespersons', q] as const,
    queryFn: ({ signal }) => searchSalespersonRegister(client, q, { signal }),
    ...fresh,
  });
}

/**
 * What an assignment change makes stale besides the property (which its caller refreshes): the contacts, whose
 * listing marks a contact assigned to a property and refuses to delete it.
 */
export const assignmentChangedContactsKey = contactsQueryKey;
