import { createEmptyActor, type ActorScope, type AnyEventObject, type AnyMachineSnapshot, type InspectionEvent } from 'xstate';
import { transitionKey } from '../../../machines/definition';
import type { RegisteredMachine } from '../../../machines/registry';
import type { ModelPath } from './screen-model';

/**
 * The state nodes a path's snapshots are in and every transition its steps take, eventless ones included: each
 * step is taken again with the machine's pure `transition` under a scope that records its microsteps, so no actor
 * runs and machines that invoke work too. Actions go nowhere, as in the model's own traversal (machines/model.ts).
 */
function reachedBy(entry: RegisteredMachine, path: ModelPath): Set<string> {
  const reached = new Set<string>();
  // As @xstate/graph's stand-in scope: an empty actor's system, here with an inspector on it.
  const recorder = createEmptyActor();
  recorder.system.inspect((event: InspectionEvent) => {
    if (event.type !== '@xstate.microstep' || event.actorRef !== recorder) return;
    for (const transition of event._transitions) reached.add(`transition ${transitionKey(transition)}`);
  });
  const scope = (): ActorScope<AnyMachineSnapshot, AnyEventObject> => ({
    // The pure transition only hands `self` on as the parent of the children it would invoke, never starts them.
    self: recorder as unknown as ActorScope<AnyMachineSnapshot, AnyEventObject>['self'],
    system: recorder.system,
    id: '',
    sessionId: '',
    logger: () => undefined,
    defer: () => undefined,
    stopChild: () => undefined,
    emit: () => undefined,
    actionExecutor: () => undefined,
  });
  let previous: AnyMachineSnapshot | null = null;
  for (const step of path.steps) {
    if (previous && step.event.type !== 'xstate.init') entry.machine.transition(previous, step.event, scope());
    for (const node of step.state._nodes) reached.add(`state ${node.id}`);
    previous = step.state;
  }
  return reached;
}

/**
 * The fewest of a screen file's cases that together reach every state and transition the whole set reaches
 * (greedy: the case adding most first), in the model's order; `screenOf` names the screen a case replays on where
 * a machine runs on several, and each screen must then reach what its own cases reach. A replay renders the screen
 * afresh and acts as a user does, so the screens replay this covering set and nothing more; every model path still
 * runs against the machine itself in tests/machines, and each file's coverage test holds the set to the whole
 * machine.
 */
export function coveringCases<Case>(
  entry: RegisteredMachine,
  cases: readonly Case[],
  pathOf: (item: Case) => ModelPath,
  options: { screenOf?: (item: Case) => string } = {},
): Case[] {
  const { screenOf = () => '' } = options;
  const reached = cases.map((item) => new Set([...reachedBy(entry, pathOf(item))].map((key) => `${screenOf(item)} ${key}`)));
  const chosen = new Set<number>();
  const covered = new Set<string>();
  for (;;) {
    let best = -1;
    let bestGain = 0;
    reached.forEach((items, index) => {
      if (chosen.has(index)) return;
      let gain = 0;
      for (const item of items) if (!covered.has(item)) gain += 1;
      // On a tie the shorter path: the same reach for fewer steps to replay.
      const shorter = gain === bestGain && best >= 0 && pathOf(cases[index] as Case).steps.length < pathOf(cases[best] as Case).steps.length;
      if (gain > bestGain || (gain > 0 && shorter)) {
        best = index;
        bestGain = gain;
      }
    });
    if (best < 0) break;
    chosen.add(best);
    for (const item of reached[best] ?? []) covered.add(item);
  }
  return cases.filter((_, index) => chosen.has(index));
}
