import { createRootRouteWithContext, Navigate, Outlet } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { AppApi } from '../api';
import { AppChrome } from '../screens/shell/AppChrome';

export interface RouterContext {
  api: AppApi;
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: () => (
    <AppChrome>
      <Outlet />
    </AppChrome>
  ),
  // Unknown paths go to the landing page (seed 000 §2, 002 §2.1).
  notFoundComponent: () => <Navigate to="/home" replace />,
});
