import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useContext, useEffect, useMemo, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import { stakeholderAssignmentMachine } from '../../../../../machines/stakeholder-assignment.machine';
import type { AssignmentNotice, AssignmentOutcome, StakeholderAssignmentInput } from '../../../../../machines/stakeholder-assignment.types';
import { assignmentChangedContactsKey } from '../../../../api/queries/stakeholders';
import { showToast } from '../../../ui';
import { appAssignmentActors, AssignmentActorOverridesContext } from './assignment-actors';

export type AssignmentActor = ActorRefFrom<typeof stakeholderAssignmentMachine>;

/**
 * The assignment machine with the app's calls (or a test's), started once with `input`. Its notices become
 * toasts; when it ends, the contacts are refreshed after a change and `onFinished` runs exactly once.
 */
export function useAssignmentActor(input: StakeholderAssignmentInput, onFinished: (outcome: AssignmentOutcome) => void): AssignmentActor {
  const overrides = useContext(AssignmentActorOverridesContext);
  const queryClient = useQueryClient();
  const machine = useMemo(() => {
    const { inspect: _inspect, ...replaced } = overrides;
    return stakeholderAssignmentMachine.provide({ actors: { ...appAssignmentActors(queryClient), ...replaced } });
  }, [overrides, queryClient]);
  const actor = useActorRef(machine, { input, inspect: overrides.inspect });

  useNoticeToasts(useSelector(actor, (s) => s.context.notice));

  const outcome = useSelector(actor, (s) => (s.status === 'done' ? (s.output?.outcome ?? 'cancelled') : null));
  // The caller's handler changes with its render; the ending must still be handled exactly once.
  const latestOnFinished = useRef(onFinished);
  useEffect(() => {
    latestOnFinished.current = onFinished;
  });
  useEffect(() => {
    if (!outcome) return;
    // A contact on a property is marked assigned in the contact listing, and cannot be deleted there.
    if (outcome === 'changed') void queryClient.invalidateQueries({ queryKey: assignmentChangedContactsKey });
    latestOnFinished.current(outcome);
  }, [outcome, queryClient]);
  return actor;
}

/** Each notice the machine raises is toasted once: a repeated warning is a new notice object, so it shows again. */
function useNoticeToasts(notice: AssignmentNotice | null): void {
  const shown = useRef<AssignmentNotice | null>(null);
  useEffect(() => {
    if (!notice || shown.current === notice) return;
    shown.current = notice;
    showToast(notice.message, notice.tone);
  }, [notice]);
}
