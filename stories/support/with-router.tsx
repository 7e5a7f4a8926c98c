import type { Decorator } from '@storybook/react-vite';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider, useRouterState } from '@tanstack/react-router';
import { createContext, useContext, useState, type ReactNode } from 'react';
import { AppLinks } from '../../src/app/screens/shell/AppLinks';

/** The app's basepath: links and the current path read as they do in the browser. */
export const BASEPATH = '/conveyancing';

const StorySlot = createContext<ReactNode>(null);

/** Every path renders the story; the current path is shown so a play function can assert navigation. */
function StoryLayout() {
  const story = useContext(StorySlot);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return (
    <>
      <AppLinks>{story}</AppLinks>
      <output aria-label="current path" className="story-current-path" style={{ display: 'block', padding: 8, fontSize: 12, color: '#555' }}>
        {pathname.replace(new RegExp(`^${BASEPATH}(?=/|$)`), '') || '/'}
      </output>
      <Outlet />
    </>
  );
}

function createStoryRouter(initialPath: string) {
  const rootRoute = createRootRoute({ component: StoryLayout });
  // A catch-all child: any path the screen navigates to is a match, so nothing is "not found".
  const anyPath = createRoute({ getParentRoute: () => rootRoute, path: '$', component: () => null });
  return createRouter({
    routeTree: rootRoute.addChildren([anyPath]),
    basepath: BASEPATH,
    history: createMemoryHistory({ initialEntries: [`${BASEPATH}${initialPath}`] }),
  });
}

function StoryRouter({ initialPath, children }: { initialPath: string; children: ReactNode }) {
  const [router] = useState(() => createStoryRouter(initialPath));
  return (
    <StorySlot.Provider value={children}>
      <RouterProvider router={router} />
    </StorySlot.Provider>
  );
}

/**
 * Renders the story inside a TanStack router with memory history, starting at `initialPath` (without the
 * basepath), so `useNavigate`, `Link` and `useLocation` work and `<output aria-label="current path">` shows
 * where the screen went.
 */
export function withRouter(initialPath = '/home'): Decorator {
  return (Story) => (
    <StoryRouter initialPath={initialPath}>
      <Story />
    </StoryRouter>
  );
}
