import type * as XStateReact from '@xstate/react';
import type { ActorOptions, AnyActorLogic, AnyActorRef, InspectionEvent } from 'xstate';

type Inspect = (event: InspectionEvent) => void;
type LooseUseActorRef = (logic: AnyActorLogic, options?: ActorOptions<AnyActorLogic>, observer?: unknown) => AnyActorRef;

/** Machine id ('documentSelection', 'uploadBatch') → the probe of the screen under test. */
const inspectors = new Map<string, Inspect>();

/**
 * The document centre's screens create their machine actors with `useActorRef(machine)` and take no `inspect`
 * (unlike the screens with an overrides context), so a screen model test cannot hand its ActorProbe to them.
 * Registered here, the probe is given to the next actor `useActorRef` creates from a machine with that id; the
 * returned function takes it back. Only the inspect option is added: the screen's own options are kept.
 */
export function inspectNextActor(machineId: string, inspect: Inspect): () => void {
  inspectors.set(machineId, inspect);
  return () => {
    if (inspectors.get(machineId) === inspect) inspectors.delete(machineId);
  };
}

function machineIdOf(logic: unknown): string | null {
  if (typeof logic !== 'object' || logic === null || !('root' in logic) || !('id' in logic)) return null;
  return typeof logic.id === 'string' ? logic.id : null;
}

/**
 * The factory of the test files' `vi.mock('@xstate/react', …)`: the package as it is, with `useActorRef` adding
 * the registered probe. Any other machine, or one with no probe registered, gets exactly what it asked for.
 */
export function withInspectedActors(original: typeof XStateReact): typeof XStateReact {
  const actual = original.useActorRef as unknown as LooseUseActorRef;
  const useActorRef: LooseUseActorRef = (logic, options, observer) => {
    const id = machineIdOf(logic);
    const probe = id === null ? undefined : inspectors.get(id);
    if (!probe) return actual(logic, options, observer);
    const own = options?.inspect;
    const inspect: Inspect = (event) => {
      if (typeof own === 'function') own(event);
      else own?.next?.(event);
      probe(event);
    };
    return actual(logic, { ...options, inspect }, observer);
  };
  return { ...original, useActorRef: useActorRef as unknown as typeof original.useActorRef };
}
