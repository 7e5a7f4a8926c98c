import { useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { LOGIN_DESTINATION_PATHS } from '../../../domain/login-routing';
import { sessionStore } from '../../session/storage';

/** Where the account pages go when their flow ends: the listing, home, or home with the login cleared. */
export function useAccountExit() {
  const navigate = useNavigate();
  return useMemo(
    () => ({
      toListing: () => void navigate({ to: LOGIN_DESTINATION_PATHS['property-listing'] }),
      toHome: () => void navigate({ to: '/home' }),
      logout: () => {
        sessionStore.clearLogin();
        void navigate({ to: '/home', replace: true });
      },
    }),
    [navigate],
  );
}
