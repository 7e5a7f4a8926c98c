import { useNavigate } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { fromPromise } from 'xstate';
import { loginMachine, type LoginReply, type LoginRequest, type LoginSession, type SecurityQaReply } from '../../../../machines/login.machine';
import { login, retrieveSecurityQa } from '../../../api/auth';
import { LOGIN_DESTINATION_PATHS } from '../../../domain/login-routing';
import { api } from '../../api';
import { sessionStore } from '../../session/storage';

/** The login machine with the app's side effects: the real calls, storage, and where each ending leads. */
export function useLoginActor(onCancel: () => void) {
  const navigate = useNavigate();
  const machine = useMemo(
    () =>
      loginMachine.provide({
        actors: {
          login: fromPromise<LoginReply, LoginRequest>(({ input }) => login(api, input.userid, input.password)),
          retrieveSecurityQa: fromPromise<SecurityQaReply, { userid: string }>(({ input }) => retrieveSecurityQa(api, input.userid)),
        },
        actions: {
          storeSession: (_, session: LoginSession) => sessionStore.storeLogin(session),
        },
      }),
    [],
  );
  const actor = useActorRef(machine);
  const ending = useSelector(actor, (s) => (s.status === 'done' ? { state: typeof s.value === 'string' ? s.value : '', output: s.output } : null));

  useEffect(() => {
    if (!ending) return;
    const { state, output } = ending;
    if (state === 'cancelled' || !output) return onCancel();
    if (state === 'expiredPassword') sessionStore.storeExpiredPassword(output.userid, output.expiredMessage ?? '');
    // Close the dialog first: unmounting an open modal together with the page behind it upsets react-aria.
    onCancel();
    if (output.destination) void navigate({ to: LOGIN_DESTINATION_PATHS[output.destination] });
  }, [ending, navigate, onCancel]);

  return actor;
}
