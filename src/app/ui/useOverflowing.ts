import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether an element's content overflows it. A scrolling region with nothing focusable inside must
 * itself be focusable, or keyboard users cannot scroll it (axe: scrollable-region-focusable).
 */
export function useOverflowing(ref: RefObject<HTMLElement | null>): boolean {
  const [isOverflowing, setOverflowing] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setOverflowing(element.scrollHeight > element.clientHeight + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of Array.from(element.children)) observer.observe(child);
    measure();
    return () => observer.disconnect();
  }, [ref]);
  return isOverflowing;
}
