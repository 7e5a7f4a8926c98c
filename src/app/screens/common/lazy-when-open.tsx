import { lazy, Suspense, useState, type ComponentType } from 'react';

interface Openable {
  isOpen: boolean;
}

/**
 * A modal whose code (its text and the UI kit's dialog, focus trap and overlay) is fetched the first time it
 * opens, not with the page under it; nothing shows during that short wait. Once opened it stays mounted, so
 * closing still plays the dialog's own exit and returns focus where it was.
 */
export function lazyWhenOpen<P extends Openable>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Loaded = lazy(async () => ({ default: await load() }));
  return function LazyWhenOpen(props: P) {
    const [hasOpened, setHasOpened] = useState(props.isOpen);
    // Adjusting state during render (not in an effect) starts the fetch in the same pass that opens it.
    if (props.isOpen && !hasOpened) setHasOpened(true);
    if (!hasOpened) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
