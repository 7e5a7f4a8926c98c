import type { CaseProgress } from '../../../api/case-progress';
import type { DiagramHighlight } from './diagram-highlight';
import type { DiagramGraph, DiagramNode } from './machine-graph';

/** What the case page's progress says that the path is read from. */
export type CasePathProgress = Pick<CaseProgress, 'stage' | 'stageName' | 'steps'>;

export interface CasePath {
  highlight: DiagramHighlight;
  /** The stages behind the case in path order (their names as the progress gives them), the current one apart. */
  earlier: string[];
  current: string;
}

/**
 * The path a case took on the case-lifecycle diagram: it starts in `deciding`, which routes it to `opened` and, as
 * its records grew, to each step done in path order up to its stage (the current state). A step never recorded
 * (a seller's case raises no requisitions) is not on the path: the case went past it. The ids are machine-graph's,
 * so the diagram drawn from `graph` can mark them.
 */
export function casePath(progress: CasePathProgress, graph: DiagramGraph): CasePath {
  const region = childNamed(graph.root, 'stage');
  const deciding = childNamed(region, 'deciding');
  const currentIndex = progress.steps.findIndex((step) => step.stage === progress.stage);
  const behind = currentIndex < 0 ? progress.steps : progress.steps.slice(0, currentIndex);
  // 'opened' is where every case starts, recorded or not.
  const earlier = behind.filter((step) => step.done || step.stage === 'opened');
  const currentId = childNamed(region, progress.stage).id;
  const stageIds = [...earlier.map((step) => childNamed(region, step.stage).id), currentId];
  const start = region.children.find((child) => child.kind === 'initial');
  const startEdges = graph.edges.filter((edge) => edge.source === start?.id && edge.target === deciding.id);
  const routed = stageIds.flatMap((id) => graph.edges.filter((edge) => edge.source === deciding.id && edge.target === id));
  return {
    highlight: {
      current: currentId,
      visited: [deciding.id, ...stageIds],
      edges: [...startEdges, ...routed].map((edge) => edge.id),
    },
    earlier: earlier.map((step) => step.name),
    current: progress.stageName,
  };
}

function childNamed(node: DiagramNode, name: string): DiagramNode {
  const child = node.children.find((candidate) => candidate.kind === 'state' && candidate.name === name);
  // The case-lifecycle machine and the domain's stages are one list; a stage missing from the drawing is a bug.
  if (!child) throw new Error(`The case-lifecycle diagram has no state "${name}" under "${node.name}"`);
  return child;
}
