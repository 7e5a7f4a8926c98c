import { Children, type ReactNode } from 'react';
import './form-table.css';

export interface FormTableProps {
  'aria-label': string;
  columns: readonly string[];
  children: ReactNode;
  /** Shown in one full-width row when there are no rows. */
  emptyText?: string;
}

/**
 * A table whose cells hold form fields (land-lot rows and the like). It is a plain HTML table on purpose:
 * React Aria's Table is an ARIA grid that takes the arrow keys (a caret could not move inside an input) and
 * makes the grid one tab stop. Here Tab walks the fields and each field keeps its own keys. Fields inside
 * name themselves by row ('Lot No. row 2'); those labels are visually hidden, the column heads show.
 */
export function FormTable({ columns, children, emptyText, ...rest }: FormTableProps) {
  return (
    <div className="ui-form-table__scroll">
      <table className="ui-table ui-form-table" aria-label={rest['aria-label']}>
        <thead className="ui-table__header">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="ui-table__column">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="ui-table__body">
          {Children.count(children) > 0 ? (
            children
          ) : (
            <tr>
              <td className="ui-table__cell ui-form-table__empty" colSpan={columns.length}>
                {emptyText}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}

export function FormTableRow({ children }: { children: ReactNode }) {
  return <tr className="ui-table__row">{children}</tr>;
}

export function FormTableCell({ children }: { children?: ReactNode }) {
  return <td className="ui-table__cell">{children}</td>;
}
