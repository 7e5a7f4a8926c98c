import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, render } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { api } from '../../../src/app/api';
import { routeTree } from '../../../src/app/routeTree.gen';
import { toastQueue } from '../../../src/app/ui';
import { accountApi } from '../../../stories/support/account-api';
import { mockApi, storeDemoLogin, type MockRoutes } from '../../../stories/support/mock-api';

export interface AppOptions {
  /** The app path to open, without the /conveyancing basepath. */
  start: string;
  /** The calls the pages make besides the shell's (user details, logo), answered by the stories' demo server. */
  routes?: MockRoutes;
  /** Providers around the router (e.g. actor overrides). */
  wrap?: (router: ReactNode) => ReactNode;
}

/**
 * The whole app as lawyer1 opens it: the real route tree (guards, loaders, shell) and API client against the
 * stories' demo server, rendered in StrictMode as main.tsx does, with a query client set as the app's is.
 */
export function renderApp({ start, routes = {}, wrap = (router) => router }: AppOptions) {
  storeDemoLogin('lawyer1');
  const restore = mockApi(accountApi(routes));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
  const router = createRouter({
    routeTree,
    basepath: '/conveyancing',
    context: { api, queryClient },
    history: createMemoryHistory({ initialEntries: [`/conveyancing${start}`] }),
  });
  render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>{wrap(<RouterProvider router={router} />)}</QueryClientProvider>
    </StrictMode>,
  );
  const cleanup = () => {
    restore();
    act(() => toastQueue.clear());
  };
  return { router, queryClient, cleanup };
}

/**
 * Every element matching `selector` that was ever in the page since the call, even for one render: a loading
 * state the user would only glimpse is caught. Call `stop` when done.
 */
export function watchFor(selector: string): { seen: () => number; stop: () => void } {
  let count = document.querySelectorAll(selector).length;
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        count += (node.matches(selector) ? 1 : 0) + node.querySelectorAll(selector).length;
      }
      if (record.type === 'attributes' && record.target instanceof Element && record.target.matches(selector)) count += 1;
    }
  });
  observer.observe(document.body, { childList: true, subtree: true, attributes: true });
  return { seen: () => count, stop: () => observer.disconnect() };
}
