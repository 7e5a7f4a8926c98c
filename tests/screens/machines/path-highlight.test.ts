import { describe, expect, it } from 'vitest';
import { machineRegistry } from '../../../machines/index';
import { modelPaths } from '../../../machines/model';
import { machineGraph } from '../../../src/app/screens/machines/machine-graph';
import { pathHighlight, takenEdges } from '../../../src/app/screens/machines/path-highlight';

const login = machineRegistry.find((entry) => entry.id === 'login');
if (!login) throw new Error('no login machine');
const graph = machineGraph(login.machine);
const paths = modelPaths(login).flatMap((group) => group.paths);
const registryIds = () => machineRegistry.map((entry) => entry.id);
const nodeIds = new Set<string>();
const collect = (node: (typeof graph)['root']): void => {
  nodeIds.add(node.id);
  node.children.forEach(collect);
};
collect(graph.root);

describe('the diagram marks while stepping through a model-test path', () => {
  it('starts at the initial state with no transition taken', () => {
    const path = paths[0]!;
    const start = pathHighlight(path, 0, graph);
    expect(start.edges).toEqual([]);
    expect(start.visited).toEqual([start.current]);
    expect(nodeIds.has(start.current)).toBe(true);
  });

  it.each(registryIds())('%s: marks, at every step of every path, a drawn state and the drawn transition the step took', (id) => {
    const entry = machineRegistry.find((candidate) => candidate.id === id)!;
    const drawn = machineGraph(entry.machine);
    const drawnEdges = new Set(drawn.edges.map((edge) => edge.id));
    for (const [number, path] of modelPaths(entry)
      .flatMap((group) => group.paths)
      .entries()) {
      for (let step = 1; step < path.steps.length; step += 1) {
        const marks = pathHighlight(path, step, drawn);
        expect(marks.visited).toContain(marks.current);
        const before = path.steps[step - 1]!.state;
        const taken = takenEdges(drawn, before, path.steps[step]!);
        // An event whose guards all say no leaves the machine where it was: nothing to mark.
        const moved = JSON.stringify(before.value) !== JSON.stringify(path.steps[step]!.state.value);
        if (moved) expect(taken.length, `path ${number + 1}, step ${step} (${path.steps[step]!.event.type})`).toBeGreaterThan(0);
        expect(taken.every((edge) => drawnEdges.has(edge) && marks.edges.includes(edge))).toBe(true);
      }
    }
  });

  it('marks the submit transition when the path sends login.submit', () => {
    const path = paths.find((candidate) => candidate.steps.some((step) => step.event.type === 'login.submit'))!;
    const step = path.steps.findIndex((candidate) => candidate.event.type === 'login.submit');
    const marks = pathHighlight(path, step, graph);
    expect(marks.edges.some((id) => id.includes(':login.submit:'))).toBe(true);
    expect(marks.current).toBe('login.submitting');
  });
});
