import type { Decorator } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

function FreshQueryClient({ children }: { children: ReactNode }) {
  // One client per story render: nothing cached leaks from one story into the next.
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } }));
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** For screens that read with TanStack Query (the session gate's user details). */
export const withQueryClient: Decorator = (Story) => (
  <FreshQueryClient>
    <Story />
  </FreshQueryClient>
);
