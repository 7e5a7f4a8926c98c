import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { eventLabel, implementationName, ownTransitions } from '../../../../machines/definition';

/** What the diagram draws, read from the machine definition only (never from a running actor). */
export interface DiagramNode {
  id: string;
  /** 'initial' is the start dot of a compound state; 'any' stands for "whichever child is active". */
  kind: 'state' | 'initial' | 'any';
  name: string;
  final: boolean;
  description: string | null;
  tags: string[];
  /** Invoked actors and entry actions, e.g. "invoke login", "entry / storeSession". */
  notes: string[];
  children: DiagramNode[];
}

export interface DiagramEdge {
  id: string;
  source: string;
  target: string;
  /** `event [guard]`; `always`, `done: actor` and `error: actor` for eventless and invoke results. */
  label: string;
}

export interface DiagramGraph {
  root: DiagramNode;
  edges: DiagramEdge[];
}

export function machineGraph(machine: AnyStateMachine): DiagramGraph {
  const edges: DiagramEdge[] = [];
  const root = toDiagramNode(machine.root, edges);
  return { root, edges };
}

export const anyStateId = (node: AnyStateNode): string => `${node.id}::any`;
export const initialId = (node: AnyStateNode): string => `${node.id}::initial`;

function toDiagramNode(node: AnyStateNode, edges: DiagramEdge[]): DiagramNode {
  const children = Object.values(node.states).map((child) => toDiagramNode(child, edges));
  const transitions = ownTransitions(node);
  const needsAny = children.length > 0 && transitions.some((transition) => staysInside(node, transition));
  const pseudo: DiagramNode[] = [];
  const initialTarget = node.type === 'compound' ? node.initial.target[0] : undefined;
  if (initialTarget) {
    pseudo.push(marker(initialId(node), 'initial', 'start'));
    edges.push({ id: `${initialId(node)}->`, source: initialId(node), target: initialTarget.id, label: '' });
  }
  if (needsAny) pseudo.push(marker(anyStateId(node), 'any', 'any state'));
  transitions.forEach((transition, index) => edges.push(...toEdges(node, transition, index, needsAny)));
  return {
    id: node.id,
    kind: 'state',
    name: node.key,
    final: node.type === 'final',
    description: node.description ?? null,
    tags: [...node.tags],
    notes: [
      ...node.invoke.map((invoke) => `invoke ${typeof invoke.src === 'string' ? invoke.src : invoke.id}`),
      ...node.entry.map((action) => `entry / ${implementationName(action) ?? 'inline'}`),
    ],
    children: [...pseudo, ...children],
  };
}

function marker(id: string, kind: 'initial' | 'any', name: string): DiagramNode {
  return { id, kind, name, final: false, description: null, tags: [], notes: [], children: [] };
}

function toEdges(node: AnyStateNode, transition: AnyTransitionDefinition, index: number, hasAny: boolean): DiagramEdge[] {
  // A compound state's own transition into itself or its children starts from its "any state" marker:
  // an edge from a box to its own contents cannot be drawn.
  const source = hasAny && staysInside(node, transition) ? anyStateId(node) : node.id;
  const guard = implementationName(transition.guard);
  const label = `${eventLabel(String(transition.eventType))}${guard ? ` [${guard}]` : ''}`;
  const targets = transition.target?.length ? transition.target.map((target) => target.id) : [source];
  return targets.map((target, targetIndex) => ({
    id: `${node.id}:${transition.eventType}:${index}:${targetIndex}`,
    source,
    target,
    label,
  }));
}

function staysInside(node: AnyStateNode, transition: AnyTransitionDefinition): boolean {
  if (!transition.target?.length) return true;
  return transition.target.some((target) => target === node || isDescendant(target, node));
}

function isDescendant(candidate: AnyStateNode, ancestor: AnyStateNode): boolean {
  for (let parent = candidate.parent; parent; parent = parent.parent) {
    if (parent === ancestor) return true;
  }
  return false;
}
