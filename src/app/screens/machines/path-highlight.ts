import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type { DiagramHighlight } from './diagram-highlight';
import type { DiagramEdge, DiagramGraph } from './machine-graph';

/** A model-test path as the diagram reads it: the snapshot after each step, the first being the start. */
export interface SteppedPath {
  steps: ReadonlyArray<{ event: AnyEventObject; state: AnyMachineSnapshot }>;
}

const leafIds = (snapshot: AnyMachineSnapshot) =>
  snapshot._nodes.filter((node) => node.type === 'atomic' || node.type === 'final').map((node) => node.id);
const activeIds = (snapshot: AnyMachineSnapshot) => new Set(snapshot._nodes.map((node) => node.id));

/**
 * The diagram's marks at step `index` of a path (0 is where it starts): the state the machine is in, every state
 * the path went through, and the transitions it took. A step's transition is the one of its event leaving a state
 * active before it and landing in a state active after it (a guard's other outcomes land elsewhere); eventless
 * transitions the step then took (`always`) are marked too.
 */
export function pathHighlight(path: SteppedPath, index: number, graph: DiagramGraph): DiagramHighlight {
  const shown = path.steps.slice(0, index + 1);
  const visited = [...new Set(shown.flatMap((step) => leafIds(step.state)))];
  const edges = shown.flatMap((step, k) => {
    const before = k === 0 ? null : shown[k - 1]?.state;
    return before ? takenEdges(graph, before, step) : [];
  });
  const current = shown.at(-1);
  return { current: current ? (leafIds(current.state)[0] ?? '') : '', visited, edges: [...new Set(edges)] };
}

/** The ids of the transitions one step took, as machine-graph names them (`<state id>:<event type>:<n>:<target n>`). */
export function takenEdges(graph: DiagramGraph, before: AnyMachineSnapshot, step: { event: AnyEventObject; state: AnyMachineSnapshot }): string[] {
  const wasActive = activeIds(before);
  const isActive = activeIds(step.state);
  const landsActive = (target: string) => isActive.has(target) || isActive.has(target.replace(/::any$/, ''));
  const eventless = graph.edges.filter((edge) => eventOf(edge.id) === '');
  // A transition may land in a state that moved on at once (`always`): follow those to where the machine is now.
  const onwards = (target: string, seen: ReadonlySet<string>): DiagramEdge[] | null => {
    if (landsActive(target)) return [];
    for (const edge of eventless.filter((candidate) => sourceOf(candidate.id) === target && !seen.has(candidate.id))) {
      const rest = onwards(edge.target, new Set([...seen, edge.id]));
      if (rest) return [edge, ...rest];
    }
    return null;
  };
  return graph.edges.flatMap((edge) => {
    if (eventOf(edge.id) !== step.event.type || !wasActive.has(sourceOf(edge.id))) return [];
    const rest = onwards(edge.target, new Set([edge.id]));
    return rest ? [edge.id, ...rest.map((taken) => taken.id)] : [];
  });
}

const sourceOf = (edgeId: string) => edgeId.slice(0, edgeId.indexOf(':'));
const eventOf = (edgeId: string) => edgeId.split(':').slice(1, -2).join(':');
