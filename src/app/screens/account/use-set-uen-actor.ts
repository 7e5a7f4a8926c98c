import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useContext, useEffect, useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { setUenMachine } from '../../../../machines/set-uen.machine';
import { messages } from '../../../domain/messages';
import { sessionStore } from '../../session/storage';
import { showToast } from '../../ui';
import { useUserDetails } from '../shell/user-details-context';
import { AccountActorOverridesContext, appAccountEffects } from './account-effects';
import { useAccountExit } from './use-account-exit';

export type SetUenActor = ActorRefFrom<typeof setUenMachine>;

/** The set-UEN machine with the app's calls, storage, and where each ending leads (seed 002 §4, §8). */
export function useSetUenActor(firstTime: boolean): SetUenActor {
  const overrides = useContext(AccountActorOverridesContext);
  const userid = useUserDetails().userDetails.user_id;
  const queryClient = useQueryClient();
  const exit = useAccountExit();

  const machine = useMemo(() => {
    const { inspect: _inspect, ...replaced } = overrides;
    const effects = { ...appAccountEffects(userid, queryClient), ...replaced };
    return setUenMachine.provide({ actors: { retrieveUenDetails: effects.retrieveUenDetails, updateUen: effects.updateUen } });
  }, [overrides, queryClient, userid]);

  const actor = useActorRef(machine, { input: { firstTime }, inspect: overrides.inspect });
  const ending = useSelector(actor, (s) => (s.status === 'done' ? s.output : null));

  useEffect(() => {
    switch (ending) {
      case 'saved':
        // Login reads isUENUpdated: once it is Y the set-UEN page no longer follows a login.
        sessionStore.markUenUpdated();
        showToast(messages.uenUpdated, 'success');
        return exit.toListingAfterSetupStep();
      case 'cancelled':
        return exit.toListing();
      case 'failed':
        return exit.toHome();
      case 'loggedOut':
        return exit.logout();
      default:
        return undefined;
    }
  }, [ending, exit]);

  return actor;
}
