import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { expect } from 'vitest';
import type { FlowAlert } from '../../../machines/flow-alert';
import type { UserDetailsResponse } from '../../../src/api/auth';
import { userDetailsQueryKey } from '../../../src/api/queries/user-details';
import { AccountActorOverridesContext, type AccountActorOverrides } from '../../../src/app/screens/account/account-effects';
import { AppChrome } from '../../../src/app/screens/shell/AppChrome';
import { AppShell } from '../../../src/app/screens/shell/AppShell';
import { UserDetailsContext } from '../../../src/app/screens/shell/user-details-context';
import { sessionStore } from '../../../src/app/session/storage';
import { toastQueue } from '../../../src/app/ui';

/**
 * What the account page tests share: a signed-in user, a router holding the page under test (bare, or in
 * the real shell) with a heading-only page for every other path, and the alerts as the user reads them.
 */

export const HOME = '/home';
export const LISTING = '/property-listing';
export const USER_ID = 'lawyer1';
export const JWT = 'login.jwt';

export const details: UserDetailsResponse = {
  userDetails: { userName: 'Tan Wei Ming', position: 'Senior Associate', user_id: USER_ID, disclaimerAccepted: '1' },
  accountDetails: {
    phone: '6220 1234',
    address: '80 Robinson Road, #17-02',
    acctId: 'TL0001',
    appId: 'LRI',
    accountName: 'Tan & Lim LLP',
    postalCode: '068898',
    email: 'conveyancing@tanlim.com.sg',
    fax: '6220 5678',
    uen: '201912345K',
  },
  expiredTime: Date.now() + 30 * 60_000,
};

export interface AccountScreenOptions {
  path: string;
  start?: string;
  page: () => ReactNode;
  overrides: AccountActorOverrides;
  /** 'bare': the page with the user details provided; 'shell': inside the real AppShell, header and all. */
  frame?: 'bare' | 'shell';
}

/** Signed in as lawyer1 (storage and the user-details query), on `start` (default `path`). */
export function renderAccountScreen({ path, start = path, page, overrides, frame = 'bare' }: AccountScreenOptions) {
  sessionStore.storeLogin({ jwt: JWT, userId: USER_ID, isUENUpdated: 'N', isLAActive: 'true' });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(userDetailsQueryKey(USER_ID), details);
  const root = createRootRoute({
    component: () => (
      <AppChrome>
        <Outlet />
      </AppChrome>
    ),
  });
  const framed = () =>
    frame === 'shell' ? <AppShell>{page()}</AppShell> : <UserDetailsContext.Provider value={details}>{page()}</UserDetailsContext.Provider>;
  const others = [HOME, LISTING]
    .filter((other) => other !== path)
    .map((other) => createRoute({ getParentRoute: () => root, path: other, component: () => <h1>Page {other}</h1> }));
  const router = createRouter({
    routeTree: root.addChildren([createRoute({ getParentRoute: () => root, path, component: framed }), ...others]),
    history: createMemoryHistory({ initialEntries: [start] }),
  });
  render(
    <QueryClientProvider client={queryClient}>
      <AccountActorOverridesContext.Provider value={overrides}>
        <RouterProvider router={router} />
      </AccountActorOverridesContext.Provider>
    </QueryClientProvider>,
  );
  return { router, queryClient };
}

export type AccountRouter = ReturnType<typeof renderAccountScreen>['router'];

/** The heading-only page at `path` is showing. */
export async function expectLeftFor(router: AccountRouter, path: string): Promise<void> {
  await waitFor(() => expect(router.state.location.pathname).toBe(path));
  expect(await screen.findByRole('heading', { name: `Page ${path}` })).toBeInTheDocument();
}

export const user = (options: Parameters<typeof userEvent.setup>[0] = {}) => userEvent.setup({ delay: null, ...options });

/** The open alert dialog: its title names it, its text and tone are what the machine chose. */
export function expectAlert(alert: FlowAlert | null): HTMLElement {
  if (!alert) throw new Error('The model reached an alert state without an alert.');
  const dialog = screen.getByRole('alertdialog', { name: alert.title });
  if (alert.text) expect(dialog).toHaveTextContent(alert.text);
  expect(dialog).toHaveClass(`ui-alert--${alert.tone}`);
  return dialog;
}

export function expectNoAlert(): void {
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
}

/** The toast queue is the app's one queue: what a test raised must not show in the next. */
export function clearToasts(): void {
  act(() => toastQueue.clear());
}
