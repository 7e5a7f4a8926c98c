import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { createContext, useContext, useEffect, useMemo } from 'react';
import { fromPromise, type InspectionEvent, type PromiseActorLogic } from 'xstate';
import { draftCartMachine, type DraftActionReply, type DraftActionRequest, type DraftRow } from '../../../../machines/draft-cart.machine';
import { draftRequisitionsQueryOptions, requisitionsQueryRoot } from '../../../api/queries/requisitions';
import { submitOrDiscardDrafts } from '../../../api/requisitions';
import { api } from '../../api';
import { showToast } from '../../ui';

/** The draft cart's calls; screen tests and stories replace them. */
export interface DraftCartEffects {
  loadDrafts: PromiseActorLogic<DraftRow[], undefined>;
  submitOrDiscard: PromiseActorLogic<DraftActionReply, DraftActionRequest>;
}

export interface DraftCartOverrides extends Partial<DraftCartEffects> {
  inspect?: (event: InspectionEvent) => void;
}

/** The app renders no provider, so it always runs the real calls. */
export const DraftCartOverridesContext = createContext<DraftCartOverrides>({});

/**
 * The drafts come through the shared query: the first load reads what the route's loader fetched, and a reload
 * after a submit or discard fetches afresh because `onChanged` has invalidated it.
 */
function appEffects(loginId: string, queryClient: QueryClient, onChanged: () => void): DraftCartEffects {
  return {
    loadDrafts: fromPromise<DraftRow[], undefined>(() => queryClient.query(draftRequisitionsQueryOptions(api, loginId))),
    submitOrDiscard: fromPromise<DraftActionReply, DraftActionRequest>(async ({ input }) => {
      const done = await submitOrDiscardDrafts(api, { loginId, ...input });
      // Submitted drafts appear on the report and the STATUS tab; discarded ones leave them.
      onChanged();
      return done;
    }),
  };
}

/** The page's draft-cart actor: its notices become toasts. */
export function useDraftCartActor(loginId: string) {
  const queryClient = useQueryClient();
  const overrides = useContext(DraftCartOverridesContext);
  const machine = useMemo(() => {
    const { inspect: _inspect, ...effects } = overrides;
    const onChanged = () => void queryClient.invalidateQueries({ queryKey: requisitionsQueryRoot });
    return draftCartMachine.provide({ actors: { ...appEffects(loginId, queryClient, onChanged), ...effects } });
  }, [overrides, loginId, queryClient]);
  const actorRef = useActorRef(machine, { inspect: overrides.inspect });
  const state = useSelector(actorRef, (snapshot) => snapshot);

  useEffect(() => {
    const notices = actorRef.on('notice', ({ notice }) => {
      showToast(notice.message, notice.tone);
    });
    return () => notices.unsubscribe();
  }, [actorRef]);

  return { actorRef, state };
}
