import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createBrowserHistory,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  useParams,
} from '@tanstack/react-router';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import type { Property } from '../../../src/api/property-form';
import { caseProgressQueryKey } from '../../../src/api/queries/case-progress';
import { propertyQueryKey } from '../../../src/api/queries/property-form';
import { PropertyFormActorOverridesContext, type PropertyFormActorOverrides } from '../../../src/app/screens/property-form/property-form-actors';
import { PropertyDetailsPage } from '../../../src/app/screens/property-form/PropertyDetailsPage';
import { AppChrome } from '../../../src/app/screens/shell/AppChrome';
import { LeftNav } from '../../../src/app/screens/shell/LeftNav';
import { sessionStore } from '../../../src/app/session/storage';
import { toastQueue } from '../../../src/app/ui';
import { progressOfProperty } from '../../../stories/support/case-progress-api';

/**
 * What the property form screen tests share: a signed-in user, a router with the left navigation (whose
 * 'Add New Property' opens the dialog) around the property details route, heading-only pages for where the
 * form leads, and a query cache that already holds the property, so nothing reaches a network.
 */

export const LISTING = '/property-listing';
export const GET_PROPERTY = '/get-property';
/** A listing query the form must invalidate after a save (keys under 'properties'). */
export const LISTING_QUERY_KEY = ['properties', 'list', 'screen-test'] as const;

function DetailsRoute() {
  const params = useParams({ strict: false });
  return <PropertyDetailsPage id={Number(params.id)} direct={params.direct === 'true'} duplicate={params.duplicate === 'true'} />;
}

export interface PropertyScreenOptions {
  start: string;
  property?: Property;
  overrides: PropertyFormActorOverrides;
  isLAActive?: 'true' | 'false';
  /**
   * 'browser' runs on jsdom's own history (the browser's back, beforeunload), starting at `start`; destroy it
   * after the test (`router.history.destroy()`), or its listeners stay on the shared window.
   */
  history?: 'memory' | 'browser';
}

export function renderPropertyScreen({ start, property, overrides, isLAActive = 'true', history = 'memory' }: PropertyScreenOptions) {
  sessionStore.storeLogin({ jwt: 'login.jwt', userId: 'lawyer1', isUENUpdated: 'Y', isLAActive });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  // What the details route's loader puts in the cache: the property and its case's progress, which the page's
  // lifecycle machine starts from.
  if (property) {
    queryClient.setQueryData(propertyQueryKey(Number(property.id)), property);
    queryClient.setQueryData(caseProgressQueryKey(Number(property.id)), progressOfProperty(property));
  }
  queryClient.setQueryData(LISTING_QUERY_KEY, { records: [], recordCount: 0, pageNo: 1, pageSize: 10 });
  const root = createRootRoute({
    component: () => (
      <AppChrome>
        <LeftNav />
        <main>
          <Outlet />
        </main>
      </AppChrome>
    ),
  });
  const pages = [LISTING, GET_PROPERTY].map((path) => createRoute({ getParentRoute: () => root, path, component: () => <h1>Page {path}</h1> }));
  const details = createRoute({ getParentRoute: () => root, path: '/property-details/$id/{-$direct}/{-$duplicate}', component: DetailsRoute });
  const router = createRouter({
    routeTree: root.addChildren([...pages, details]),
    history: history === 'browser' ? browserHistoryAt(start) : createMemoryHistory({ initialEntries: [start] }),
  });
  render(
    <QueryClientProvider client={queryClient}>
      <PropertyFormActorOverridesContext.Provider value={overrides}>
        <RouterProvider router={router} />
      </PropertyFormActorOverridesContext.Provider>
    </QueryClientProvider>,
  );
  return { router, queryClient };
}

export type PropertyScreen = ReturnType<typeof renderPropertyScreen>;

function browserHistoryAt(path: string) {
  window.history.replaceState(null, '', path);
  return createBrowserHistory();
}

export const user = () => userEvent.setup({ delay: null });

/** The heading-only page at `path` is showing. */
export async function expectLeftFor({ router }: PropertyScreen, path: string): Promise<void> {
  await waitFor(() => expect(router.state.location.pathname).toBe(path));
  expect(await screen.findByRole('heading', { name: `Page ${path}` })).toBeInTheDocument();
}

export async function pressInAlert(title: string, button: string): Promise<void> {
  await user().click(within(screen.getByRole('alertdialog', { name: title })).getByRole('button', { name: button }));
}

export function expectNoAlert(): void {
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
}

/** The toast queue is the app's one queue: what a test raised must not show in the next. */
export function clearToasts(): void {
  act(() => toastQueue.clear());
}
