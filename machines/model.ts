import { TestModel, type TestPath } from '@xstate/test';
import {
  __unsafe_getAllOwnEventDescriptors,
  type ActorLogic,
  type ActorScope,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
} from 'xstate';
import type { RegisteredMachine } from './registry';

/** One model-test path: the steps (each with the snapshot it reaches) and the state it ends in. */
export type ModelPath = TestPath<AnyMachineSnapshot, AnyEventObject>;
export type ModelStep = ModelPath['steps'][number];

/**
 * The test model of a registered machine, shared by the model tests and the diagram page so the
 * paths a reviewer reads are the paths the tests run.
 *
 * `createTestModel` of @xstate/test 1.0.0-beta.5 refuses any machine that invokes an actor
 * ("Invocations on test machines are not supported"), and every flow here calls the server through
 * invoked actors. The traversal itself never starts actors, so this builds the same `TestModel` with
 * createTestModel's own options and skips only that check; actor results enter the model as their
 * done/error events from the entry's sample map. The model walks `traversalLogic`, not the machine
 * itself: see there why.
 */
export function createMachineModel(entry: RegisteredMachine, input: unknown): TestModel<AnyMachineSnapshot, AnyEventObject, unknown> {
  return new TestModel<AnyMachineSnapshot, AnyEventObject, unknown>(traversalLogic(entry.machine, input), {
    serializeState: (snapshot, event, previous) => `${serializeSnapshot(snapshot)}${viaTransition(snapshot, event, previous)}`,
    stateMatcher: (snapshot, key) => (key.startsWith('#') ? snapshot._nodes.includes(entry.machine.getStateNodeById(key)) : snapshot.matches(key)),
    // A finished actor ignores events, but the pure transition would still move it: stop there.
    events: (snapshot) =>
      snapshot.status !== 'active'
        ? []
        : __unsafe_getAllOwnEventDescriptors(snapshot)
            .flatMap((type) => sampleEvents(entry, String(type)))
            .filter((event) => entry.allows?.(snapshot, event) ?? true),
  });
}

export interface InputPaths {
  input: unknown;
  paths: ModelPath[];
}

/** Shortest paths to every distinct (state, context, arriving transition), one list per sample input. */
export function modelPaths(entry: RegisteredMachine): InputPaths[] {
  return entry.inputs.map((input) => ({ input, paths: createMachineModel(entry, input).getShortestPaths() }));
}

/**
 * The machine as the traversal may call it. @xstate/test 1.0.0-beta.5 traverses with its own
 * @xstate/graph 2.0.0-beta.6, written for xstate 5.5, and two things of that release no longer fit:
 * - its stand-in actor scope has no `actionExecutor` (nor `emit`), which xstate 5.33 calls on every
 *   microstep with actions ("originalExecutor is not a function"); the traversal only computes
 *   snapshots, so here actions and emitted events go nowhere, as in @xstate/graph's later releases;
 * - it makes every first snapshot without the input, so the input is supplied here.
 * Not being a machine object also keeps the traversal from building its machine defaults, which make
 * an input-less snapshot of their own; every option those defaults hold is given in `createMachineModel`.
 */
function traversalLogic(machine: AnyStateMachine, input: unknown): ActorLogic<AnyMachineSnapshot, AnyEventObject, unknown> {
  return {
    config: machine.config,
    transition: (snapshot, event, scope) => machine.transition(snapshot, event, completeScope(scope)),
    getInitialSnapshot: (scope) => machine.getInitialSnapshot(completeScope(scope), input),
    getPersistedSnapshot: (snapshot, options) => machine.getPersistedSnapshot(snapshot, options),
  };
}

/** A fresh scope per call: xstate wraps `actionExecutor` for the length of a microstep. */
function completeScope(scope: ActorScope<AnyMachineSnapshot, AnyEventObject>): ActorScope<AnyMachineSnapshot, AnyEventObject> {
  return { ...scope, actionExecutor: () => undefined, emit: () => undefined };
}

function sampleEvents(entry: RegisteredMachine, type: string): readonly AnyEventObject[] {
  const samples = entry.events[type];
  if (samples?.length) return samples;
  // An actor result without a sample has no output for the guards to read: say so instead of crashing.
  if (type.startsWith('xstate.')) {
    throw new Error(`Machine "${entry.id}" needs sample events for "${type}" in its registry entry.`);
  }
  return [{ type }];
}

/** As @xstate/graph's machine serializer (which @xstate/test does not export): the state value and any context. */
function serializeSnapshot(snapshot: AnyMachineSnapshot): string {
  const value: unknown = snapshot.value;
  const context: unknown = snapshot.context;
  const hasContext = typeof context === 'object' && context !== null && Object.keys(context).length > 0;
  return JSON.stringify({ value, context: hasContext ? context : undefined });
}

/** As createTestModel: a state reached by a different transition counts as a different state. */
function viaTransition(snapshot: AnyMachineSnapshot, event: AnyEventObject | undefined, previous?: AnyMachineSnapshot): string {
  if (!event || (previous && JSON.stringify(previous.value) === JSON.stringify(snapshot.value))) return '';
  const from = previous ? ` from ${JSON.stringify(previous.value)}` : '';
  return ` via ${JSON.stringify(event)}${from}`;
}
