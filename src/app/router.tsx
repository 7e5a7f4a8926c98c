import { createRouter } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';
import { api, queryClient } from './api';

export const router = createRouter({
  routeTree,
  basepath: '/conveyancing',
  // Loaders fetch through the shared query options into this cache (DESIGN.md "Screens"); pages read it.
  context: { api, queryClient },
  // No preloading when a link is pointed at: every call shows the global 'Please wait....' loader, which hovering
  // must not raise. Loaders start on navigation, before the page renders.
  defaultPreload: false,
  // React Query decides what is fresh (the queries' staleTime), so the router keeps no loader result of its own.
  defaultPreloadStaleTime: 0,
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
