import { useActorRef, useSelector } from '@xstate/react';
import { useContext, useEffect, useRef, useState } from 'react';
import { requisitionMachine, type RequisitionInput, type RequisitionOutput } from '../../../../../machines/requisition.machine';
import type { Property } from '../../../../api/property-form';
import { showToast } from '../../../ui';
import { RequisitionActorOverridesContext, requisitionEffects } from './requisition-effects';

/**
 * The LEGAL REQUISITION tab's machine with the real calls (or a test's), started once with `input`; its notices
 * become toasts and `onFinished` runs once when it is submitted or drafted.
 */
export function useRequisitionActor(property: Property, input: RequisitionInput, onFinished: (output: RequisitionOutput) => void) {
  const overrides = useContext(RequisitionActorOverridesContext);
  // One machine per requisition: the page re-keys the tab for the next one, so a later property reload is ignored.
  const [machine] = useState(() => {
    const { inspect: _inspect, ...replaced } = overrides;
    return requisitionMachine.provide({ actors: { ...requisitionEffects(property), ...replaced } });
  });
  const actorRef = useActorRef(machine, { input, inspect: overrides.inspect });
  const state = useSelector(actorRef, (snapshot) => snapshot);

  useEffect(() => {
    const notices = actorRef.on('notice', (notice) => {
      showToast(notice.message, notice.tone);
    });
    return () => notices.unsubscribe();
  }, [actorRef]);

  const latestOnFinished = useRef(onFinished);
  useEffect(() => {
    latestOnFinished.current = onFinished;
  });
  const output = state.status === 'done' ? state.output : null;
  useEffect(() => {
    if (output) latestOnFinished.current(output);
  }, [output]);

  return { actorRef, state };
}
