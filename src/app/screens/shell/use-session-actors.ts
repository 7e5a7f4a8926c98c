import { useNavigate } from '@tanstack/react-router';
import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { disclaimerMachine } from '../../../../machines/disclaimer.machine';
import { sessionMachine, type ExtendSessionOutput } from '../../../../machines/session.machine';
import { disclaimerUser, getNewToken, type UserDetailsResponse } from '../../../api/auth';
import { messages } from '../../../domain/messages';
import { api } from '../../api';
import { sessionStore } from '../../session/storage';
import { showToast } from '../../ui';

/**
 * The session and disclaimer machines of a signed-in user, with the app's side effects supplied:
 * new tokens from the server, storage, and the way home.
 */
export function useSessionActors(details: UserDetailsResponse) {
  const navigate = useNavigate();
  const userId = details.userDetails.user_id;

  const machines = useMemo(() => {
    const goHome = () => {
      sessionStore.clearLogin();
      void navigate({ to: '/home', replace: true });
    };
    return {
      session: sessionMachine.provide({
        actors: {
          extendSession: fromPromise<ExtendSessionOutput, void>(async () => {
            const reply = await getNewToken(api, userId);
            if (!reply.jwt || !reply.expiredTime) return { errormsg: reply.errormsg ?? messages.invalidToken };
            sessionStore.storeToken(reply.jwt, reply.userId ?? userId);
            sessionStore.storeExpiry(reply.expiredTime);
            return { expiresAt: reply.expiredTime };
          }),
        },
        actions: {
          endSession: () => {
            showToast(messages.sessionTimeout, 'error');
            goHome();
          },
          logout: goHome,
          clearLogin: goHome,
        },
      }),
      disclaimer: disclaimerMachine.provide({
        actors: { acceptDisclaimer: fromPromise<boolean, void>(() => disclaimerUser(api, userId, true)) },
        actions: { clearLogin: goHome },
      }),
    };
  }, [navigate, userId]);

  const session = useActorRef(machines.session, { input: { expiresAt: details.expiredTime } });
  const disclaimer = useActorRef(machines.disclaimer, { input: { disclaimerAccepted: details.userDetails.disclaimerAccepted } });
  return { session, disclaimer };
}
