import type { AnyMachineSnapshot } from 'xstate';
import { transitionKey } from '../../../machines/definition';
import type { RegisteredMachine } from '../../../machines/registry';
import type { ModelPath } from './screen-model';

/**
 * The state nodes a path's snapshots are in and the transitions its events select, read from the path itself
 * (the model's pure traversal) without starting an actor, so machines that invoke work too. A transition taken
 * without an event of its own (`always`) shows only through the state it leads to; the coverage test of each
 * file still checks the sample against every state and transition.
 */
function reachedBy(entry: RegisteredMachine, path: ModelPath): Set<string> {
  const reached = new Set<string>();
  let previous: AnyMachineSnapshot | null = null;
  for (const step of path.steps) {
    if (previous && step.event.type !== 'xstate.init') {
      for (const transition of entry.machine.getTransitionData(previous, step.event)) reached.add(`transition ${transitionKey(transition)}`);
    }
    for (const node of step.state._nodes) reached.add(`state ${node.id}`);
    previous = step.state;
  }
  return reached;
}

/**
 * How many model paths a screen file replays at most: a path takes 0.3–0.8 s on CI's two cores, and a screen
 * file should take seconds, not a minute (the whole run keeps under 15 minutes). The paths that together reach
 * every state and transition are always taken, whatever the budget; the rest spread over what is left.
 */
export const SCREEN_PATH_BUDGET = 16;

/**
 * At most `budget` of a screen file's cases (`screenOf` names the screen a case replays on, when there are several), for a machine with more model paths than a screen can replay in the
 * time a screen file should take (each path renders the page afresh and types as a user does): first the fewest
 * cases that together reach every state and transition the whole set reaches (greedy, the case adding most
 * first), then cases spread evenly over the rest, in the model's order. Every path still runs against the
 * machine itself in tests/machines; the coverage test of the file holds the sample to the whole machine.
 */
export function sampledCases<Case>(
  entry: RegisteredMachine,
  cases: readonly Case[],
  pathOf: (item: Case) => ModelPath,
  options: { budget: number; screenOf?: (item: Case) => string },
): Case[] {
  const { budget, screenOf = () => '' } = options;
  if (cases.length <= budget) return [...cases];
  // Where the machine runs on two screens, each screen must reach what its own paths reach.
  const reached = cases.map((item) => new Set([...reachedBy(entry, pathOf(item))].map((key) => `${screenOf(item)} ${key}`)));
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
  const rest = cases.map((_, index) => index).filter((index) => !chosen.has(index));
  const room = Math.max(0, budget - chosen.size);
  for (let k = 0; k < Math.min(room, rest.length); k += 1) {
    const index = rest[Math.floor((k * rest.length) / room)];
    if (index !== undefined) chosen.add(index);
  }
  return cases.filter((_, index) => chosen.has(index));
}
