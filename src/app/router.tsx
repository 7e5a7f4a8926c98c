import { createRouter } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';
import { api, queryClient } from './api';

export const router = createRouter({
  routeTree,
  basepath: '/conveyancing',
  context: { api, queryClient },
  defaultPreload: false,
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
