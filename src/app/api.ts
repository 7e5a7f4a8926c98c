import { QueryClient } from '@tanstack/react-query';
import { createApiClient } from '../api/client';
import { reportAuthFailure } from './session/auth-failures';
import { reportSetupPending } from './session/setup-pending';
import { sessionStore } from './session/storage';

/**
 * The one API client of the app: bearer from the stored login; a 401 on a product call ends the login, a 403
 * SetupPending sends the user to the set-up step.
 */
export const api = createApiClient({
  getToken: () => sessionStore.jwt(),
  onUnauthorized: () =>
    reportAuthFailure(() => {
      sessionStore.clearLogin();
      window.location.assign('/conveyancing/home');
    }),
  // A 403 SetupPending: the signed-in shell takes the user to the pending step.
  onSetupPending: reportSetupPending,
});

export type AppApi = typeof api;

export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
});
