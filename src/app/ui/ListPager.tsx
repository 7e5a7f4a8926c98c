import { Button } from './Button';

export interface ListPagerProps {
  /** Names the navigation landmark, e.g. 'IRAS eligible units pages'. */
  label: string;
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
}

/**
 * Previous / next through a short list held on the page (a dialog's table); the current page is announced as
 * it changes. Listings paged by the server use Pagination instead.
 */
export function ListPager({ label, page, pageCount, onPageChange }: ListPagerProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className="ui-list-pager">
      <Button variant="secondary" isDisabled={page <= 1} onPress={() => onPageChange(page - 1)}>
        Previous
      </Button>
      <span role="status" className="ui-list-pager__status">
        Page {page} of {pageCount}
      </span>
      <Button variant="secondary" isDisabled={page >= pageCount} onPress={() => onPageChange(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
