import { useActorRef, useSelector } from '@xstate/react';
import { useContext, useEffect, useMemo, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import { clientFormMachine, type ClientFormInput, type ClientFormOutput } from '../../../../machines/client-form.machine';
import { appClientFormActors, ClientFormActorOverridesContext } from './client-form-actors';

export type ClientFormActor = ActorRefFrom<typeof clientFormMachine>;

/**
 * The client form machine with the app's calls (or a test's), started once with `input`; `onEnd` runs once
 * when the flow ends (saved, cancelled or deleted).
 */
export function useClientFormActor(input: ClientFormInput, propId: number | null, onEnd: (output: ClientFormOutput) => void): ClientFormActor {
  const overrides = useContext(ClientFormActorOverridesContext);
  const machine = useMemo(() => {
    const { inspect: _inspect, ...replaced } = overrides;
    return clientFormMachine.provide({ actors: { ...appClientFormActors(propId), ...replaced } });
  }, [overrides, propId]);
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
