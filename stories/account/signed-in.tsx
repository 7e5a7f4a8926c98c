import type { ReactNode } from 'react';
import { AppChrome } from '../../src/app/screens/shell/AppChrome';
import { AppShell } from '../../src/app/screens/shell/AppShell';

/**
 * An account page as the app shows it: inside the signed-in shell (which picks the set-up chrome for the
 * one-time set-up paths) and the app chrome with its toasts.
 */
export function SignedIn({ children }: { children: ReactNode }) {
  return (
    <AppChrome>
      <AppShell>{children}</AppShell>
    </AppChrome>
  );
}
