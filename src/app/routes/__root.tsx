import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Navigate, Outlet } from '@tanstack/react-router';
import type { AppApi } from '../api';
import { AppChrome } from '../screens/shell/AppChrome';
import { AppLinks } from '../screens/shell/AppLinks';

export interface RouterContext {
  api: AppApi;
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // AppLinks: every UI-kit link on every page navigates through this router.
  component: () => (
    <AppLinks>
      <AppChrome>
        <Outlet />
      </AppChrome>
    </AppLinks>
  ),
  // Unknown paths go to the landing page (seed 000 §2, 002 §2.1).
  notFoundComponent: () => <Navigate to="/home" replace />,
});
