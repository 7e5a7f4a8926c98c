import type { EventExecutor } from '@xstate/test';
import { expect } from 'vitest';
import { createActor, isMachineSnapshot, type AnyActorLogic, type AnyActorRef, type AnyMachineSnapshot, type InspectionEvent } from 'xstate';
import { declaredStateNodes, declaredTransitions, transitionKey } from '../../../machines/definition';
import { modelPaths, type ModelPath, type ModelStep } from '../../../machines/model';
import type { RegisteredMachine } from '../../../machines/registry';
import { ActorScript, settle } from './scripted-actors';

export interface CoverageFakes {
  /** Replaces the scripted stand-ins, e.g. a silent ticker instead of the real interval. */
  actors?: Record<string, AnyActorLogic>;
}

export interface CoverageReport {
  pathCount: number;
  /** Declared state nodes (the root included) and transitions: what "uncovered" is out of. */
  stateCount: number;
  transitionCount: number;
  uncoveredStates: string[];
  uncoveredTransitions: string[];
}

/**
 * Runs every model path of a registered machine against a real actor and reports what the runs did
 * not reach. "Reached" is what the actor actually did (its inspected microsteps), and "declared" is
 * read from `machine.root`, so a transition the sample events cannot trigger shows up by name.
 */
export async function measureCoverage(entry: RegisteredMachine, fakes: CoverageFakes = {}): Promise<CoverageReport> {
  const visited = new Set<string>();
  const taken = new Set<string>();
  let pathCount = 0;
  for (const { input, paths } of modelPaths(entry)) {
    for (const path of paths) {
      await runPath(entry, input, path, fakes, { visited, taken });
      pathCount += 1;
    }
  }
  const states = declaredStateNodes(entry.machine).map((node) => node.id);
  const transitions = declaredTransitions(entry.machine).map((transition) => transition.key);
  return {
    pathCount,
    stateCount: states.length,
    transitionCount: transitions.length,
    uncoveredStates: states.filter((id) => !visited.has(id)),
    uncoveredTransitions: transitions.filter((key) => !taken.has(key)),
  };
}

/** The assertion each machine's test makes; failures list what is missing. */
interface Seen {
  visited: Set<string>;
  taken: Set<string>;
}

async function runPath(entry: RegisteredMachine, input: unknown, path: ModelPath, fakes: CoverageFakes, seen: Seen) {
  const script = new ActorScript();
  const machine = entry.machine.provide({ actors: script.actorsFor(entry.machine, fakes.actors) });
  const actor = createActor(machine, { input, inspect: (event) => record(event, seen) });
  actor.start();
  markNodes(actor.getSnapshot(), seen);
  try {
    await path.test({
      events: executors(path, actor, script),
      states: { '*': (expected) => expectSameState(actor.getSnapshot(), expected) },
    });
  } finally {
    actor.stop();
  }
}

function executors(path: ModelPath, actor: AnyActorRef, script: ActorScript) {
  const types = new Set(path.steps.map((step) => step.event.type));
  types.delete('xstate.init');
  return Object.fromEntries([...types].map((type) => [type, executorFor(type, actor, script)]));
}

function executorFor(type: string, actor: AnyActorRef, script: ActorScript): EventExecutor<AnyMachineSnapshot, { type: string }> {
  const done = /^xstate\.done\.actor\.(.+)$/.exec(type)?.[1];
  const failed = /^xstate\.error\.actor\.(.+)$/.exec(type)?.[1];
  return async (step: ModelStep) => {
    if (done) script.resolve(done, step.event.output);
    else if (failed) script.reject(failed, step.event.error);
    else actor.send(step.event);
    await settle();
  };
}

function expectSameState(actual: AnyMachineSnapshot, expected: AnyMachineSnapshot): void {
  expect(observable(actual)).toEqual(observable(expected));
}

/** What a path pins down: the state, the data and whether the machine has finished. */
function observable(snapshot: AnyMachineSnapshot): { value: unknown; context: unknown; status: string } {
  const value: unknown = snapshot.value;
  const context: unknown = snapshot.context;
  return { value, context, status: snapshot.status };
}

function record(event: InspectionEvent, seen: Seen): void {
  // Only the machine's own steps; its invoked children report microsteps of their own logic.
  if (event.type !== '@xstate.microstep' || event.actorRef.sessionId !== event.rootId) return;
  for (const transition of event._transitions) {
    seen.taken.add(transitionKey(transition));
    seen.visited.add(transition.source.id);
  }
  if (isMachineSnapshot(event.snapshot)) markNodes(event.snapshot, seen);
}

function markNodes(snapshot: AnyMachineSnapshot, seen: Seen): void {
  for (const node of snapshot._nodes) seen.visited.add(node.id);
}
