import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { api, queryClient } from './api';
import { routeTree } from './routeTree.gen';

/** The app's router: on the browser's history (main.tsx creates it a task earlier), or a memory history in tests. */
export function createAppRouter(history?: RouterHistory) {
  return createRouter({
    routeTree,
    basepath: '/conveyancing',
    ...(history ? { history } : {}),
    // Seed 002 §2.1: "All routes are exact." A path in other letter cases is unknown and goes home like any other.
    caseSensitive: true,
    // Loaders fetch through the shared query options into this cache (DESIGN.md "Screens"); pages read it.
    context: { api, queryClient },
    // No preloading when a link is pointed at: every call shows the global 'Please wait....' loader, which hovering
    // must not raise. Loaders start on navigation, before the page renders.
    defaultPreload: false,
    // React Query decides what is fresh (the queries' staleTime), so the router keeps no loader result of its own.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
