import { PAGE_LINKS_SHOWN, PAGE_SIZES } from '../../domain/constants';
import { Button } from './Button';
import { pageCount, pageWindow } from './page-window';
import { PageSizeSelect } from './PageSizeSelect';
import './pagination.css';

export interface PaginationProps {
  /** Names the page links' navigation, e.g. 'Property listing pages'. */
  label: string;
  pageNo: number;
  pageSize: number;
  recordCount: number;
  onPageChange: (pageNo: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  pageSizes?: readonly number[];
}

/**
 * The listings' pager (seed 000 §2, §9): page size 5–50 in steps of 5, the record count, and first / previous,
 * five page links, next / last. Stateless: the listing owns the page and asks the server for it.
 */
export function Pagination({ label, pageNo, pageSize, recordCount, onPageChange, onPageSizeChange, pageSizes = PAGE_SIZES }: PaginationProps) {
  const pages = pageCount(recordCount, pageSize);
  const go = onPageChange;
  return (
    <div className="pager">
      <PageSizeSelect pageSize={pageSize} pageSizes={pageSizes} onPageSizeChange={onPageSizeChange} />
      <p className="pager__count" aria-live="polite">
        {recordCount === 1 ? '1 record' : `${recordCount} records`}
      </p>
      <nav aria-label={label} className="pager__nav">
        <ul className="pager__links">
          <li>
            <Button variant="secondary" isDisabled={pageNo <= 1} onPress={() => go(1)}>
              First
            </Button>
          </li>
          <li>
            <Button variant="secondary" isDisabled={pageNo <= 1} onPress={() => go(pageNo - 1)}>
              Previous
            </Button>
          </li>
          {pageWindow(pageNo, pages, PAGE_LINKS_SHOWN).map((page) => (
            <li key={page}>
              {page === pageNo ? (
                // The current page is where the user is, not somewhere to go: text, not a button.
                <span className="pager__current" aria-current="page">
                  <span className="ui-visually-hidden">Page </span>
                  {page}
                </span>
              ) : (
                <Button variant="secondary" aria-label={`Page ${page}`} onPress={() => go(page)}>
                  {page}
                </Button>
              )}
            </li>
          ))}
          <li>
            <Button variant="secondary" isDisabled={pageNo >= pages} onPress={() => go(pageNo + 1)}>
              Next
            </Button>
          </li>
          <li>
            <Button variant="secondary" isDisabled={pageNo >= pages} onPress={() => go(pages)}>
              Last
            </Button>
          </li>
        </ul>
      </nav>
    </div>
  );
}
