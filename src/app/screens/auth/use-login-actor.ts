import { useNavigate } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { createContext, useContext, useEffect, useMemo } from 'react';
import { fromPromise, type InspectionEvent, type PromiseActorLogic } from 'xstate';
import { loginMachine, type LoginReply, type LoginRequest, type LoginSession, type SecurityQaReply } from '../../../../machines/login.machine';
import { login, retrieveSecurityQa } from '../../../api/auth';
import { LOGIN_DESTINATION_PATHS } from '../../../domain/login-routing';
import { api } from '../../api';
import { sessionStore } from '../../session/storage';

/** The outside world of the login dialog: the two server calls and browser storage. */
export interface LoginEffects {
  login: PromiseActorLogic<LoginReply, LoginRequest>;
  retrieveSecurityQa: PromiseActorLogic<SecurityQaReply, { userid: string }>;
  storeSession: (session: LoginSession) => void;
}

/** What the app uses: the real calls (the password is encrypted inside `login`) and session storage. */
const appLoginEffects: LoginEffects = {
  login: fromPromise<LoginReply, LoginRequest>(({ input }) => login(api, input.userid, input.password)),
  retrieveSecurityQa: fromPromise<SecurityQaReply, { userid: string }>(({ input }) => retrieveSecurityQa(api, input.userid)),
  storeSession: (session) => sessionStore.storeLogin(session),
};

/** The login machine with the given effects supplied. */
export function provideLoginMachine(effects: LoginEffects) {
  return loginMachine.provide({
    actors: { login: effects.login, retrieveSecurityQa: effects.retrieveSecurityQa },
    actions: { storeSession: (_, session: LoginSession) => effects.storeSession(session) },
  });
}

/** Replaces some effects for everything below it (screen tests, stories); `inspect` observes the actor. */
export interface LoginActorOverrides extends Partial<LoginEffects> {
  inspect?: (event: InspectionEvent) => void;
}

/** The app renders no provider, so it always runs `appLoginEffects`. */
export const LoginActorOverridesContext = createContext<LoginActorOverrides>({});

/** The login machine with the app's side effects: the real calls, storage, and where each ending leads. */
export function useLoginActor(onCancel: () => void) {
  const navigate = useNavigate();
  const overrides = useContext(LoginActorOverridesContext);
  const machine = useMemo(() => {
    const { inspect: _inspect, ...effects } = overrides;
    return provideLoginMachine({ ...appLoginEffects, ...effects });
  }, [overrides]);
  const actor = useActorRef(machine, { inspect: overrides.inspect });
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
