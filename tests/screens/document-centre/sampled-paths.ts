import { createActor, isMachineSnapshot, type InspectionEvent } from 'xstate';
import { transitionKey } from '../../../machines/definition';
import type { RegisteredMachine } from '../../../machines/registry';
import type { ModelPath } from '../support/screen-model';

/**
 * What one path does to a fresh actor of the machine: the state nodes it visits and the transitions it takes,
 * read from the root actor's inspection the way ScreenCoverage reads the screen's actor. Only for machines that
 * invoke nothing (every event of the path is sent as it is).
 */
function reachedBy(entry: RegisteredMachine, input: unknown, path: ModelPath): Set<string> {
  const reached = new Set<string>();
  const inspect = (event: InspectionEvent) => {
    if (event.actorRef.sessionId !== event.rootId) return;
    if (event.type === '@xstate.microstep') {
      for (const transition of event._transitions) {
        reached.add(`transition ${transitionKey(transition)}`);
        reached.add(`state ${transition.source.id}`);
      }
    }
    if ((event.type === '@xstate.microstep' || event.type === '@xstate.snapshot') && isMachineSnapshot(event.snapshot)) {
      for (const node of event.snapshot._nodes) reached.add(`state ${node.id}`);
    }
  };
  const actor = createActor(entry.machine, { input, inspect }).start();
  for (const step of path.steps) {
    if (step.event.type !== 'xstate.init') actor.send(step.event);
  }
  actor.stop();
  return reached;
}

/**
 * At most `budget` of the model's paths, for a screen where replaying every path takes too long: first the
 * fewest paths that together reach every state and transition the whole set reaches (greedy, the path adding
 * most first), then paths spread evenly over the rest, in the model's order. The coverage test still holds the
 * sample to every state and transition.
 */
export function sampledPaths(entry: RegisteredMachine, input: unknown, paths: readonly ModelPath[], budget: number): ModelPath[] {
  if (paths.length <= budget) return [...paths];
  const reached = paths.map((path) => reachedBy(entry, input, path));
  const chosen = new Set<number>();
  const covered = new Set<string>();
  for (;;) {
    let best = -1;
    let bestGain = 0;
    reached.forEach((items, index) => {
      if (chosen.has(index)) return;
      const gain = [...items].filter((item) => !covered.has(item)).length;
      if (gain > bestGain) {
        best = index;
        bestGain = gain;
      }
    });
    if (best < 0) break;
    chosen.add(best);
    for (const item of reached[best] ?? []) covered.add(item);
  }
  const rest = paths.map((_, index) => index).filter((index) => !chosen.has(index));
  const room = Math.max(0, budget - chosen.size);
  for (let k = 0; k < Math.min(room, rest.length); k += 1) {
    const index = rest[Math.floor((k * rest.length) / room)];
    if (index !== undefined) chosen.add(index);
  }
  return paths.filter((_, index) => chosen.has(index));
}
