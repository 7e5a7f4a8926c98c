import { useQueryClient } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { disclaimerMachine } from '../../../../machines/disclaimer.machine';
import { disclaimerUser, type UserDetailsResponse } from '../../../api/auth';
import { api } from '../../api';
import { refreshSetupState } from '../../session/setup-state';
import { useLogout } from './use-logout';

/**
 * The disclaimer machine of a signed-in user: Accept posts the acceptance and re-reads the user details (the
 * set-up gate's state) before the page is shown; Reject, or an unconfirmed Accept, ends the login as Logout
 * does (on the server too, then home).
 */
export function useDisclaimerActor(details: UserDetailsResponse) {
  const logout = useLogout();
  const queryClient = useQueryClient();
  const userId = details.userDetails.user_id;

  const machine = useMemo(
    () =>
      disclaimerMachine.provide({
        actors: {
          acceptDisclaimer: fromPromise<boolean, void>(async () => {
            const accepted = await disclaimerUser(api, userId, true);
            if (accepted) await refreshSetupState(queryClient);
            return accepted;
          }),
        },
        actions: { clearLogin: logout },
      }),
    [logout, queryClient, userId],
  );
  return useActorRef(machine, { input: { disclaimerAccepted: details.userDetails.disclaimerAccepted } });
}
