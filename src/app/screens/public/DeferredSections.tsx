import { lazy, Suspense, useEffect, useRef } from 'react';
import type { BelowTheFoldProps } from './BelowTheFold';
import { whenWanted } from './when-wanted';

// Help & Support, Happenings and Contact Us sit below the first screen; their tabs, accordions (React Aria's
// collections) and texts weigh about three times the landing page's own first-screen code, so they are fetched
// once wanted (see when-wanted.ts).
const BelowTheFold = lazy(() => import('./BelowTheFold').then((module) => ({ default: module.BelowTheFold })));

export interface DeferredSectionsProps extends BelowTheFoldProps {
  isWanted: boolean;
  onWanted: () => void;
}

/** The sections after Home, or until they load a placeholder of about their height, so the page does not jump. */
export function DeferredSections({ isWanted, onWanted, ...sections }: DeferredSectionsProps) {
  const placeholder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (isWanted || !placeholder.current) return;
    return whenWanted(placeholder.current, onWanted);
  }, [isWanted, onWanted]);

  const reserved = <div ref={placeholder} className="landing-deferred" />;
  if (!isWanted) return reserved;
  return (
    <Suspense fallback={reserved}>
      <BelowTheFold {...sections} />
    </Suspense>
  );
}
