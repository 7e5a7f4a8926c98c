import { useNavigate } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useContext, useEffect, useMemo } from 'react';
import { forgotPasswordMachine } from '../../../../machines/forgot-password.machine';
import { sessionStore } from '../../session/storage';
import { passwordActors, PasswordActorOverridesContext } from './password-actors';

/** The forgot-password machine with the real calls; verified answers hand over to reset-password. */
export function useForgotPasswordActor() {
  const navigate = useNavigate();
  const overrides = useContext(PasswordActorOverridesContext);
  const machine = useMemo(() => {
    const { retrieveSecurityQa, verifySecurityQa } = passwordActors(overrides);
    return forgotPasswordMachine.provide({ actors: { retrieveSecurityQa, verifySecurityQa } });
  }, [overrides]);
  const actor = useActorRef(machine, { inspect: overrides.inspect });
  const ending = useSelector(actor, (s) =>
    s.status === 'done' ? { verified: s.matches('verified'), userid: s.output?.userid ?? '', resetToken: s.output?.resetToken ?? '' } : null,
  );

  useEffect(() => {
    if (!ending) return;
    if (!ending.verified) {
      void navigate({ to: '/home' });
      return;
    }
    sessionStore.storeVerifiedAnswers(ending.userid, ending.resetToken);
    void navigate({ to: '/password-management/reset-password' });
  }, [ending, navigate]);

  return actor;
}

export type ForgotPasswordActor = ReturnType<typeof useForgotPasswordActor>;
