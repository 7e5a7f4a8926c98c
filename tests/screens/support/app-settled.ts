import { notifyManager, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/** What `settled` reads of a rendered app: its router's state and its query client. */
interface RenderedApp {
  router: { state: { status: string } };
  queryClient: QueryClient;
}

/**
 * Resolves once any further call would have gone out: the page watches each query named (a refetch on mount, or on
 * a StrictMode remount, starts as it subscribes), the router has loaded, nothing is fetching, and the page has been
 * told the last answers (React Query tells its observers a task after the cache has them). A test counting calls
 * waits for this instead of a fixed delay.
 */
export async function settled({ router, queryClient }: RenderedApp, ...watched: QueryKey[]): Promise<void> {
  do {
    await waitFor(() => {
      for (const queryKey of watched) expect(queryClient.getQueryCache().find({ queryKey, exact: false, type: 'active' })).toBeDefined();
      expect(router.state.status).toBe('idle');
      expect(queryClient.isFetching()).toBe(0);
    });
    await new Promise<void>((resolve) => notifyManager.schedule(resolve));
  } while (queryClient.isFetching() > 0 || router.state.status !== 'idle');
}
