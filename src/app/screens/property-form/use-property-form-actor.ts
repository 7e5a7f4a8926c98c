import { useActorRef, useSelector } from '@xstate/react';
import { useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { propertyFormMachine, type PropertyFormInput, type PropertyFormOutput } from '../../../../machines/property-form.machine';
import { appPropertyFormActors, PropertyFormActorOverridesContext } from './property-form-actors';

export type PropertyFormActor = ActorRefFrom<typeof propertyFormMachine>;

/**
 * The property form machine with the app's calls (or a test's), started once with `input`; `onEnd` runs
 * once when the flow ends (saved, cancelled or deleted).
 */
export function usePropertyFormActor(input: PropertyFormInput, onEnd: (output: PropertyFormOutput) => void): PropertyFormActor {
  const overrides = useContext(PropertyFormActorOverridesContext);
  // Made once per form: every save of this form (a retry included) carries the same Idempotency-Key.
  const [requestKey] = useState(() => crypto.randomUUID());
  const machine = useMemo(() => {
    const { inspect: _inspect, ...replaced } = overrides;
    return propertyFormMachine.provide({ actors: { ...appPropertyFormActors(requestKey), ...replaced } });
  }, [overrides, requestKey]);
  const actor = useActorRef(machine, { input, inspect: overrides.inspect });
  const output = useSelector(actor, (s) => (s.status === 'done' ? s.output : null));
  // The caller's handler changes with its render; the ending must still be handled exactly once.
  const latestOnEnd = useRef(onEnd);
  useEffect(() => {
    latestOnEnd.current = onEnd;
  });
  useEffect(() => {
    if (output) latestOnEnd.current(output);
  }, [output]);
  return actor;
}
