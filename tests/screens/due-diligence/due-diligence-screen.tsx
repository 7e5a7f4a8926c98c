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
import { DueDiligencePage } from '../../../src/app/screens/due-diligence/DueDiligencePage';
import { RequisitionActorOverridesContext, type RequisitionActorOverrides } from '../../../src/app/screens/due-diligence/requisition/requisition-effects';
import { AppChrome } from '../../../src/app/screens/shell/AppChrome';
import { LeftNav } from '../../../src/app/screens/shell/LeftNav';
import { UserDetailsContext } from '../../../src/app/screens/shell/user-details-context';
import { sessionStore } from '../../../src/app/session/storage';
import { toastQueue } from '../../../src/app/ui';
import { requisitionServer, type RequisitionServerOptions } from '../../../stories/due-diligence/pages/requisition-server';
import { demoUserDetails, mockApi } from '../../../stories/support/mock-api';

/**
 * The due-diligence page as lawyer1 sees it, with the left navigation, against the in-memory requisition server
 * the stories use (the page's own API client, with fetch replaced). Every other path is a heading naming it.
 */

function DueDiligenceRoute() {
  const { id } = useParams({ strict: false });
  return <DueDiligencePage key={id} id={Number(id)} />;
}

function OtherPage() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return <h1>Page {pathname}</h1>;
}

export interface DueDiligenceScreenOptions extends RequisitionServerOptions {
  /** The machine's calls replaced or watched. */
  actors?: RequisitionActorOverrides;
}

export function renderDueDiligence({ actors = {}, ...options }: DueDiligenceScreenOptions) {
  const server = requisitionServer(options);
  const restore = mockApi(server.routes);
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
  const page = createRoute({ getParentRoute: () => root, path: '/property-duediligence/$id', component: DueDiligenceRoute });
  const other = createRoute({ getParentRoute: () => root, path: '$', component: OtherPage });
  const router = createRouter({
    routeTree: root.addChildren([page, other]),
    history: createMemoryHistory({ initialEntries: [`/property-duediligence/${options.property.id}`] }),
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RequisitionActorOverridesContext.Provider value={actors}>
        <RouterProvider router={router} />
      </RequisitionActorOverridesContext.Provider>
    </QueryClientProvider>,
  );
  const cleanup = () => {
    restore();
    act(() => toastQueue.clear());
  };
  return { router, server, cleanup };
}

export const user = () => userEvent.setup({ delay: null });

/** Step 1 once the agency fees are in. */
export async function stepOne(): Promise<HTMLElement> {
  return screen.findByRole('region', { name: 'Step 1: Select agencies' });
}

export const agencyBox = (name: string) => screen.getByRole('checkbox', { name: `Select ${name}` });

/** Ticks the agency lines one after another, each only once the last has settled (IRAS checks the unit first). */
export async function tick(...names: string[]): Promise<void> {
  for (const name of names) {
    await user().click(agencyBox(name));
    await waitFor(() => expect(screen.getByRole('region', { name: 'Step 1: Select agencies' })).not.toHaveAttribute('aria-busy'));
  }
}

export const alertNamed = (title: string) => screen.findByRole('alertdialog', { name: title });

export async function pressIn(dialog: HTMLElement, button: string): Promise<void> {
  await user().click(within(dialog).getByRole('button', { name: button }));
}

export async function next(): Promise<HTMLElement> {
  await user().click(screen.getByRole('button', { name: 'Next' }));
  return screen.findByRole('region', { name: 'Step 2: Review and submit' });
}

/** The summary table's rows as text cells. */
export function summaryRows(): string[][] {
  const table = screen.getByRole('grid', { name: 'Requisition summary' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.querySelectorAll('[role="rowheader"], [role="gridcell"]'), (cell) => cell.textContent ?? ''));
}
