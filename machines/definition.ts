import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

/**
 * Reads a machine's declared structure (states, transitions, guards) from `machine.root`. The model
 * tests compare what the paths actually took against this list, and the diagram page draws it, so
 * both speak about the same transitions with the same keys.
 */

export interface DeclaredTransition {
  /** Readable and unique: `source —event [guard]→ targets`. */
  key: string;
  sourceId: string;
  eventType: string;
  targetIds: string[];
  guard: string | null;
  actions: string[];
}

/** Every state node, root first, in document order. */
export function declaredStateNodes(machine: AnyStateMachine): AnyStateNode[] {
  const nodes: AnyStateNode[] = [];
  const visit = (node: AnyStateNode): void => {
    nodes.push(node);
    for (const child of Object.values(node.states)) visit(child);
  };
  visit(machine.root);
  return nodes;
}

/** `on`, invoke onDone/onError (as xstate.done/error.actor.*) and `always` of every state node. */
export function declaredTransitions(machine: AnyStateMachine): DeclaredTransition[] {
  return declaredStateNodes(machine).flatMap((node) => ownTransitions(node).map(describeTransition));
}

export function ownTransitions(node: AnyStateNode): AnyTransitionDefinition[] {
  return [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
}

export function describeTransition(transition: AnyTransitionDefinition): DeclaredTransition {
  return {
    key: transitionKey(transition),
    sourceId: transition.source.id,
    eventType: String(transition.eventType),
    targetIds: (transition.target ?? []).map((target) => target.id),
    guard: implementationName(transition.guard),
    actions: transition.actions.map((action) => implementationName(action) ?? 'inline'),
  };
}

export function transitionKey(transition: AnyTransitionDefinition): string {
  const base = readableKey(transition);
  // Two transitions can only read the same when a list repeats itself; the position tells them apart.
  const siblings = siblingTransitions(transition);
  const twins = siblings.filter((other) => readableKey(other) === base);
  return twins.length > 1 ? `${base} #${twins.indexOf(transition) + 1}` : base;
}

/** `always`, `done: login`, `error: login`, or the event type itself. */
export function eventLabel(eventType: string): string {
  if (eventType === '') return 'always';
  const done = /^xstate\.done\.actor\.(.+)$/.exec(eventType);
  if (done) return `done: ${done[1]}`;
  const error = /^xstate\.error\.actor\.(.+)$/.exec(eventType);
  if (error) return `error: ${error[1]}`;
  return eventType;
}

/** The name a guard or action was registered under; null when there is none. */
export function implementationName(implementation: unknown): string | null {
  if (implementation === undefined || implementation === null) return null;
  if (typeof implementation === 'string') return implementation;
  if (typeof implementation === 'function') return implementation.name || 'inline';
  if (typeof implementation === 'object' && 'type' in implementation && typeof implementation.type === 'string') {
    return implementation.type;
  }
  return 'inline';
}

function readableKey(transition: AnyTransitionDefinition): string {
  const guard = implementationName(transition.guard);
  const targets = (transition.target ?? []).map((target) => target.id).join(', ') || '(stays)';
  return `${transition.source.id} —${eventLabel(String(transition.eventType))}${guard ? ` [${guard}]` : ''}→ ${targets}`;
}

function siblingTransitions(transition: AnyTransitionDefinition): AnyTransitionDefinition[] {
  const source = transition.source;
  const eventType = String(transition.eventType);
  if (eventType === '') return source.always ?? [];
  return source.transitions.get(eventType) ?? [];
}
