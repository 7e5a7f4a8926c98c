import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider, useRouterState } from '@tanstack/react-router';
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType, ReactNode } from 'react';
import { AppChrome } from '../../../src/app/screens/shell/AppChrome';
import { LeftNav } from '../../../src/app/screens/shell/LeftNav';
import { UserDetailsContext } from '../../../src/app/screens/shell/user-details-context';
import { sessionStore } from '../../../src/app/session/storage';
import { toastQueue } from '../../../src/app/ui';
import { demoUserDetails, mockApi, type MockRoutes } from '../../../stories/support/mock-api';

/** Who the pages are rendered for: the stories' lawyer1 of Tan & Lim LLP. */
export const USER_ID = 'lawyer1';

function OtherPage() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return <h1>Page {pathname}</h1>;
}

export interface SignedInPageOptions {
  /** The in-memory server the stories use; the page's own API client reaches it with fetch replaced. */
  routes: MockRoutes;
  /** The page's route pattern, e.g. '/property-summary/$id/{-$direct}'. */
  path: string;
  page: ComponentType;
  /** Where the router starts; the path itself unless it has parameters. */
  start?: string;
  /** The firm's checklist subscription, as stored at login. */
  isLAActive?: boolean;
  /** Shows the left navigation beside the page, as the app's layout does. */
  withLeftNav?: boolean;
  /** Providers the page needs around the router (e.g. actor overrides). */
  wrap?: (router: ReactNode) => ReactNode;
}

/**
 * One page as a signed-in user sees it: inside the app chrome (loader, toasts) with the user's details, a router
 * with memory history and a query client that does not retry. Every other path is a heading naming it.
 */
export function renderSignedInPage({
  routes,
  path,
  page: Page,
  start = path,
  isLAActive = true,
  withLeftNav = false,
  wrap = (router) => router,
}: SignedInPageOptions) {
  const restore = mockApi(routes);
  sessionStore.storeLogin({ jwt: 'login.jwt', userId: USER_ID, isUENUpdated: 'Y', isLAActive: String(isLAActive) });
  const details = demoUserDetails(USER_ID);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const root = createRootRoute({
    component: () => (
      <AppChrome>
        <UserDetailsContext.Provider value={details}>
          {withLeftNav ? (
            <>
              <LeftNav />
              <main>
                <Outlet />
              </main>
            </>
          ) : (
            <Outlet />
          )}
        </UserDetailsContext.Provider>
      </AppChrome>
    ),
  });
  const pageRoute = createRoute({ getParentRoute: () => root, path, component: () => <Page /> });
  const other = createRoute({ getParentRoute: () => root, path: '$', component: OtherPage });
  const router = createRouter({ routeTree: root.addChildren([pageRoute, other]), history: createMemoryHistory({ initialEntries: [start] }) });
  render(<QueryClientProvider client={queryClient}>{wrap(<RouterProvider router={router} />)}</QueryClientProvider>);
  const cleanup = () => {
    restore();
    act(() => toastQueue.clear());
  };
  return { router, queryClient, cleanup };
}

export const user = () => userEvent.setup({ delay: null });
