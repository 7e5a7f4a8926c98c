import type { ClientSortBy } from '../../../../api/contacts';

/** The listing columns the server sorts by; Action does not sort. */
const SORTABLE: readonly ClientSortBy[] = ['name', 'address', 'contactNumber', 'clientCategory'];

export function asClientSortBy(column: string | number): ClientSortBy | null {
  return SORTABLE.find((sortBy) => sortBy === column) ?? null;
}

/** The Category column: '0' company, '1' individual (seed 000 §3). */
export const categoryName = (clientCategory: string): string => (clientCategory === '0' ? 'Company' : 'Individual');
