import type { ReactNode } from 'react';
import type { PropertySortBy, SortOrder } from '../../../api/properties';
import { ChevronDownIcon } from '../../ui';
import { toDirection } from './sort-columns';

export interface SortHeaderProps {
  id: PropertySortBy;
  /** The column the listing is sorted by now, and its order. */
  sortBy: PropertySortBy;
  sortOrder: SortOrder;
  onSort: (sortBy: PropertySortBy, sortOrder: SortOrder) => void;
  children: ReactNode;
}

/**
 * A header of the listing's table (PropertyTable) the server sorts by: a click, or Enter on its button, sorts
 * ascending first, then flips the order; the arrow shows the direction and aria-sort says it to screen readers.
 */
export function SortHeader({ id, sortBy, sortOrder, onSort, children }: SortHeaderProps) {
  const direction = sortBy === id ? toDirection(sortOrder) : undefined;
  return (
    <th
      role="columnheader"
      scope="col"
      className="ui-table__column listing-sortable"
      aria-sort={direction ?? 'none'}
      onClick={() => onSort(id, direction === 'ascending' ? 'desc' : 'asc')}
    >
      <button type="button" className="listing-sort">
        {children}
        {direction && <ChevronDownIcon className={`listing-sort__icon listing-sort__icon--${direction}`} />}
      </button>
    </th>
  );
}
