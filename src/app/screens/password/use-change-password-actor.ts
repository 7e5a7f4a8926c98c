import { useNavigate } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useContext, useEffect, useMemo } from 'react';
import { changePasswordMachine, type ChangePasswordInput, type PasswordFlowEnding } from '../../../../machines/change-password.machine';
import { sessionStore } from '../../session/storage';
import { passwordActors, PasswordActorOverridesContext } from './password-actors';

const DESTINATION_PATHS: Record<PasswordFlowEnding['destination'], string> = {
  home: '/home',
  'property-listing': '/property-listing',
};

/** The change-password machine with the real call; when it ends, the login is cleared if asked and the page left. */
export function useChangePasswordActor(input: ChangePasswordInput) {
  const navigate = useNavigate();
  const overrides = useContext(PasswordActorOverridesContext);
  const machine = useMemo(() => changePasswordMachine.provide({ actors: { changePassword: passwordActors(overrides).changePassword } }), [overrides]);
  const actor = useActorRef(machine, { input, inspect: overrides.inspect });
  const ending = useSelector(actor, (s) => (s.status === 'done' ? s.output : null));

  useEffect(() => {
    if (!ending) return;
    if (ending.clearLogin) sessionStore.clearLogin();
    void navigate({ to: DESTINATION_PATHS[ending.destination] });
  }, [ending, navigate]);

  return actor;
}

export type ChangePasswordActor = ReturnType<typeof useChangePasswordActor>;
