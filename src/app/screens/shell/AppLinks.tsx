import { useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';

/**
 * Lets the UI kit's links (react-aria) navigate through the app's router: a press stays in the app, while the
 * href is still a real address (open in a new tab, copy link).
 */
export function AppLinks({ children }: { children: ReactNode }) {
  const router = useRouter();
  return (
    <RouterProvider
      navigate={(to) => void router.navigate({ to })}
      useHref={(to) => router.buildLocation({ to }).publicHref}
    >
      {children}
    </RouterProvider>
  );
}
