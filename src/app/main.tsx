// First: where the browser has no Temporal, this installs the polyfill (and waits for it) before the app runs.
import './temporal';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { queryClient } from './api';
import { router } from './router';
// The kit's stylesheet, not its barrel: importing './ui' for its side effect would pull every primitive (and
// the react-aria behind each) into the first page, used or not.
import './ui/ui.css';
import './app.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');
createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
