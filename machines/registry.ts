import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine, EventFromLogic, EventObject, InputFrom } from 'xstate';

/**
 * Sample events per event type: what the model tests send and what the diagram page walks. Actor
 * results are events too (`xstate.done.actor.<id>` with an output, `xstate.error.actor.<id>` with an
 * error), so every guard outcome after a call is reachable without a server.
 */
export type SampleEvents<TEvent extends EventObject> = {
  [K in TEvent['type']]?: ReadonlyArray<Extract<TEvent, { type: K }>>;
} & {
  [K in `xstate.${string}`]?: readonly AnyEventObject[];
};

export interface MachineEntry<TMachine extends AnyStateMachine> {
  id: string;
  title: string;
  description: string;
  machine: TMachine;
  events: SampleEvents<EventFromLogic<TMachine>>;
  /** One model per input: a decision made from the input (e.g. the disclaimer flag) needs each value. */
  inputs: ReadonlyArray<InputFrom<TMachine>>;
  /** Leaves out samples the world cannot produce in a state, such as a clock going backwards. */
  allows?: (snapshot: AnyMachineSnapshot, event: AnyEventObject) => boolean;
}

/** The registry's erased shape: what the tests and the diagram page iterate over. */
export interface RegisteredMachine {
  id: string;
  title: string;
  description: string;
  machine: AnyStateMachine;
  events: Readonly<Partial<Record<string, readonly AnyEventObject[]>>>;
  inputs: readonly unknown[];
  allows?: (snapshot: AnyMachineSnapshot, event: AnyEventObject) => boolean;
}

/** Checks an entry against its own machine's events and input, then erases the types for the list. */
export function defineMachineEntry<TMachine extends AnyStateMachine>(entry: MachineEntry<TMachine>): RegisteredMachine {
  return {
    ...entry,
    events: entry.events,
    inputs: entry.inputs,
  };
}

/** The event a `fromPromise` actor's resolution delivers to its parent. */
export function actorDone<TOutput>(actorId: string, output: TOutput): AnyEventObject {
  return { type: `xstate.done.actor.${actorId}`, output };
}

/** The event a rejection delivers; the error is plain data so the sample stays serialisable. */
export function actorError(actorId: string, error: string): AnyEventObject {
  return { type: `xstate.error.actor.${actorId}`, error };
}
