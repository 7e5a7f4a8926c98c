import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useContext, useEffect, useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { securityQuestionsMachine, type SecurityQaMode } from '../../../../machines/security-questions.machine';
import { messages } from '../../../domain/messages';
import { showToast } from '../../ui';
import { useUserDetails } from '../shell/user-details-context';
import { AccountActorOverridesContext, appAccountEffects } from './account-effects';
import { useAccountExit } from './use-account-exit';

export type SecurityQuestionsActor = ActorRefFrom<typeof securityQuestionsMachine>;

/** The security-questions machine with the app's calls, its toast, and where each ending leads. */
export function useSecurityQuestionsActor(mode: SecurityQaMode): SecurityQuestionsActor {
  const overrides = useContext(AccountActorOverridesContext);
  const userid = useUserDetails().userDetails.user_id;
  const queryClient = useQueryClient();
  const exit = useAccountExit();

  const machine = useMemo(() => {
    const { inspect: _inspect, ...replaced } = overrides;
    const effects = { ...appAccountEffects(userid, queryClient), ...replaced };
    return securityQuestionsMachine.provide({
      actors: { loadQuestions: effects.loadQuestions, registerSecurityQa: effects.registerSecurityQa },
      actions: { announceSaved: () => void showToast(messages.securityQuestionsSaved, 'success') },
    });
  }, [overrides, queryClient, userid]);

  const actor = useActorRef(machine, { input: { mode }, inspect: overrides.inspect });
  const ending = useSelector(actor, (s) => (s.status === 'done' ? s.output : null));

  useEffect(() => {
    // Seed 002 §4: the forced set-up goes on to the listing; Logout clears the login and goes home.
    if (ending === 'saved') exit.toListingAfterSetupStep();
    if (ending === 'ignored') exit.toListing();
    if (ending === 'loggedOut') exit.logout();
  }, [ending, exit]);

  return actor;
}
