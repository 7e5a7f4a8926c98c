import { useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';

/** Addresses served by the API (downloads such as the registration form), not pages of the app. */
const isApiAddress = (to: string) => to.startsWith('/api/');

/**
 * Lets the UI kit's links (react-aria) navigate through the app's router: a press stays in the app, while the
 * href is still a real address (open in a new tab, copy link). API addresses are left to the browser.
 */
export function AppLinks({ children }: { children: ReactNode }) {
  const router = useRouter();
  return (
    <RouterProvider
      navigate={(to) => {
        if (isApiAddress(to)) window.location.assign(to);
        else void router.navigate({ to });
      }}
      useHref={(to) => (isApiAddress(to) ? to : router.buildLocation({ to }).publicHref)}
    >
      {children}
    </RouterProvider>
  );
}
