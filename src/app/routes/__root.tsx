import { createRootRouteWithContext, Navigate, Outlet } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { AppApi } from '../api';
import { AppLinks } from '../screens/shell/AppLinks';
import { AppChrome } from '../screens/shell/AppChrome';

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
