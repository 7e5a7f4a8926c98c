import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  useRouterState,
} from '@tanstack/react-router';
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType, ReactNode } from 'react';
import type { UserDetailsResponse } from '../../../src/api/auth';
import { AppChrome } from '../../../src/app/screens/shell/AppChrome';
import { UserDetailsContext } from '../../../src/app/screens/shell/user-details-context';
import { sessionStore } from '../../../src/app/session/storage';
import { toastQueue } from '../../../src/app/ui';
import { requisitionsServer, type RequisitionsServerOptions } from '../../../stories/requisition-reports/requisitions-api';
import { mockApi } from '../../../stories/support/mock-api';

/**
 * A requisition page (the REQUISITION report or the DRAFT REQUISITION page) as a signed-in user sees it, against
 * the in-memory requisitions server the stories use (the page's own API client, with fetch replaced). Every
 * other path is a heading naming it.
 */

export const USER_ID = 'lawyer1';

const details: UserDetailsResponse = {
  userDetails: { userName: 'Tan Wei Ming', position: 'Senior Associate', user_id: USER_ID, disclaimerAccepted: '1' },
  accountDetails: {
    phone: '62201234',
    address: '80 Robinson Road, #17-02',
    acctId: 'TL0001',
    appId: 'LRI',
    accountName: 'Tan & Lim LLP',
    postalCode: '068898',
    email: 'conveyancing@tanlim.com.sg',
    fax: '62205678',
    uen: '201912345K',
  },
  expiredTime: Date.now() + 30 * 60_000,
};

function OtherPage() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return <h1>Page {pathname}</h1>;
}

export interface RequisitionsScreenOptions {
  page: ComponentType;
  path: string;
  server: RequisitionsServerOptions;
  /** Wraps the page, e.g. in a provider of faked machine actors. */
  wrap?: (page: ReactNode) => ReactNode;
}

export function renderRequisitionsPage({ page: Page, path, server: serverOptions, wrap = (page) => page }: RequisitionsScreenOptions) {
  const server = requisitionsServer(serverOptions);
  const restore = mockApi(server.routes);
  sessionStore.storeLogin({ jwt: 'login.jwt', userId: USER_ID, isUENUpdated: 'Y', isLAActive: 'true' });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const root = createRootRoute({
    component: () => (
      <AppChrome>
        <Outlet />
      </AppChrome>
    ),
  });
  const pageRoute = createRoute({
    getParentRoute: () => root,
    path,
    component: () => <UserDetailsContext.Provider value={details}>{wrap(<Page />)}</UserDetailsContext.Provider>,
  });
  const other = createRoute({ getParentRoute: () => root, path: '$', component: OtherPage });
  const router = createRouter({ routeTree: root.addChildren([pageRoute, other]), history: createMemoryHistory({ initialEntries: [path] }) });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const cleanup = () => {
    restore();
    act(() => toastQueue.clear());
  };
  return { router, server, queryClient, cleanup };
}

export type RequisitionsScreen = ReturnType<typeof renderRequisitionsPage>;

export const user = () => userEvent.setup({ delay: null });

/** The messages of the toasts on screen, oldest first (a toast is titled by its message). */
export function toastMessages(): string[] {
  return [...document.querySelectorAll('.ui-toast__title')].map((node) => node.textContent ?? '');
}
