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
import { ClientFormActorOverridesContext, type ClientFormActorOverrides } from '../../../src/app/screens/contacts/client-form-actors';
import { ClientDetailsPage } from '../../../src/app/screens/contacts/ClientDetailsPage';
import { ContactListingPage } from '../../../src/app/screens/contacts/listing/ContactListingPage';
import { AppChrome } from '../../../src/app/screens/shell/AppChrome';
import { LeftNav } from '../../../src/app/screens/shell/LeftNav';
import { UserDetailsContext } from '../../../src/app/screens/shell/user-details-context';
import { sessionStore } from '../../../src/app/session/storage';
import { toastQueue } from '../../../src/app/ui';
import { installContactServer, type ContactServerOptions } from '../../../stories/contacts/contacts-api';
import { demoUserDetails, type MockRoutes } from '../../../stories/support/mock-api';

/**
 * The contact screens as a signed-in user sees them: the left navigation (whose 'Add Contact' opens the
 * dialog) around the listing and details routes, against the in-memory contact server the stories use (the
 * screens' own API client, with fetch replaced). Every other path is a heading naming it.
 */

export const LISTING = '/client-listing';
export const PROPERTY_LISTING = '/property-listing';

function OtherPage() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return <h1>Page {pathname}</h1>;
}

function DetailsRoute() {
  const params = useParams({ strict: false });
  const propId = Number(params.propId);
  return (
    <ClientDetailsPage id={Number(params.id)} direct={params.direct === 'true'} propId={Number.isInteger(propId) && propId > 0 ? propId : null} />
  );
}

export interface ContactScreenOptions extends ContactServerOptions {
  start: string;
  /** The form machine's calls replaced (the model test scripts them). */
  overrides?: ClientFormActorOverrides;
  /** Server answers replaced, e.g. a refusal the stored data would not give. */
  routes?: MockRoutes;
}

export function renderContactScreen({ start, overrides = {}, routes = {}, ...serverOptions }: ContactScreenOptions) {
  const server = installContactServer(serverOptions, routes);
  sessionStore.storeLogin({ jwt: 'login.jwt', userId: 'lawyer1', isUENUpdated: 'Y', isLAActive: 'true' });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const root = createRootRoute({
    component: () => (
      <AppChrome>
        <UserDetailsContext.Provider value={demoUserDetails('lawyer1')}>
          <LeftNav />
          <main>
            <Outlet />
          </main>
        </UserDetailsContext.Provider>
      </AppChrome>
    ),
  });
  const listing = createRoute({ getParentRoute: () => root, path: LISTING, component: ContactListingPage });
  const details = createRoute({ getParentRoute: () => root, path: '/client-details/$id/{-$direct}/{-$propId}', component: DetailsRoute });
  const other = createRoute({ getParentRoute: () => root, path: '$', component: OtherPage });
  const router = createRouter({
    routeTree: root.addChildren([listing, details, other]),
    history: createMemoryHistory({ initialEntries: [start] }),
  });
  render(
    <QueryClientProvider client={queryClient}>
      <ClientFormActorOverridesContext.Provider value={overrides}>
        <RouterProvider router={router} />
      </ClientFormActorOverridesContext.Provider>
    </QueryClientProvider>,
  );
  const cleanup = () => {
    server.restore();
    act(() => toastQueue.clear());
  };
  return { router, server, queryClient, cleanup };
}

export type ContactScreen = ReturnType<typeof renderContactScreen>;

export const user = () => userEvent.setup({ delay: null });

export async function expectAt({ router }: ContactScreen, path: string): Promise<void> {
  await waitFor(() => expect(router.state.location.pathname).toBe(path));
}

export async function pressInAlert(title: string, button: string): Promise<void> {
  await user().click(within(screen.getByRole('alertdialog', { name: title })).getByRole('button', { name: button }));
}

/** The form field named `label` (exactly), e.g. 'Company Name' or 'Name row 2'. */
export const field = (label: string, container: HTMLElement = document.body) =>
  within(container).getByRole('textbox', { name: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`) });

/** The message shown under a field, from its aria-describedby. */
export function errorUnder(input: HTMLElement): string {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
}
