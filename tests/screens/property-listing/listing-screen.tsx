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
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import type { UserDetailsResponse } from '../../../src/api/auth';
import { PropertyListingPage } from '../../../src/app/screens/property-listing/PropertyListingPage';
import { AppChrome } from '../../../src/app/screens/shell/AppChrome';
import { UserDetailsContext } from '../../../src/app/screens/shell/user-details-context';
import { sessionStore } from '../../../src/app/session/storage';
import { toastQueue } from '../../../src/app/ui';
import { listingServer, type ListingServerOptions } from '../../../stories/property-listing/listing-api';
import { apiCalls, mockApi, type RouteKey } from '../../../stories/support/mock-api';

/**
 * The listing page as a signed-in user sees it, against the in-memory listing server the stories use (the
 * page's own API client, with fetch replaced). Every other path is a heading naming it.
 */

export const USER_ID = 'lawyer1';
export const LISTING = '/property-listing';

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

export interface ListingScreenOptions extends ListingServerOptions {
  isLAActive?: boolean;
}

export function renderListing({ isLAActive = true, ...serverOptions }: ListingScreenOptions) {
  const server = listingServer(serverOptions);
  const restore = mockApi(server.routes);
  sessionStore.storeLogin({ jwt: 'login.jwt', userId: USER_ID, isUENUpdated: 'Y', isLAActive: String(isLAActive) });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const root = createRootRoute({
    component: () => (
      <AppChrome>
        <Outlet />
      </AppChrome>
    ),
  });
  const listing = createRoute({
    getParentRoute: () => root,
    path: LISTING,
    component: () => (
      <UserDetailsContext.Provider value={details}>
        <PropertyListingPage />
      </UserDetailsContext.Provider>
    ),
  });
  const other = createRoute({ getParentRoute: () => root, path: '$', component: OtherPage });
  const router = createRouter({
    routeTree: root.addChildren([listing, other]),
    history: createMemoryHistory({ initialEntries: [LISTING] }),
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const cleanup = () => {
    restore();
    act(() => toastQueue.clear());
  };
  return { router, server, cleanup };
}

export const user = () => userEvent.setup({ delay: null });

export const table = () => screen.getByRole('grid', { name: 'Properties' });

/** The body rows of the listing table (the header row left out). */
export function bodyRows(): HTMLElement[] {
  return within(table()).getAllByRole('row').slice(1);
}

/** Waits until the table shows `first` as its first row's reference. */
export async function firstRowIs(reference: string): Promise<void> {
  await waitFor(() => expect(within(bodyRows()[0] ?? table()).getByRole('rowheader')).toHaveTextContent(reference));
}

export function rowOf(reference: string): HTMLElement {
  const row = bodyRows().find((candidate) => within(candidate).queryByRole('rowheader')?.textContent?.includes(reference));
  if (!row) throw new Error(`no row for ${reference}`);
  return row;
}

/** The bodies the page sent to one listing call, oldest first. */
export function sentBodies(route: RouteKey): unknown[] {
  return apiCalls(route).map((call) => call.body);
}

export const pager = () => screen.getByRole('navigation', { name: 'Property listing pages' });

export function currentPage(nav: HTMLElement = pager()): string | null | undefined {
  return nav.querySelector('[aria-current="page"]')?.textContent?.replace('Page ', '');
}
