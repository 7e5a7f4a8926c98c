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
  const currentIndex = progress.steps.findIndex((step) => step.stage === progress.stage);
  const behind = currentIndex < 0 ? progress.steps : progress.steps.slice(0, currentIndex);
  // 'opened' is where every case starts, recorded or not.
  const earlier = behind.filter((step) => step.done || step.stage === 'opened');
  return {
    highlight: stagePath([...earlier.map((step) => step.stage), progress.stage], graph),
    earlier: earlier.map((step) => step.name),
    current: progress.stageName,
  };
}

/**
 * The highlight of a case that went through `stages` in this order (the last is where it is): every stage is
 * reached from `deciding`, which routes the case as its records change. Used for the case as it stands and for
 * each step of a replay of its history.
 */
export function stagePath(stages: readonly string[], graph: DiagramGraph): DiagramHighlight {
  const region = childNamed(graph.root, 'stage');
  const deciding = childNamed(region, 'deciding');
  const stageIds = stages.map((stage) => childNamed(region, stage).id);
  const start = region.children.find((child) => child.kind === 'initial');
  const startEdges = graph.edges.filter((edge) => edge.source === start?.id && edge.target === deciding.id);
  const routed = [...new Set(stageIds)].flatMap((id) => graph.edges.filter((edge) => edge.source === deciding.id && edge.target === id));
  return {
    current: stageIds.at(-1) ?? deciding.id,
    visited: [deciding.id, ...new Set(stageIds)],
    edges: [...startEdges, ...routed].map((edge) => edge.id),
  };
}

function childNamed(node: DiagramNode, name: string): DiagramNode {
  const child = node.children.find((candidate) => candidate.kind === 'state' && candidate.name === name);
  // The case-lifecycle machine and the domain's stages are one list; a stage missing from the drawing is a bug.
  if (!child) throw new Error(`The case-lifecycle diagram has no state "${name}" under "${node.name}"`);
  return child;
}
