import type { SortOrder } from '../../../api/properties';

export type SortDirection = 'ascending' | 'descending';

export const toDirection = (order: SortOrder): SortDirection => (order === 'asc' ? 'ascending' : 'descending');
export const toSortOrder = (direction: SortDirection): SortOrder => (direction === 'ascending' ? 'asc' : 'desc');
