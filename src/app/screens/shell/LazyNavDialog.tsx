import { lazy, Suspense } from 'react';
import type { NavAction } from './navigation';

type NavDialog = NonNullable<NavAction['dialog']>;

// Each form brings its machine, lookups and validation: a page loads them only when the user opens one from
// the left navigation, never with its first screen.
const dialogs = {
  'add-property': lazy(() => import('../property-form/AddPropertyDialog').then((module) => ({ default: module.AddPropertyDialog }))),
  'add-contact': lazy(() => import('../contacts/AddContactDialog').then((module) => ({ default: module.AddContactDialog }))),
} satisfies Record<NavDialog, unknown>;

/** The left navigation's dialog, fetched the first time it opens; nothing shows during that short wait. */
export function LazyNavDialog({ dialog, onClose }: { dialog: NavDialog; onClose: () => void }) {
  const Dialog = dialogs[dialog];
  return (
    <Suspense fallback={null}>
      <Dialog onClose={onClose} />
    </Suspense>
  );
}
