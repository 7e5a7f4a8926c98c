import { useNavigate } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useContext, useEffect, useMemo, useState } from 'react';
import { resetPasswordMachine } from '../../../../machines/reset-password.machine';
import { sessionStore } from '../../session/storage';
import { passwordActors, PasswordActorOverridesContext } from './password-actors';

/**
 * The reset-password machine with the real call, started from what forgot-password stored. Every ending
 * (not allowed, done, cancelled) clears the session with the reset values and goes home.
 */
export function useResetPasswordActor() {
  const navigate = useNavigate();
  const overrides = useContext(PasswordActorOverridesContext);
  const machine = useMemo(() => resetPasswordMachine.provide({ actors: { resetPassword: passwordActors(overrides).resetPassword } }), [overrides]);
  const [input] = useState(() => sessionStore.verifiedAnswers());
  const actor = useActorRef(machine, { input, inspect: overrides.inspect });
  const ended = useSelector(actor, (s) => s.status === 'done');

  useEffect(() => {
    if (!ended) return;
    sessionStore.clearLogin();
    void navigate({ to: '/home' });
  }, [ended, navigate]);

  return actor;
}
