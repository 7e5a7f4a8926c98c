import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  useParams,
  useRouterState,
} from '@tanstack/react-router';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import type { Property } from '../../../src/api/property-form';
import { PropertySummaryPage } from '../../../src/app/screens/property-summary/PropertySummaryPage';
import { AppChrome } from '../../../src/app/screens/shell/AppChrome';
import { sessionStore } from '../../../src/app/session/storage';
import { toastQueue } from '../../../src/app/ui';
import { summaryServer } from '../../../stories/property-summary/summary-api';
import { mockApi, type MockRoutes } from '../../../stories/support/mock-api';

/**
 * The summary page as a signed-in user sees it, against the in-memory server the stories use (the page's
 * own API client, with fetch replaced). Every other path is a heading naming it.
 */

function SummaryRoute() {
  const { id } = useParams({ strict: false });
  return <PropertySummaryPage id={Number(id)} />;
}

function OtherPage() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return <h1>Page {pathname}</h1>;
}

export interface SummaryScreenOptions {
  property: Property;
  start?: string;
  overrides?: MockRoutes;
}

export function renderSummary({ property, start = `/property-summary/${property.id}`, overrides }: SummaryScreenOptions) {
  const server = summaryServer(property, overrides);
  const restore = mockApi(server.routes);
  sessionStore.storeLogin({ jwt: 'login.jwt', userId: 'lawyer1', isUENUpdated: 'Y', isLAActive: 'true' });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const root = createRootRoute({
    component: () => (
      <AppChrome>
        <Outlet />
      </AppChrome>
    ),
  });
  const summary = createRoute({ getParentRoute: () => root, path: '/property-summary/$id/{-$direct}', component: SummaryRoute });
  const other = createRoute({ getParentRoute: () => root, path: '$', component: OtherPage });
  const router = createRouter({
    routeTree: root.addChildren([summary, other]),
    history: createMemoryHistory({ initialEntries: [start] }),
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
  return { router, server, queryClient, cleanup };
}

export const user = () => userEvent.setup({ delay: null });

/** The page once its property has loaded. */
export async function loaded(): Promise<HTMLElement> {
  const page = await screen.findByRole('region', { name: 'Stakeholder Profiles' });
  await waitFor(() => expect(page).not.toHaveAttribute('aria-busy'));
  return page;
}

/** A card, by its heading (cards are regions named by their titles). */
export function card(title: string) {
  return within(screen.getByRole('region', { name: title }));
}

/** A card's label / value pairs that are shown (a collapsed part's are left out). */
export function cardDetails(title: string): Record<string, string> {
  const region = screen.getByRole('region', { name: title });
  const rows = Array.from(region.querySelectorAll('.summary-details__row')).filter(
    (row) => !row.closest('[hidden], [aria-hidden="true"]'),
  );
  return Object.fromEntries(rows.map((row) => [row.querySelector('dt')?.textContent ?? '', row.querySelector('dd')?.textContent ?? '']));
}
