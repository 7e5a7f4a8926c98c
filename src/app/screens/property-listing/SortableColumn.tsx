import type { ReactNode } from 'react';
import { ChevronDownIcon, Column, type ColumnProps } from '../../ui';

/** A column header the server sorts by; the arrow shows the direction (aria-sort says it to screen readers). */
export function SortableColumn({ children, ...rest }: Omit<ColumnProps, 'children' | 'allowsSorting'> & { children: ReactNode }) {
  return (
    <Column {...rest} allowsSorting>
      {({ sortDirection }) => (
        <span className="listing-sort">
          {children}
          {sortDirection && <ChevronDownIcon className={`listing-sort__icon listing-sort__icon--${sortDirection}`} />}
        </span>
      )}
    </Column>
  );
}
