import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { LOGIN_DESTINATION_PATHS } from '../../../domain/login-routing';
import { refreshSetupState } from '../../session/setup-state';
import { useLogout } from '../shell/use-logout';

/** Where the account pages go when their flow ends: the listing, home, or home with the login cleared. */
export function useAccountExit() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const logout = useLogout();
  return useMemo(() => {
    const toListing = () => void navigate({ to: LOGIN_DESTINATION_PATHS['property-listing'] });
    return {
      toListing,
      /**
       * A set-up step was saved (security questions, UEN): the user details are re-read first, so the route
       * guard lets the user on to the listing (or to the next step) by the server's current answer.
       */
      toListingAfterSetupStep: () => void refreshSetupState(queryClient).then(toListing),
      toHome: () => void navigate({ to: '/home' }),
      // The set-up pages' own Logout ends the session on the server like the header's (shell/use-logout.ts).
      logout,
    };
  }, [logout, navigate, queryClient]);
}
