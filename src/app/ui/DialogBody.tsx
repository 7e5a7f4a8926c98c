import { useRef, type ReactNode } from 'react';
import { useOverflowing } from './useOverflowing';

/** The scrolling middle of a modal; becomes a tab stop only when it actually scrolls. */
export function DialogBody({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const isOverflowing = useOverflowing(ref);
  return (
    <div ref={ref} className="ui-dialog__body" tabIndex={isOverflowing ? 0 : undefined}>
      {children}
    </div>
  );
}
