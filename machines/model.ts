import { serializeSnapshot, TestModel, type TestPath } from '@xstate/graph';
import { __unsafe_getAllOwnEventDescriptors, type AnyEventObject, type AnyMachineSnapshot } from 'xstate';
import type { RegisteredMachine } from './registry';

/**
 * The test model of a registered machine, shared by the model tests and the diagram page so the
 * paths a reviewer reads are the paths the tests run.
 *
 * `createTestModel` (in @xstate/test 1.0.0-beta.5 and in @xstate/graph 3.0.4 alike) refuses any
 * machine that invokes an actor ("Invocations on test machines are not supported"), and every flow
 * here calls the server through invoked actors. The traversal itself never starts actors, so this
 * builds the same `TestModel` with createTestModel's own options and skips only that check; actor
 * results enter the model as their done/error events from the entry's sample map.
 */
export function createMachineModel(entry: RegisteredMachine, input: unknown): TestModel<AnyMachineSnapshot, AnyEventObject, unknown> {
  return new TestModel<AnyMachineSnapshot, AnyEventObject, unknown>(entry.machine, {
    input,
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
  paths: Array<TestPath<AnyMachineSnapshot, AnyEventObject>>;
}

/** Shortest paths to every distinct (state, context, arriving transition), one list per sample input. */
export function modelPaths(entry: RegisteredMachine): InputPaths[] {
  return entry.inputs.map((input) => ({ input, paths: createMachineModel(entry, input).getShortestPaths() }));
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

/** As createTestModel: a state reached by a different transition counts as a different state. */
function viaTransition(snapshot: AnyMachineSnapshot, event: AnyEventObject | undefined, previous?: AnyMachineSnapshot): string {
  if (!event || (previous && JSON.stringify(previous.value) === JSON.stringify(snapshot.value))) return '';
  const from = previous ? ` from ${JSON.stringify(previous.value)}` : '';
  return ` via ${JSON.stringify(event)}${from}`;
}
