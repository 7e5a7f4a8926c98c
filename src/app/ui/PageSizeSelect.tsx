import { useId } from 'react';
import { ChevronDownIcon } from './icons';

export interface PageSizeSelectProps {
  pageSize: number;
  pageSizes: readonly number[];
  onPageSizeChange: (pageSize: number) => void;
}

/**
 * The pager's page size as the browser's own select: React Aria's Select builds its option collection in a second
 * render and mounts a popover tree even while closed, which cost every listing's first load a blocking task on a
 * phone (issue 13). Ten fixed numbers need none of that, and a phone shows its own picker for them.
 */
export function PageSizeSelect({ pageSize, pageSizes, onPageSizeChange }: PageSizeSelectProps) {
  const id = useId();
  return (
    <div className="ui-field pager__size">
      <label className="ui-field__label" htmlFor={id}>
        Page size
      </label>
      <div className="pager__size-control">
        <select
          id={id}
          className="ui-select__trigger pager__size-select"
          value={String(pageSize)}
          onChange={(event) => onPageSizeChange(Number(event.target.value))}
        >
          {pageSizes.map((size) => (
            <option key={size} value={String(size)}>
              {size}
            </option>
          ))}
        </select>
        <ChevronDownIcon className="ui-select__chevron pager__size-chevron" />
      </div>
    </div>
  );
}
