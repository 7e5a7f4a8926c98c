import type { PropertySortBy, SortOrder } from '../../../api/properties';

/** The listing columns the server can sort by; the others (Select, Task, Action) do not sort. */
const SORTABLE: readonly PropertySortBy[] = ['lawfirmRefNo', 'createdDate', 'propAddress', 'transactionTypeName', 'completionDate', 'status'];

export function asSortBy(column: string | number): PropertySortBy | null {
  return SORTABLE.find((sortBy) => sortBy === column) ?? null;
}

export type SortDirection = 'ascending' | 'descending';

export const toDirection = (order: SortOrder): SortDirection => (order === 'asc' ? 'ascending' : 'descending');
export const toSortOrder = (direction: SortDirection): SortOrder => (direction === 'ascending' ? 'asc' : 'desc');
