import type { AnyStateMachine } from 'xstate';
import type { ModelPath } from '../../support/screen-model';

/** Every leaf name a snapshot in 'slots' can have ('slots.signed.empty, slots.acceptance.chosen'), in either order. */
export function slotsStateNames(machine: AnyStateMachine): string[] {
  const regions = Object.entries(machine.root.states.slots?.states ?? {}).map(([region, node]) =>
    Object.keys(node.states)
      .filter((leaf) => leaf !== 'sorting')
      .map((leaf) => `slots.${region}.${leaf}`),
  );
  const [first = [], second = []] = regions;
  return first.flatMap((a) => second.flatMap((b) => [`${a}, ${b}`, `${b}, ${a}`]));
}

/**
 * Each slot sorts itself (an `always` transition) whenever the slots are entered: at the start, back from an alert,
 * a call or the delete question, and on a reload while in them. The sampler sees a path's events, not these, so a
 * sorting only some re-entry takes ('chosen' after dismissing an alert) is read here from the path: 'seller → chosen'.
 */
export function sortingsOf(path: ModelPath): Set<string> {
  const sorted = new Set<string>();
  path.steps.forEach((step, index) => {
    const before = path.steps[index - 1]?.state;
    const entered = !before?.matches('slots') || step.event.type === 'copies.loaded';
    const value: unknown = step.state.value;
    if (!entered || typeof value !== 'object' || value === null || !('slots' in value)) return;
    for (const [region, leaf] of Object.entries(value.slots as Record<string, string>)) sorted.add(`${region} → ${leaf}`);
  });
  return sorted;
}
