import { useQueryClient } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import { createContext, useContext, useEffect, useMemo, useRef } from 'react';
import { fromPromise, type ActorRefFrom, type InspectionEvent, type PromiseActorLogic } from 'xstate';
import { factsBetween } from '../../../../machines/case-lifecycle.facts';
import { caseLifecycleMachine } from '../../../../machines/case-lifecycle.machine';
import { stageConfirmationMachine, type StageConfirmationRequest } from '../../../../machines/stage-confirmation.machine';
import { confirmCaseStage, withdrawCaseStage, type CaseProgress } from '../../../api/case-progress';
import { caseProgressQueryKey } from '../../../api/queries/case-progress';
import { propertiesQueryKey } from '../../../api/queries/properties';
import type { CaseRecords, ConfirmedStage } from '../../../domain/case/lifecycle';
import { todayInSingapore } from '../../../domain/today';
import { api } from '../../api';

export type CaseLifecycleActor = ActorRefFrom<typeof caseLifecycleMachine>;

/** Replaces the server calls for everything below it (screen tests); `inspect` observes the machine's actors. */
export interface CaseLifecycleOverrides {
  confirmStage?: PromiseActorLogic<CaseRecords, StageConfirmationRequest>;
  withdrawStage?: PromiseActorLogic<CaseRecords, { propertyId: number; stage: ConfirmedStage }>;
  inspect?: (event: InspectionEvent) => void;
  /** The day the machine takes as today (a replay pins the model's). */
  today?: string;
}

/** The app renders no provider: the case page calls the server. */
export const CaseLifecycleOverridesContext = createContext<CaseLifecycleOverrides>({});

/**
 * The case-lifecycle machine of a case page, started from the server's progress and fed every later answer (a
 * refetch after an upload, an assignment, a confirmation) as case.loaded, so the page and the server never differ.
 * A confirmation or a withdrawal puts the server's answer in the progress query as well, so the next step and the
 * deadlines shown beside the stage come from the same answer.
 */
export function useCaseLifecycle(progress: CaseProgress): CaseLifecycleActor {
  const overrides = useContext(CaseLifecycleOverridesContext);
  const queryClient = useQueryClient();
  const propertyId = progress.propertyId;
  const machine = useMemo(() => {
    const answered = (answer: CaseProgress) => {
      queryClient.setQueryData(caseProgressQueryKey(propertyId), answer);
      // Closing locks the case: the property, its listing row and every page's actions follow.
      void queryClient.invalidateQueries({ queryKey: propertiesQueryKey });
      return answer.records;
    };
    return caseLifecycleMachine.provide({
      actors: {
        stageConfirmation: stageConfirmationMachine.provide({
          actors: {
            confirmStage:
              overrides.confirmStage ??
              fromPromise<CaseRecords, StageConfirmationRequest>(async ({ input }) => answered(await confirmCaseStage(api, input))),
          },
        }),
        withdrawStage:
          overrides.withdrawStage ??
          fromPromise<CaseRecords, { propertyId: number; stage: ConfirmedStage }>(async ({ input }) => answered(await withdrawCaseStage(api, input))),
      },
    });
  }, [overrides, queryClient, propertyId]);
  const actor = useActorRef(machine, {
    input: {
      propertyId,
      records: progress.records,
      clientFlag: progress.clientFlag,
      hasRequisitions: progress.hasRequisitions,
      today: overrides.today ?? todayInSingapore(),
    },
    inspect: overrides.inspect,
  });
  // A later answer of the server (a refetch) brings facts; the first one is the machine's input.
  const known = useRef(progress.records);
  useEffect(() => {
    if (progress.records === known.current) return;
    const before = actor.getSnapshot().context.records;
    for (const fact of factsBetween(before, progress.records)) actor.send(fact);
    actor.send({ type: 'case.loaded', records: progress.records });
    known.current = progress.records;
  }, [actor, progress.records]);
  return actor;
}
