import {
  Cell as RACCell,
  Column as RACColumn,
  Row as RACRow,
  Table as RACTable,
  TableBody as RACTableBody,
  TableHeader as RACTableHeader,
  type CellProps,
  type ColumnProps,
  type RowProps,
  type TableBodyProps,
  type TableHeaderProps,
  type TableProps,
} from 'react-aria-components';
import { withBase } from './class-names';

export type { CellProps, ColumnProps, RowProps, TableBodyProps, TableHeaderProps, TableProps };

/** RAC's own classes stay off; ui.css styles these. Give every Table an aria-label or aria-labelledby. */
export function Table({ className, ...rest }: TableProps) {
  return <RACTable {...rest} className={withBase('ui-table', className)} />;
}

export function TableHeader<T extends object>({ className, ...rest }: TableHeaderProps<T>) {
  return <RACTableHeader {...rest} className={withBase('ui-table__header', className)} />;
}

export function Column({ className, ...rest }: ColumnProps) {
  return <RACColumn {...rest} className={withBase('ui-table__column', className)} />;
}

/** renderEmptyState is RAC's: the message shows in one full-width cell when there are no rows. */
export function TableBody<T extends object>({ className, ...rest }: TableBodyProps<T>) {
  return <RACTableBody {...rest} className={withBase('ui-table__body', className)} />;
}

export function Row<T extends object>({ className, ...rest }: RowProps<T>) {
  return <RACRow {...rest} className={withBase('ui-table__row', className)} />;
}

export function Cell({ className, ...rest }: CellProps) {
  return <RACCell {...rest} className={withBase('ui-table__cell', className)} />;
}
