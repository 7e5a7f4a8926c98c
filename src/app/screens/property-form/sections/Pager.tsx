import { Button } from '../../../ui';

export interface PagerProps {
  /** Names the navigation landmark, e.g. 'IRAS eligible units pages'. */
  label: string;
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
}

/** Previous / next through a short client-side list; the current page is announced as it changes. */
export function Pager({ label, page, pageCount, onPageChange }: PagerProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className="pf-pager">
      <Button variant="secondary" isDisabled={page <= 1} onPress={() => onPageChange(page - 1)}>
        Previous
      </Button>
      <span role="status" className="pf-pager__status">
        Page {page} of {pageCount}
      </span>
      <Button variant="secondary" isDisabled={page >= pageCount} onPress={() => onPageChange(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
