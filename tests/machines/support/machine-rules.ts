import { expect } from 'vitest';
import type { AnyStateNode } from 'xstate';
import { declaredStateNodes, ownTransitions } from '../../../machines/definition';
import type { RegisteredMachine } from '../../../machines/registry';

/**
 * The DESIGN rules a diagram depends on: every state says what it is, and guards and actions are
 * referenced by name (an inline function would show up on the diagram as "inline").
 */
export function expectDescribedAndNamed(entry: RegisteredMachine): void {
  const nodes = declaredStateNodes(entry.machine);
  expect(
    nodes.filter((node) => !node.description).map((node) => node.id),
    'states without a description',
  ).toEqual([]);
  expect(nodes.flatMap(inlineImplementations), 'inline guards or actions').toEqual([]);
}

function inlineImplementations(node: AnyStateNode): string[] {
  const entries = node.entry.filter(isInline).map(() => `${node.id} entry`);
  const transitions = ownTransitions(node).flatMap((transition) => [
    ...(isInline(transition.guard) ? [`${node.id} ${transition.eventType} guard`] : []),
    ...transition.actions.filter(isInline).map(() => `${node.id} ${transition.eventType} action`),
  ]);
  return [...entries, ...transitions];
}

function isInline(implementation: unknown): boolean {
  return typeof implementation === 'function';
}
