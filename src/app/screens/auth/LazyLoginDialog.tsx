import { lazy, Suspense } from 'react';

// The dialog brings the login machine, xstate and the password encryption: the public landing page loads
// them only when Login is pressed, not with its first screen.
const LoginDialog = lazy(() => import('./LoginDialog').then((module) => ({ default: module.LoginDialog })));

/** The login dialog, fetched the first time it opens; nothing shows during that short wait. */
export function LazyLoginDialog({ onClose }: { onClose: () => void }) {
  return (
    <Suspense fallback={null}>
      <LoginDialog onClose={onClose} />
    </Suspense>
  );
}
