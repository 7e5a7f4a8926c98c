import type * as XStateReact from '@xstate/react';
import type { ActorOptions, AnyActorLogic, AnyActorRef, AnyStateMachine, InspectionEvent } from 'xstate';

type LooseUseActorRef = (logic: AnyActorLogic, options?: ActorOptions<AnyActorLogic>, observer?: unknown) => AnyActorRef;

interface Script {
  /** Stands in for the calls the page provides (ActorScript's scripted actors). */
  actors: Record<string, AnyActorLogic>;
  inspect: (event: InspectionEvent) => void;
}

/** Machine id ('templateDocument') → the script of the page under test. */
const scripts = new Map<string, Script>();
/** One provided machine per page machine and script, so the page's actor is made from the same logic on every render. */
const provided = new WeakMap<AnyStateMachine, { script: Script; logic: AnyStateMachine }>();

/**
 * The document pages build their template-document actor with the real calls (document-effects.ts) and take no
 * overrides, so a screen model test cannot settle those calls with a path's sample results. Registered here, the
 * next actor `useActorRef` makes from a machine with that id gets the script's actors in place of the page's own
 * and the script's inspect (the probe of tests/screens/support/screen-model.ts); the returned function takes it back.
 * Everything else about the page's actor (its input, its emitted events, its options) is the page's.
 */
export function scriptNextActor(machineId: string, script: Script): () => void {
  scripts.set(machineId, script);
  return () => {
    if (scripts.get(machineId) === script) scripts.delete(machineId);
  };
}

function isMachine(logic: AnyActorLogic): logic is AnyStateMachine {
  return 'root' in logic && 'provide' in logic && 'id' in logic && typeof logic.id === 'string';
}

function scriptedLogic(logic: AnyStateMachine, script: Script): AnyStateMachine {
  const known = provided.get(logic);
  if (known?.script === script) return known.logic;
  const made = logic.provide({ actors: script.actors });
  provided.set(logic, { script, logic: made });
  return made;
}

/** The factory of a test file's `vi.mock('@xstate/react', …)`: the package as it is, but for the scripted machine. */
export function withScriptedActors(original: typeof XStateReact): typeof XStateReact {
  const actual = original.useActorRef as unknown as LooseUseActorRef;
  const useActorRef: LooseUseActorRef = (logic, options, observer) => {
    const script = isMachine(logic) ? scripts.get(logic.id) : undefined;
    if (!script || !isMachine(logic)) return actual(logic, options, observer);
    const own = options?.inspect;
    const inspect = (event: InspectionEvent) => {
      if (typeof own === 'function') own(event);
      else own?.next?.(event);
      script.inspect(event);
    };
    return actual(scriptedLogic(logic, script), { ...options, inspect }, observer);
  };
  return { ...original, useActorRef: useActorRef as unknown as typeof original.useActorRef };
}
