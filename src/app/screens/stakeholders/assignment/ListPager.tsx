import { Button } from '../../../ui';

export interface ListPagerProps {
  /** Names the navigation landmark, e.g. 'Law firm users pages'. */
  label: string;
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
}

/** Previous / next through a short list held on the page; the current page is announced as it changes. */
export function ListPager({ label, page, pageCount, onPageChange }: ListPagerProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className="assign-pager">
      <Button variant="secondary" isDisabled={page <= 1} onPress={() => onPageChange(page - 1)}>
        Previous
      </Button>
      <span role="status" className="assign-pager__status">
        Page {page} of {pageCount}
      </span>
      <Button variant="secondary" isDisabled={page >= pageCount} onPress={() => onPageChange(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
