import { useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';
import { isOutsideAddress } from '../../../domain/app-settings';

/**
 * Addresses the browser opens itself: the API's (downloads such as the registration form) and outside ones
 * (government sites, the sister product, tel:, mailto:). Neither is a page of the app.
 */
const isLeftToBrowser = (to: string) => to.startsWith('/api/') || isOutsideAddress(to);

/**
 * Lets the UI kit's links (react-aria) navigate through the app's router: a press stays in the app, while the
 * href is still a real address (open in a new tab, copy link). API and outside addresses keep their own href
 * and are left to the browser (an http(s) link opens where its target says, tel: and mailto: in their apps).
 */
export function AppLinks({ children }: { children: ReactNode }) {
  const router = useRouter();
  return (
    <RouterProvider
      navigate={(to) => {
        if (isLeftToBrowser(to)) window.location.assign(to);
        else void router.navigate({ to });
      }}
      useHref={(to) => (isLeftToBrowser(to) ? to : router.buildLocation({ to }).publicHref)}
    >
      {children}
    </RouterProvider>
  );
}
