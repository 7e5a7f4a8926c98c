import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { queryClient } from './api';
import type { AppRouter } from './router';

/**
 * Renders the app into the page's root, in place of index.html's first frame. The router has loaded the route by
 * now (main.tsx), so this first render is the whole page; as a transition React renders it in short slices the
 * browser can answer input between, not in one long task.
 */
export function renderApp(container: HTMLElement, router: AppRouter) {
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </StrictMode>,
    ),
  );
}
