import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { AppChrome } from '../../../src/app/screens/shell/AppChrome';
import { AppShell } from '../../../src/app/screens/shell/AppShell';

/**
 * A router with the app's chrome: `page` inside the signed-in shell at `path` (a set-up path gets the set-up
 * chrome, as in the app), and a Home page where an ended login lands.
 */
export function createShellRouter(path: string, page: ReactNode) {
  const root = createRootRoute({
    component: () => (
      <AppChrome>
        <Outlet />
      </AppChrome>
    ),
  });
  const shell = createRoute({ getParentRoute: () => root, path, component: () => <AppShell>{page}</AppShell> });
  const home = createRoute({ getParentRoute: () => root, path: '/home', component: () => <h1>Home</h1> });
  return createRouter({ routeTree: root.addChildren([shell, home]), history: createMemoryHistory({ initialEntries: [path] }) });
}
