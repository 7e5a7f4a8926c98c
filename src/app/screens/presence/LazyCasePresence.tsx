import { lazy, Suspense } from 'react';
import type { CasePresenceProps } from './CasePresence';

const Loaded = lazy(() => import('./CasePresence').then((module) => ({ default: module.CasePresence })));

/**
 * The shell renders it on every case page; its code (the machine, the banner) comes with the first case page, not
 * with every page's first load. One per case: another case is another presence, the one before left.
 */
export function LazyCasePresence({ propertyId }: CasePresenceProps) {
  return (
    <Suspense fallback={null}>
      <Loaded key={propertyId} propertyId={propertyId} />
    </Suspense>
  );
}
