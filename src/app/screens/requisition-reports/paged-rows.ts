import { useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '../../../domain/constants';

/**
 * A page of a list the server answers whole (the requisition calls do not page): Pagination drives it, and a
 * new list starts again at page 1, as the listings' server paging does.
 */
export function usePagedRows<T>(rows: readonly T[]) {
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const [pageNo, setPageNo] = useState(1);
  const [shownRows, setShownRows] = useState(rows);
  if (shownRows !== rows) {
    setShownRows(rows);
    setPageNo(1);
  }
  const lastPage = Math.max(1, Math.ceil(rows.length / pageSize));
  const current = Math.min(pageNo, lastPage);
  return {
    pageRows: rows.slice((current - 1) * pageSize, current * pageSize),
    paging: {
      pageNo: current,
      pageSize,
      recordCount: rows.length,
      onPageChange: setPageNo,
      onPageSizeChange: (size: number) => {
        setPageSize(size);
        setPageNo(1);
      },
    },
  };
}
